import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_MEDIA_PAGE_SIZE, MEDIA_FORMATS, MEDIA_TYPES } from '@signage/domain/media';
import { Type } from 'typebox';
import { authenticate, requirePermission } from '../auth/guard.ts';
import { notFound, unprocessable } from '../errors.ts';
import { errorResponses, IdParams, PageInfo } from '../schemas.ts';
import { registerTags, tagsForCreate } from '../tags/tags.ts';
import type { MediaContext } from './context.ts';
import { MediaJson, toMediaJson } from './json.ts';
import { replaceTouchApp } from './replace.ts';
import { findMedia, listMedia, mediaWhere } from './repository.ts';
import { mediaUploadRoutes } from './upload-routes.ts';

const ALL_FORMATS = [...new Set(Object.values(MEDIA_FORMATS).flat())];
const security = [{ bearer: [] }];

const ListQuery = Type.Object({
  currentPage: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: DEFAULT_MEDIA_PAGE_SIZE })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  tags: Type.Optional(Type.Array(Type.String())),
  media_type: Type.Optional(Type.Union(MEDIA_TYPES.map((t) => Type.Literal(t)))),
  media_format: Type.Optional(Type.Union(ALL_FORMATS.map((f) => Type.Literal(f)))),
  ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 })),
});

const MediaUpdate = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    tags: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: false },
);

export const mediaRoutes: FastifyPluginAsyncTypebox<MediaContext> = async (app, ctx) => {
  const { db, signer } = ctx;
  app.addSchema(MediaJson);
  app.addHook('onRequest', authenticate(ctx.sessions));

  app.get(
    '/media/',
    {
      schema: {
        summary: 'Media, newest first, paged. Tags filter: items carrying all given tags. Forced tags always apply.',
        tags: ['media'],
        security,
        querystring: ListQuery,
        response: {
          200: Type.Object({
            media: Type.Array(Type.Ref('Media')),
            page_info: PageInfo,
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'view media', 'edit media');
      const {
        currentPage = 1,
        pageSize = DEFAULT_MEDIA_PAGE_SIZE,
        q,
        tags,
        media_type,
        media_format,
        ids,
      } = request.query;
      const filter = {
        q,
        tags: tags?.length ? tagsForCreate(tags, []) : undefined,
        mediaType: media_type,
        mediaFormat: media_format,
        ids,
        forcedTags: user.forced_tags,
      };
      const { rows, total } = await listMedia(ctx, filter, currentPage, pageSize);
      return {
        media: rows.map((row) => toMediaJson(row, signer)),
        page_info: { current_page: currentPage, page_size: pageSize, total_items: total },
      };
    },
  );

  app.get(
    '/media/:id',
    {
      schema: {
        summary: 'One media item.',
        tags: ['media'],
        security,
        params: IdParams,
        response: { 200: Type.Ref('Media'), ...errorResponses },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'view media', 'edit media');
      const row = await findMedia(ctx, request.params.id, user.forced_tags);
      if (!row) throw notFound(`Media ${request.params.id} not found.`);
      return toMediaJson(row, signer);
    },
  );

  app.put(
    '/media/:id',
    {
      schema: {
        summary:
          "Rename or retag (JSON {name, tags}); or, as multipart with one `file`, replace a touch app's zip. Forced tags stay.",
        tags: ['media'],
        security,
        params: IdParams,
        body: {
          content: {
            'application/json': { schema: MediaUpdate },
            // Multipart parts are streamed by the handler, so there is no parsed body to validate here.
            'multipart/form-data': { schema: Type.Any() },
          },
        },
        response: { 200: Type.Ref('Media'), ...errorResponses },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'edit media');
      const { id } = request.params;
      if (request.isMultipart()) return replaceTouchApp(ctx, request, id, user.forced_tags);
      const body = request.body as { name?: string; tags?: string[] };
      const name = body.name?.trim();
      if (body.name !== undefined && !name) throw unprocessable('Media name must not be empty.');
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('media')
          .select('media_id')
          .where('media_id', '=', id)
          .where(mediaWhere({ forcedTags: user.forced_tags }))
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw notFound(`Media ${id} not found.`);
        const tags = body.tags ? tagsForCreate(body.tags, user.forced_tags) : undefined;
        if (tags) await registerTags(trx, tags);
        await trx
          .updateTable('media')
          .set({ ...(name ? { name } : {}), ...(tags ? { tags } : {}), date_updated: new Date() })
          .where('media_id', '=', id)
          .execute();
      });
      ctx.changed();
      const row = await findMedia(ctx, id, user.forced_tags);
      return toMediaJson(row!, signer);
    },
  );

  app.delete(
    '/media/:id',
    {
      schema: {
        summary: 'Delete one media item and its file.',
        tags: ['media'],
        security,
        params: IdParams,
        response: { 200: Type.Object({ msg: Type.String(), media_id: Type.Integer() }), ...errorResponses },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'edit media');
      const [deleted] = await deleteMedia(ctx, [request.params.id], user.forced_tags);
      return { msg: 'Media item successfully deleted.', media_id: deleted! };
    },
  );

  app.delete(
    '/media/',
    {
      schema: {
        summary: 'Delete several media items at once: all of them, or none when any is missing.',
        tags: ['media'],
        security,
        body: Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000 }) }),
        response: { 200: Type.Object({ msg: Type.String(), ids: Type.Array(Type.Integer()) }), ...errorResponses },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'edit media');
      const ids = await deleteMedia(ctx, [...new Set(request.body.ids)], user.forced_tags);
      return { msg: 'Media Items successfully deleted.', ids };
    },
  );

  await app.register(mediaUploadRoutes, ctx);
};

/** Deletes rows in one transaction (all or none), then their files and thumbnails. */
async function deleteMedia({ db, storage, changed }: MediaContext, ids: number[], forcedTags: string[]) {
  const files = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .deleteFrom('media')
      .where('media_id', 'in', ids)
      .where(mediaWhere({ forcedTags }))
      .returning(['media_id', 'file_name'])
      .execute();
    const missing = ids.filter((id) => !rows.some((r) => r.media_id === id));
    if (missing.length) throw notFound(`Media ${missing.join(', ')} not found.`);
    return rows;
  });
  changed(files.length);
  for (const row of files) {
    await storage.remove(storage.pathOf(row.file_name));
    await storage.removeThumbs(row.media_id);
  }
  // All of them were deleted: answer in the order they were asked for.
  return ids;
}
