import type { ColumnType, Generated } from 'kysely';
import type { AuthoredColumns } from './authored-columns.ts';

/** Kysely's view of the tables of migrations/014_tag_metadata.sql. */
export interface TagMetadataTable extends AuthoredColumns {
  tagmetadata_id: Generated<number>;
  category: string;
  description: ColumnType<string, string | undefined, string>;
  json: ColumnType<unknown, string, string>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
}

export interface TagMetadataTables {
  tag_metadata: TagMetadataTable;
  device_desired_state: DeviceDesiredStateTable;
}

/** Kysely's view of migrations/016_device_desired_state.sql: what a device should run with, and what it answered. */
export interface DeviceDesiredStateTable {
  device_id: number;
  desired_version: ColumnType<number, number | undefined, number>;
  /** A DesiredContent (domain tag-metadata/desired-state.ts); written as JSON text. */
  desired: ColumnType<unknown, string, string>;
  desired_at: ColumnType<Date, Date | undefined, Date>;
  reported_version: ColumnType<number | null, number | null | undefined, number | null>;
  reported_status: ColumnType<string | null, string | null | undefined, string | null>;
  reported_reason: ColumnType<string | null, string | null | undefined, string | null>;
  reported: ColumnType<unknown, string | null | undefined, string | null>;
  reported_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
