import type { Selection } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { taggedArea } from '../kit/tag-registry.ts';
import { type TaggedLookup, taggedReads } from '../kit/tagged-reads.ts';

/** Data sources as a tagged area: free text matches the name and the url besides the tags. */
export const DATA_SOURCE_AREA = taggedArea({
  table: 'data_sources',
  id: 'data_source_id',
  noun: 'Data Source',
  text: ['name', 'url'],
});

export const DATA_SOURCE_COLUMNS = [
  'data_sources.data_source_id',
  'data_sources.name',
  'data_sources.tags',
  'data_sources.url',
  'data_sources.poll_interval',
  'data_sources.current_data_source_file_id',
  'data_sources.date_created',
  'data_sources.date_updated',
  'data_sources.next_poll_at',
  'data_sources.last_poll_at',
  'data_sources.last_poll_ok',
  'data_sources.last_poll_error',
] as const;

export type StoredDataSourceRow = Selection<Database, 'data_sources', (typeof DATA_SOURCE_COLUMNS)[number]>;

/**
 * Not cached: the poller records each poll's outcome on the row, and pollers of other api instances write
 * without passing through this one.
 */
const READS = taggedReads(DATA_SOURCE_AREA, DATA_SOURCE_COLUMNS);

export type DataSourceLookup = TaggedLookup;

/** `findDataSource`: one data source the caller may see; 404 otherwise. */
export const { where: dataSourceWhere, page: listDataSources, find: findDataSource } = READS;

export type DataSourceRow = Awaited<ReturnType<typeof findDataSource>>;

export interface KeptFile {
  data_source_file_id: number;
  date_created: Date;
}

/** The kept files of each source, newest first (one query for a whole page of sources). */
export async function keptFiles(db: Db, sourceIds: readonly number[]): Promise<Map<number, KeptFile[]>> {
  const byId = new Map<number, KeptFile[]>(sourceIds.map((id) => [id, []]));
  if (sourceIds.length === 0) return byId;
  const rows = await db
    .selectFrom('data_source_files')
    .select(['data_source_id', 'data_source_file_id', 'date_created'])
    .where('data_source_id', 'in', [...sourceIds])
    .orderBy('data_source_file_id', 'desc')
    .execute();
  for (const { data_source_id, ...file } of rows) byId.get(data_source_id)?.push(file);
  return byId;
}
