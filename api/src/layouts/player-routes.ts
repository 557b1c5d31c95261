import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { layoutPlayerOperations as op } from '@signage/contract/layouts-player';
import { activatedPlayerOf, authenticatePlayer } from '../devices/player-auth.ts';
import { reachesLayout } from '../devices/player-reach.ts';
import { notFound } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import type { LayoutContext } from './context.ts';
import { layoutThumbnailLinks, mediaLinks, withMediaLinks } from './json.ts';

/**
 * GET /players/layouts/{id}: a layout for a player to play, with signed download links for every media file
 * it uses. A player fetches only the layouts its schedules reach (player-reach.ts); any other answers 404.
 */
const notScheduled = (id: number) => `Layout ${id} is not scheduled for this player.`;

export const layoutPlayerRoutes: FastifyPluginAsyncTypebox<LayoutContext> = async (app, ctx) => {
  const { db, signer } = ctx;
  app.addHook('onRequest', authenticatePlayer(db));

  app.route({
    ...endpoint(op.getPlayerLayout),
    handler: async (request, reply) => {
      const player = activatedPlayerOf(request);
      const { id } = request.params;
      // The same answer for a layout that does not exist: a player learns nothing of other devices' layouts.
      if (!(await reachesLayout(db, player.device_id, id))) throw notFound(notScheduled(id));
      const row = await db
        .selectFrom('layouts')
        .select(['layout_id', 'name', 'layout_type', 'json', 'media_ids', 'date_updated'])
        .where('layout_id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(notScheduled(id));
      const media = row.media_ids.length
        ? await db
            .selectFrom('media')
            .select(['media_id', 'media_type', 'media_format', 'mime_type', 'size', 'duration', 'date_updated'])
            .where('media_id', 'in', row.media_ids)
            .orderBy('media_id')
            .execute()
        : [];
      const versions = new Map(media.map((m) => [m.media_id, m.date_updated]));
      reply.header('cache-control', 'no-store');
      return {
        layout_id: row.layout_id,
        name: row.name,
        layout_type: row.layout_type,
        date_updated: row.date_updated.toISOString(),
        json: withMediaLinks(row.json, signer, versions, false),
        composition_url: layoutThumbnailLinks(row, signer).thumbnail_url_hq,
        media: media.map((m) => ({
          media_id: m.media_id,
          media_type: m.media_type,
          media_format: m.media_format,
          mime_type: m.mime_type,
          size: Number(m.size),
          duration: m.duration,
          date_updated: m.date_updated.toISOString(),
          download_url: mediaLinks(signer, m.media_id, m.date_updated).download_url,
        })),
      };
    },
  });
};
