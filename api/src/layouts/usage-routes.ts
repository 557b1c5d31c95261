import { mediaUsageOperations as op } from '@signage/contract/layouts-usage';
import { notFoundMessage } from '@signage/domain/messages';
import { AREA_VIEWERS } from '@signage/domain/permissions';
import { sql } from 'kysely';
import { requirePermission } from '../auth/guard.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { mediaWhere } from '../media/repository.ts';
import type { LayoutContext } from './context.ts';
import { layoutWhere } from './repository.ts';

/**
 * Which layouts use each media item: every layout counts in `total`, the caller's visible ones are named.
 * One query for any number of media items (GraphQL batches Media.usedBy through it).
 */
export async function mediaUsage(db: Db, mediaIds: readonly number[], forcedTags: readonly string[]) {
  const ids = [...new Set(mediaIds)];
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('layouts')
    .select(['layouts.layout_id', 'layouts.name', 'layouts.template', 'layouts.media_ids'])
    .select((eb) => sql<boolean>`${layoutWhere({ forcedTags })(eb)}`.as('visible'))
    .where(sql<boolean>`layouts.media_ids && ${sql.val(ids)}::integer[]`)
    .orderBy('layouts.name')
    .orderBy('layouts.layout_id')
    .execute();
  return ids.map((media_id) => {
    const using = rows.filter((r) => r.media_ids.includes(media_id));
    return {
      media_id,
      total: using.length,
      layouts: using.filter((r) => r.visible).map(({ layout_id, name, template }) => ({ layout_id, name, template })),
    };
  });
}

/** Media usage routes (GET /media/{id}/used_by, GET /media/used_by/): media are looked at, so media rights. */
export const mediaUsageRoutes = signedInRoutes<LayoutContext>(async (app, ctx) => {
  const VIEW_MEDIA = AREA_VIEWERS.media;

  app.route({
    ...endpoint(op.getMediaUsedBy),
    handler: async (request) => {
      const user = requirePermission(request, ...VIEW_MEDIA);
      const { id } = request.params;
      const visible = await ctx.db
        .selectFrom('media')
        .select('media.media_id')
        .where('media.media_id', '=', id)
        .where(mediaWhere({ forcedTags: user.forced_tags }))
        .executeTakeFirst();
      if (!visible) throw notFound(notFoundMessage('Media', id));
      return (await mediaUsage(ctx.db, [id], user.forced_tags))[0]!;
    },
  });

  app.route({
    ...endpoint(op.listMediaUsedBy),
    handler: async (request) => {
      const user = requirePermission(request, ...VIEW_MEDIA);
      const visible = await ctx.db
        .selectFrom('media')
        .select('media.media_id')
        .where('media.media_id', 'in', request.query.ids)
        .where(mediaWhere({ forcedTags: user.forced_tags }))
        .execute();
      const ids = new Set(visible.map((m) => m.media_id));
      // Media the caller may not see are left out, as a list of ids leaves them out.
      return {
        used_by: await mediaUsage(
          ctx.db,
          request.query.ids.filter((id) => ids.has(id)),
          user.forced_tags,
        ),
      };
    },
  });
});
