import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MediaStorage } from './storage.ts';

/**
 * Deletes media rows inside the caller's transaction and answers the work left for after it commits: their
 * files and thumbnails (a rolled-back delete must leave the files). Every media delete goes through here.
 */
export async function deleteMediaRows(trx: Kysely<Database>, storage: MediaStorage, ids: readonly number[]) {
  const rows = ids.length
    ? await trx
        .deleteFrom('media')
        .where('media_id', 'in', [...ids])
        .returning(['media_id', 'file_name'])
        .execute()
    : [];
  return {
    deleted: rows.map((row) => row.media_id),
    removeFiles: async () => {
      for (const row of rows) {
        await storage.remove(storage.pathOf(row.file_name));
        await storage.removeThumbs(row.media_id);
      }
    },
  };
}
