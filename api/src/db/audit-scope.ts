import { AsyncLocalStorage } from 'node:async_hooks';
import { SECRET_KEY_PATTERN } from '@signage/domain/audit';
import { CompiledQuery, type QueryResult } from 'kysely';
import type { AuditTable } from './audit-tables.ts';
import { hasPgCode, PG_ERROR } from './pg-errors.ts';

/**
 * What audit_append (migrations 015, 020) takes: the entry as the request knows it (the audit row's own columns);
 * the database adds the rest (its id, date and hash chain).
 */
export type AuditEntryInput = Omit<AuditTable, 'audit_id' | 'action_date' | 'prev_hash' | 'hash'> & {
  /** Only benchmarks and tests date an entry; the database's clock dates the rest. */
  action_date?: string;
};

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

/**
 * The statement that switches capture on for the current transaction (audit_capture reads it). SET LOCAL, not
 * set_config: a utility statement, neither planned nor answering a row (issue 22: the audit's cost).
 */
export const CAPTURE_ON = CompiledQuery.raw('set local audit.capture = on');

/**
 * Appends the scope's entry on `connection` for a write that committed no transaction of its own (sign-in,
 * sign-out, a single statement, a failed sign-in) and answers whether it did; the caller counts it in
 * `scope.written`. Transactions append with their COMMIT instead (appendAndCommit).
 */
export async function appendEntry(
  connection: { executeQuery(query: CompiledQuery): Promise<QueryResult<unknown>> },
  scope: AuditScope,
): Promise<boolean> {
  try {
    const result = await connection.executeQuery(
      CompiledQuery.raw('select audit_append($1::jsonb, $2, false) as id', [
        JSON.stringify(scope.entry()),
        SECRET_KEY_PATTERN,
      ]),
    );
    const id = (result.rows[0] as { id: number | null } | undefined)?.id;
    if (id === null || id === undefined) throw new Error('audit_append wrote nothing (see the database warning)');
    return true;
  } catch (error) {
    if (!hasPgCode(error, PG_ERROR.inFailedTransaction)) scope.failed(error);
    return false;
  }
}

/** A text as an escape-string literal: independent of standard_conforming_strings. */
const literal = (text: string) => `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/**
 * Appends the scope's entry (only when the transaction changed rows) and commits, in ONE round trip: a text of
 * two statements, which the simple protocol runs in order and stops at the first error, so the entry and the
 * change are saved together or not at all. Both drivers answer a text's last result that has columns (see
 * database.ts and pglite-worker.js): the append's, once the COMMIT after it succeeded. Answers whether an entry
 * was saved. A transaction already aborted is committed as before (PostgreSQL turns that COMMIT into a rollback)
 * and has nothing to audit.
 */
export async function appendAndCommit(
  connection: { executeQuery(query: CompiledQuery): Promise<QueryResult<unknown>> },
  scope: AuditScope,
): Promise<boolean> {
  let text: string;
  try {
    text = `select audit_append(${literal(JSON.stringify(scope.entry()))}::jsonb, ${literal(SECRET_KEY_PATTERN)}, true) as id; commit`;
  } catch (error) {
    // The entry could not be made (never expected): the change is still saved, the failure logged.
    scope.failed(error);
    await connection.executeQuery(CompiledQuery.raw('commit'));
    return false;
  }
  let id: number | null | undefined;
  try {
    const result = await connection.executeQuery(CompiledQuery.raw(text));
    id = (result.rows[0] as { id?: number | null } | undefined)?.id;
  } catch (error) {
    if (!hasPgCode(error, PG_ERROR.inFailedTransaction)) throw error;
    await connection.executeQuery(CompiledQuery.raw('commit'));
    return false;
  }
  if (id === null || id === undefined) {
    scope.failed(new Error('audit_append wrote nothing (see the database warning)'));
    return false;
  }
  return id !== 0;
}
