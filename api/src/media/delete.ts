import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { unprocessable } from '../errors.ts';
import type { MediaStorage } from './storage.ts';

/**
 * Which layouts use each of `ids`: all of them in `total`, the ones the caller may see by name. The layouts area
 * answers it (app.ts hands its mediaUsage to the media context), so media need not reach up into layouts.
 */
export type MediaUsage = (
  db: Kysely<Database>,
  ids: readonly number[],
  forcedTags: readonly string[],
) => Promise<readonly { total: number; layouts: readonly { name: string }[] }[]>;

/**
 * Deletes media rows inside the caller's transaction and answers the work left for after it commits: their
 * files and thumbnails (a rolled-back delete must leave the files). Every media delete goes through here, so
 * media that layouts use is refused however it is deleted; `forcedTags` decides which layout names are told.
 */
export async function deleteMediaRows(
  trx: Kysely<Database>,
  { storage, usage }: { storage: MediaStorage; usage: MediaUsage },
  ids: readonly number[],
  forcedTags: readonly string[],
) {
  // Locked first, so a layout save naming one of them either finished (and is counted below) or waits.
  if (ids.length)
    await trx
      .selectFrom('media')
      .select('media_id')
      .where('media_id', 'in', [...ids])
      .forUpdate()
      .execute();
  for (const used of await usage(trx, ids, forcedTags)) {
    if (used.total)
      throw unprocessable(
        LAYOUT_MESSAGES.mediaInUse(
          used.total,
          used.layouts.map((l) => l.name),
        ),
      );
  }
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
