import type { ColumnType } from 'kysely';

/** Kysely's view of the audit table (migration 011); rows are written only by audit_append. */
export interface AuditTable {
  audit_id: ColumnType<number, never, never>;
  action_date: ColumnType<Date, never, never>;
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
  prev_hash: string;
  hash: string;
}

export interface AuditTables {
  audit: AuditTable;
}
