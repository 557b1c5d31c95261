import { registerTags } from '../kit/tags.ts';
import type { MediaContext } from './context.ts';
import { mediaNameOf, type Received } from './receive.ts';

/**
 * Moves accepted files into the library and inserts their rows in one transaction; if anything fails,
 * the files already moved are removed again. Answers the new ids in the order of `files`.
 */
export async function storeReceived(
  { db, storage, changed }: Pick<MediaContext, 'db' | 'storage' | 'changed'>,
  files: Received[],
  tags: string[],
  /** Who uploaded them; null for files no user brought (seeded ones). */
  userId: number | null,
): Promise<number[]> {
  if (files.length === 0) return [];
  const placed: string[] = [];
  try {
    const ids = await db.transaction().execute(async (trx) => {
      await registerTags(trx, tags);
      const ids: number[] = [];
      for (const file of files) {
        const fileName = storage.newFileName(file.format);
        await storage.commit(file.temporary, fileName);
        placed.push(fileName);
        const row = await trx
          .insertInto('media')
          .values({
            name: mediaNameOf(file.originalName),
            tags,
            media_type: file.type,
            media_format: file.format,
            mime_type: file.probed.mimeType,
            size: file.size,
            width: file.probed.width,
            height: file.probed.height,
            duration: file.probed.duration,
            metadata: JSON.stringify(file.probed.metadata),
            file_name: fileName,
            original_name: file.originalName,
            created_by: userId,
          })
          .returning('media_id')
          .executeTakeFirstOrThrow();
        ids.push(row.media_id);
      }
      return ids;
    });
    changed(ids.length);
    return ids;
  } catch (error) {
    for (const fileName of placed) await storage.remove(storage.pathOf(fileName));
    throw error;
  }
}
