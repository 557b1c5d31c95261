import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mediaOperations } from '@signage/contract/media';
import { MEDIA_MESSAGES, notFoundMessage } from '@signage/domain/messages';
import { notFound } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import type { MediaContext } from './context.ts';
import { fileCaller } from './file-caller.ts';
import { THUMB_HQ_SIZE } from './json.ts';
import { mediaWhere } from './repository.ts';
import { exists, MissingMediaFile, thumbnail, thumbSize } from './thumbnails.ts';

/**
 * Thumbnails and downloads: the browser loads them through signed, expiring URLs (from a media item's
 * *_url fields) so no token appears in a URL; integrators may send their bearer token instead.
 */
export const mediaFileRoutes: FastifyPluginAsyncTypebox<MediaContext> = async (app, ctx) => {
  const { db, storage } = ctx;

  /** The forced tags that limit this caller, or [] for a valid signature (the signer already checked them). */
  const callerForcedTags = fileCaller(
    ctx,
    ['view media', 'edit media'],
    'Sign in, or use the signed link of the media item.',
  );

  async function load(id: number, forcedTags: string[]) {
    const row = await db
      .selectFrom('media')
      .select([
        'media_id',
        'name',
        'media_type',
        'media_format',
        'file_name',
        'original_name',
        'mime_type',
        'size',
        'date_updated',
      ])
      .where('media_id', '=', id)
      .where(mediaWhere({ forcedTags }))
      .executeTakeFirst();
    if (!row) throw notFound(notFoundMessage('Media', id));
    return row;
  }
  app.route({
    ...endpoint(mediaOperations.getMediaThumbnail),
    handler: async (request, reply) => {
      const { width, height, expires, signature } = request.query;
      const row = await load(request.params.id, await callerForcedTags(request, expires, signature));
      const size = thumbSize(width, height, THUMB_HQ_SIZE);
      const path = await thumbnail(storage, row, size.width, size.height).catch((error: unknown) => {
        throw error instanceof MissingMediaFile ? notFound(error.message) : error;
      });
      // Versioned by date_updated in the URL, so a long private cache is safe.
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=3600')
        .send(createReadStream(path));
    },
  });

  app.route({
    ...endpoint(mediaOperations.downloadMedia),
    handler: async (request, reply) => {
      const { expires, signature, inline } = request.query;
      const row = await load(request.params.id, await callerForcedTags(request, expires, signature));
      const file = storage.pathOf(row.file_name);
      if (!(await exists(file))) throw notFound(MEDIA_MESSAGES.fileMissing(row.media_id));
      const disposition = `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.original_name)}`;
      return reply
        .header('content-type', row.mime_type)
        .header('content-length', String(row.size))
        .header('content-disposition', disposition)
        .header('cache-control', 'private, max-age=3600')
        .send(createReadStream(file));
    },
  });
};
