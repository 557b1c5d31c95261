import { mediaOperations as op } from '@signage/contract/media';
import { MEDIA_MESSAGES, notFoundMessage } from '@signage/domain/messages';
import { AREA_VIEWERS } from '@signage/domain/permissions';
import { requirePermission } from '../auth/guard.ts';
import { notFound, unprocessable } from '../errors.ts';
import { changedColumns } from '../kit/changed-columns.ts';
import { pagedListRoute } from '../kit/paged-route.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { tagsToStore, writeVisible } from '../kit/tagged-write.ts';
import type { MediaContext } from './context.ts';
import { deleteMediaRows } from './delete.ts';
import { toMediaJson } from './json.ts';
import { replaceTouchApp } from './replace.ts';
import { findMedia, listMedia, MEDIA_AREA, mediaWhere } from './repository.ts';
import { mediaSearchArea } from './search-area.ts';
import { mediaUploadRoutes } from './upload-routes.ts';

export const mediaRoutes = signedInRoutes<MediaContext>(async (app, ctx) => {
  const { db, signer } = ctx;
  ctx.tagRegistry.register(MEDIA_AREA, mediaSearchArea(ctx));

  pagedListRoute(app, op.listMedia, {
    key: 'media',
    permissions: AREA_VIEWERS.media,
    list: ({ media_type, media_format }, filter, paging) =>
      listMedia(ctx, { ...filter, mediaType: media_type, mediaFormat: media_format }, paging),
    toJson: (row, fields) => toMediaJson(row, signer, fields),
  });

  app.route({
    ...endpoint(op.getMedia),
    handler: async (request) => {
      const user = requirePermission(request, ...AREA_VIEWERS.media);
      return toMediaJson(await findMedia(ctx, request.params.id, user.forced_tags), signer);
    },
  });

  app.route({
    ...endpoint(op.updateMedia),
    handler: async (request) => {
      const user = requirePermission(request, 'edit media');
      const { id } = request.params;
      if (request.isMultipart()) return replaceTouchApp(ctx, request, id, user.forced_tags);
      const body = request.body as { name?: string; tags?: string[] };
      const name = body.name?.trim();
      if (body.name !== undefined && !name) throw unprocessable('Media name must not be empty.');
      await writeVisible(db, MEDIA_AREA, id, user.forced_tags, async (trx) => {
        const tags = await tagsToStore(trx, body.tags, user.forced_tags);
        await trx.updateTable('media').set(changedColumns({ name, tags })).where('media_id', '=', id).execute();
      });
      ctx.changed();
      return toMediaJson(await findMedia(ctx, id, user.forced_tags), signer);
    },
  });

  app.route({
    ...endpoint(op.deleteMedia),
    handler: async (request) => {
      const user = requirePermission(request, 'edit media');
      const [deleted] = await deleteMedia(ctx, [request.params.id], user.forced_tags);
      return { msg: MEDIA_MESSAGES.deleted, media_id: deleted! };
    },
  });

  app.route({
    ...endpoint(op.deleteMediaItems),
    handler: async (request) => {
      const user = requirePermission(request, 'edit media');
      const ids = await deleteMedia(ctx, [...new Set(request.body.ids)], user.forced_tags);
      return { msg: MEDIA_MESSAGES.bulkDeleted, ids };
    },
  });

  await app.register(mediaUploadRoutes, ctx);
});

/** Deletes rows in one transaction (all or none), then their files and thumbnails. */
async function deleteMedia(ctx: MediaContext, ids: number[], forcedTags: string[]) {
  const { db, changed } = ctx;
  const { removeFiles } = await db.transaction().execute(async (trx) => {
    const visible = await trx
      .selectFrom('media')
      .select('media_id')
      .where('media_id', 'in', ids)
      .where(mediaWhere({ forcedTags }))
      .forUpdate()
      .execute();
    const missing = ids.filter((id) => !visible.some((r) => r.media_id === id));
    if (missing.length) throw notFound(notFoundMessage('Media', missing));
    return deleteMediaRows(trx, ctx, ids, forcedTags);
  });
  changed(ids.length);
  await removeFiles();
  // All of them were deleted: answer in the order they were asked for.
  return ids;
}
