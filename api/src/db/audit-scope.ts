import { AsyncLocalStorage } from 'node:async_hooks';
import { SECRET_KEY_PATTERN } from '@signage/domain/audit';
import { CompiledQuery, type QueryResult } from 'kysely';

/** What audit_append (migrations 015, 020) takes: the entry as the request knows it; the database adds the rest. */
export interface AuditEntryInput {
  user_id: number | null;
  username: string | null;
  action_id: string;
  action_name: string;
  description: string;
  object_type: string | null;
  object_id: string | null;
  device_id: number | null;
  client_address: string | null;
  request_id: string | null;
  details_json: Record<string, unknown>;
  /** Only benchmarks and tests date an entry; the database's clock dates the rest. */
  action_date?: string;
}

/**
 * One write request being audited. While it is the current scope (AsyncLocalStorage, entered by the api's audit
 * hook), every transaction it opens captures the rows it changes and appends the entry just before it commits
 * (see audited-dialect.ts): the entry is saved with the change or not at all.
 */
export interface AuditScope {
  /** The entry as known now (the user may be known only once the handler ran). */
  entry(): AuditEntryInput;
  /** Entries saved so far (a request may commit several transactions). */
  written: number;
  /** An append that did not happen (logged; never the request's failure). */
  failed(error: unknown): void;
}

export const auditScopes = new AsyncLocalStorage<AuditScope>();

/** The statement that switches capture on for the current transaction (audit_capture reads it). */
export const CAPTURE_ON = CompiledQuery.raw("select set_config('audit.capture', 'on', true)");

/** PostgreSQL's "current transaction is aborted": its COMMIT will roll back, so there is nothing to audit. */
const IN_FAILED_TRANSACTION = '25P02';

/**
 * Appends the scope's entry on `connection` (inside its transaction, or on its own) and answers whether it did.
 * With `onlyWithChanges` (a transaction about to commit) nothing is appended when the transaction changed no row:
 * a write refused after it looked commits nothing and leaves no entry. The caller counts the entry in
 * `scope.written` once it is saved (for a transaction: once its COMMIT succeeded).
 */
export async function appendEntry(
  connection: { executeQuery(query: CompiledQuery): Promise<QueryResult<unknown>> },
  scope: AuditScope,
  onlyWithChanges: boolean,
): Promise<boolean> {
  try {
    const result = await connection.executeQuery(
      CompiledQuery.raw('select audit_append($1::jsonb, $2, $3) as id', [
        JSON.stringify(scope.entry()),
        SECRET_KEY_PATTERN,
        onlyWithChanges,
      ]),
    );
    const id = (result.rows[0] as { id: number | null } | undefined)?.id;
    if (id === null || id === undefined) throw new Error('audit_append wrote nothing (see the database warning)');
    return id !== 0;
  } catch (error) {
    if ((error as { code?: unknown }).code !== IN_FAILED_TRANSACTION) scope.failed(error);
    return false;
  }
}
