import { layoutPlayerOperations as op } from '@signage/contract/layouts-player';
import { playerRoutes } from '../devices/player-auth.ts';
import { playerFetchRoute } from '../devices/player-fetch-route.ts';
import { reachesLayout } from '../devices/player-reach.ts';
import type { LayoutContext } from './context.ts';
import { layoutThumbnailLinks, mediaLinks, withMediaLinks } from './json.ts';

/**
 * GET /players/layouts/{id}: a layout for a player to play, with signed download links for every media file
 * it uses. A player fetches only the layouts its schedules reach (player-reach.ts).
 */
export const layoutPlayerRoutes = playerRoutes<LayoutContext>(async (app, ctx) => {
  const { db, signer } = ctx;

  playerFetchRoute(app, op.getPlayerLayout, {
    db,
    noun: 'Layout',
    reaches: reachesLayout,
    read: async (id) => {
      const row = await db
        .selectFrom('layouts')
        .select(['layout_id', 'name', 'layout_type', 'json', 'media_ids', 'date_updated'])
        .where('layout_id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const media = row.media_ids.length
        ? await db
            .selectFrom('media')
            .select(['media_id', 'media_type', 'media_format', 'mime_type', 'size', 'duration', 'date_updated'])
            .where('media_id', 'in', row.media_ids)
            .orderBy('media_id')
            .execute()
        : [];
      const versions = new Map(media.map((m) => [m.media_id, m.date_updated]));
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
});
