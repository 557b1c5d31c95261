import type { ColumnType, Generated } from 'kysely';
import type { AuthoredColumns } from './authored-columns.ts';

/** Kysely's view of the tables of migrations/005_data_sources.sql. */
export interface DataSourcesTable extends AuthoredColumns {
  data_source_id: Generated<number>;
  name: string;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  url: ColumnType<string | null, string | null | undefined, string | null>;
  poll_interval: ColumnType<number, number | undefined, number>;
  current_data_source_file_id: ColumnType<number | null, number | null | undefined, number | null>;
  next_poll_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_poll_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_poll_ok: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  last_poll_error: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DataSourceFilesTable {
  data_source_file_id: Generated<number>;
  data_source_id: number;
  origin: 'upload' | 'poll';
  original_name: string | null;
  content: string;
  content_hash: string;
  size: number;
  row_count: number;
  date_created: ColumnType<Date, Date | undefined, never>;
}

export interface WidgetAuthsTable extends AuthoredColumns {
  widget_auth_id: Generated<number>;
  name: string;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  widget_type: string;
  token_ciphertext: string;
  token_hint: string;
}

export interface DataSourceTables {
  data_sources: DataSourcesTable;
  data_source_files: DataSourceFilesTable;
  widget_auths: WidgetAuthsTable;
}
