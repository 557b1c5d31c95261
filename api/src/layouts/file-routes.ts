import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { layoutOperations as op } from '@signage/contract/layouts';
import { notFoundMessage } from '@signage/domain/messages';
import { notFound } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { fileCaller } from '../media/file-caller.ts';
import type { LayoutContext } from './context.ts';
import { layoutWhere } from './repository.ts';
import { VIEW } from './routes.ts';

/**
 * Layout thumbnails: the lists load them through the signed, expiring thumbnail_url (no token in a URL);
 * integrators may send their bearer token instead. A version not rendered yet is rendered now.
 */
export const layoutFileRoutes: FastifyPluginAsyncTypebox<LayoutContext> = async (app, ctx) => {
  /** The forced tags that limit this caller, or [] for a valid signature (made for this layout's version). */
  const callerForcedTags = fileCaller(ctx, VIEW, 'Sign in, or use the signed link of the layout.');

  app.route({
    ...endpoint(op.getLayoutThumbnail),
    handler: async (request, reply) => {
      const { hq, expires, signature } = request.query;
      const forcedTags = await callerForcedTags(request, expires, signature);
      const { id } = request.params;
      const row = await ctx.db
        .selectFrom('layouts')
        .select(['layout_id', 'date_updated'])
        .where('layout_id', '=', id)
        .where(layoutWhere({ forcedTags }))
        .executeTakeFirst();
      if (!row) throw notFound(notFoundMessage('Layout', id));
      // A render under way (started by the save) is waited for; its time goes out as Server-Timing.
      // A newer version than the row read is served when the render joined one queued after a later save.
      const { ms, version } = await ctx.thumbnails.ensure(id, row.date_updated);
      if (!version) throw notFound(notFoundMessage('Layout', id));
      if (ms > 0) reply.header('server-timing', `thumbnail;dur=${ms.toFixed(1)}`);
      const path = ctx.thumbnails.path(id, version, hq ?? false);
      // Versioned by date_updated in the URL, but drawn again under that version when a linked data source's
      // content changes: cached privately, asked again each time, and answered 304 while the file is the same.
      const drawn = await stat(path).catch(() => undefined);
      reply.header('cache-control', 'private, no-cache');
      if (drawn) {
        const etag = `"${version}-${drawn.mtimeMs.toString(36)}"`;
        reply.header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      }
      return reply.header('content-type', 'image/webp').send(createReadStream(path));
    },
  });
};
