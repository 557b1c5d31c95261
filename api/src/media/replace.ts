import type { FastifyRequest } from 'fastify';
import { unprocessable } from '../errors.ts';
import type { MediaContext } from './context.ts';
import { toMediaJson } from './json.ts';
import { receiveFile } from './receive.ts';
import { findMedia } from './repository.ts';

/** PUT /media/{id} as multipart: a touch app gets a new zip; the old file goes only once the new one is in. */
export async function replaceTouchApp(ctx: MediaContext, request: FastifyRequest, id: number, forcedTags: string[]) {
  const { db, storage, signer } = ctx;
  const current = await findMedia(ctx, id, forcedTags);
  if (current.media_type !== 'touchapp') throw unprocessable('Only a touch app can have its file replaced.');
  const part = await request.file();
  if (!part) throw unprocessable('Send the replacement as a multipart `file` part.');
  const outcome = await receiveFile(ctx, part);
  if (!outcome.ok) throw unprocessable(outcome.msg);
  if (outcome.file.type !== 'touchapp') {
    await storage.remove(outcome.file.temporary);
    throw unprocessable('A touch app can only be replaced by another touch app (.zip).');
  }
  const fileName = storage.newFileName(outcome.file.format);
  await storage.commit(outcome.file.temporary, fileName);
  try {
    await db
      .updateTable('media')
      .set({
        file_name: fileName,
        size: outcome.file.size,
        original_name: outcome.file.originalName,
        date_updated: new Date(),
      })
      .where('media_id', '=', id)
      .execute();
  } catch (error) {
    await storage.remove(storage.pathOf(fileName));
    throw error;
  }
  ctx.changed();
  await storage.remove(storage.pathOf(current.file_name));
  await storage.removeThumbs(id);
  return toMediaJson(await findMedia(ctx, id, forcedTags), signer);
}
