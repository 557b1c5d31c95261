import { createHash } from 'node:crypto';
import type { DataTable } from '@signage/domain/data-sources/csv-table';
import { DATA_SOURCE_FILES_KEPT } from '@signage/domain/data-sources/data-source';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

export const contentHash = (content: string) => createHash('sha256').update(content).digest('hex');

/**
 * Stores a parsed CSV as a new file of the source (inside the caller's transaction), then prunes the source's
 * files past DATA_SOURCE_FILES_KEPT, newest kept, the current file never pruned. Answers the new file's id.
 */
export async function storeFile(
  trx: Kysely<Database>,
  file: {
    dataSourceId: number;
    origin: 'upload' | 'poll';
    originalName: string | null;
    content: string;
    hash?: string;
    table: DataTable;
  },
): Promise<number> {
  const row = await trx
    .insertInto('data_source_files')
    .values({
      data_source_id: file.dataSourceId,
      origin: file.origin,
      original_name: file.originalName,
      content: file.content,
      content_hash: file.hash ?? contentHash(file.content),
      size: Buffer.byteLength(file.content),
      row_count: file.table.rows.length,
    })
    .returning('data_source_file_id')
    .executeTakeFirstOrThrow();
  return row.data_source_file_id;
}

/** Deletes the source's files past the newest DATA_SOURCE_FILES_KEPT, never its current one. */
export async function pruneFiles(trx: Kysely<Database>, dataSourceId: number) {
  await trx
    .deleteFrom('data_source_files')
    .where('data_source_id', '=', dataSourceId)
    .where(
      'data_source_file_id',
      'not in',
      trx
        .selectFrom('data_source_files')
        .select('data_source_file_id')
        .where('data_source_id', '=', dataSourceId)
        .orderBy('data_source_file_id', 'desc')
        .limit(DATA_SOURCE_FILES_KEPT),
    )
    .where(
      sql<boolean>`data_source_file_id is distinct from (select current_data_source_file_id from data_sources
        where data_source_id = ${dataSourceId})`,
    )
    .execute();
}
