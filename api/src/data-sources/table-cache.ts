import { type DataTable, parseCsvTable } from '@signage/domain/data-sources/csv-table';
import type { TableOf } from '@signage/domain/data-sources/resolve';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { makeRoom } from '../db/write-cache.ts';
import { dataSourceWhere } from './repository.ts';

/**
 * Parsed data source files, by file id, with their Key index (domain DataTable): a file never changes once
 * stored (a new upload or poll makes a new one), so a cached table is never stale, on any number of api
 * instances. Bounded by the characters of the CSVs it holds; the least recently used go first.
 */
export class DataTableCache {
  #tables = new Map<number, { table: DataTable; weight: number }>();
  #weight = 0;
  readonly #storedListeners: ((dataSourceId: number) => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly maxChars = 64 * 1024 * 1024,
  ) {}

  /**
   * The table each source's data links resolve against: its current file, else its newest file; null for a
   * source without files; sources that do not exist, or carry not all of `forcedTags`, are left out.
   */
  async tablesOf(sourceIds: readonly number[], forcedTags: readonly string[]): Promise<TableOf> {
    const ids = [...new Set(sourceIds)].filter((id) => id <= 2_147_483_647);
    const found = new Map<number, number | null>();
    if (ids.length) {
      const rows = await this.db
        .selectFrom('data_sources')
        .select((eb) => [
          'data_sources.data_source_id',
          eb.fn
            .coalesce(
              'data_sources.current_data_source_file_id',
              sql<number | null>`(select max(f.data_source_file_id) from data_source_files f
                 where f.data_source_id = data_sources.data_source_id)`,
            )
            .as('file_id'),
        ])
        .where('data_sources.data_source_id', 'in', ids)
        .where(dataSourceWhere({ forcedTags }))
        .execute();
      for (const row of rows) found.set(row.data_source_id, row.file_id);
    }
    const fileIds = [...found.values()].filter((id): id is number => id !== null);
    const tables = await this.tables(fileIds);
    return (id) => {
      if (!found.has(id)) return undefined;
      const fileId = found.get(id);
      return fileId == null ? null : (tables.get(fileId) ?? null);
    };
  }

  /** The parsed tables of these files, reading only those not cached. */
  async tables(fileIds: readonly number[]): Promise<Map<number, DataTable>> {
    const answer = new Map<number, DataTable>();
    const missing: number[] = [];
    for (const id of new Set(fileIds)) {
      const hit = this.#tables.get(id);
      if (!hit) {
        missing.push(id);
        continue;
      }
      // Re-inserted: the map's order is the order of use.
      this.#tables.delete(id);
      this.#tables.set(id, hit);
      answer.set(id, hit.table);
    }
    if (missing.length) {
      const rows = await this.db
        .selectFrom('data_source_files')
        .select(['data_source_file_id', 'content'])
        .where('data_source_file_id', 'in', missing)
        .execute();
      for (const row of rows) {
        const parsed = parseCsvTable(row.content);
        // Stored files were parsed before they were stored; a refusal here would mean a changed rule.
        if (!parsed.ok) continue;
        answer.set(row.data_source_file_id, parsed.table);
        this.remember(row.data_source_file_id, parsed.table, row.content.length);
      }
    }
    return answer;
  }

  /**
   * Hears of each new content of a source (an upload, or a poll that brought a changed file), once it is
   * committed: what shows its cells (layout thumbnails, compositions) is drawn again. This process's writes only.
   */
  onStored(listener: (dataSourceId: number) => void) {
    this.#storedListeners.push(listener);
  }

  /** A file just stored and committed as the content of `dataSourceId`: kept parsed, and its listeners told. */
  stored(dataSourceId: number, fileId: number, table: DataTable, weight: number) {
    this.remember(fileId, table, weight);
    for (const listener of this.#storedListeners) listener(dataSourceId);
  }

  /** A file just stored (uploaded or polled) and parsed: its first resolution need not read and parse it again. */
  remember(id: number, table: DataTable, weight: number) {
    if (weight > this.maxChars) return;
    this.#weight = makeRoom(this.#tables, this.#weight, weight, this.maxChars);
    this.#tables.set(id, { table, weight });
    this.#weight += weight;
  }
}
