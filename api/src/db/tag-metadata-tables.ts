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
}
