import { layoutOperations as op } from '@signage/contract/layouts';
import { isReadOnlyShared } from '@signage/domain/layouts/access';
import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import type { LayoutElement } from '@signage/domain/layouts/elements';
import { AREA_VIEWERS } from '@signage/domain/permissions';
import { requirePermission } from '../auth/guard.ts';
import { forbidden } from '../errors.ts';
import { changedColumns } from '../kit/changed-columns.ts';
import { pagedListRoute } from '../kit/paged-route.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { afterWrite, layoutAnswer, layoutAnswers } from './answer.ts';
import type { LayoutContext } from './context.ts';
import { layoutCopyRoutes } from './copy-routes.ts';
import { ownRefusalsEndpoint } from './own-refusals.ts';
import { LAYOUT_AREA, listLayouts, lockLayout } from './repository.ts';
import { checkDraft, layoutTags, prepareTree } from './save.ts';
import { layoutSearchArea } from './search-area.ts';

export const VIEW = AREA_VIEWERS.layouts;
export const EDIT = ['edit layouts'] as const;

/** Layouts, templates and sync sequences under /layouts/ (spec 01 §7). */
export const layoutRoutes = signedInRoutes<LayoutContext>(async (app, ctx) => {
  const { db } = ctx;
  ctx.tagRegistry.register(LAYOUT_AREA, layoutSearchArea(ctx, VIEW, EDIT));

  // A page is answered as a whole (one query for its templates' names, one for its media links).
  pagedListRoute(app, op.listLayouts, {
    key: 'layouts',
    permissions: [...VIEW],
    list: async ({ template, layout_type, uses_media, with_json }, filter, paging) => {
      const page = await listLayouts(
        ctx,
        { ...filter, template, layoutType: layout_type, usesMedia: uses_media },
        paging,
        with_json ?? false,
      );
      return { rows: await layoutAnswers(ctx, page.rows, filter.forcedTags), total: page.total };
    },
    toJson: (answer) => answer,
  });

  app.route({
    ...endpoint(op.getLayout),
    handler: async (request, reply) => {
      const user = requirePermission(request, ...VIEW);
      reply.header('cache-control', 'no-store');
      return layoutAnswer(ctx, request.params.id, user.forced_tags);
    },
  });

  app.route({
    ...ownRefusalsEndpoint(op.createLayout),
    handler: async (request, reply) => {
      const user = requirePermission(request, ...EDIT);
      const body = (request.body ?? {}) as Partial<typeof request.body>;
      const layout_type = body.layout_type ?? 'layout';
      checkDraft(request, { ...body, layout_type }, user.forced_tags);
      const id = await db.transaction().execute(async (trx) => {
        const tree = await prepareTree(trx, { ...body, json: body.json!, layout_type }, user.forced_tags);
        const row = await trx
          .insertInto('layouts')
          .values({
            name: body.name!.trim(),
            tags: await layoutTags(trx, body.tags ?? [], user.forced_tags),
            json: JSON.stringify(tree.json),
            editor_metadata: JSON.stringify(body.editor_metadata ?? {}),
            template: body.template ?? false,
            layout_type,
            shared_with_network: body.shared_with_network ?? false,
            media_ids: tree.mediaIds,
            created_by: user.user_id,
          })
          .returning('layout_id')
          .executeTakeFirstOrThrow();
        return row.layout_id;
      });
      return reply.status(201).send(await afterWrite(ctx, id, user.forced_tags, reply));
    },
  });

  app.route({
    ...ownRefusalsEndpoint(op.updateLayout),
    handler: async (request, reply) => {
      const user = requirePermission(request, ...EDIT);
      const { id } = request.params;
      const body = (request.body ?? {}) as Partial<typeof request.body>;
      await db.transaction().execute(async (trx) => {
        const current = await lockLayout(trx, id, user.forced_tags);
        if (isReadOnlyShared(current, user.forced_tags)) throw forbidden(LAYOUT_MESSAGES.readOnly);
        const draft = {
          name: body.name ?? current.name,
          tags: body.tags ?? current.tags,
          json: (body.json ?? current.json) as LayoutElement,
          layout_type: current.layout_type,
        };
        checkDraft(request, draft, user.forced_tags);
        const tree = await prepareTree(trx, draft, user.forced_tags, current.media_ids);
        await trx
          .updateTable('layouts')
          .set(
            changedColumns({
              name: draft.name.trim(),
              tags: await layoutTags(trx, draft.tags, user.forced_tags),
              json: JSON.stringify(tree.json),
              media_ids: tree.mediaIds,
              editor_metadata: body.editor_metadata ? JSON.stringify(body.editor_metadata) : undefined,
              template: body.template,
              shared_with_network: body.shared_with_network,
            }),
          )
          .where('layout_id', '=', id)
          .execute();
      });
      return afterWrite(ctx, id, user.forced_tags, reply);
    },
  });

  app.route({
    ...endpoint(op.deleteLayout),
    handler: async (request) => {
      const user = requirePermission(request, ...EDIT);
      const { id } = request.params;
      // One statement: the schedules' foreign key (on delete cascade) removes them in the same transaction.
      await db.transaction().execute(async (trx) => {
        const current = await lockLayout(trx, id, user.forced_tags);
        if (isReadOnlyShared(current, user.forced_tags)) throw forbidden(LAYOUT_MESSAGES.readOnly);
        await trx.deleteFrom('layouts').where('layout_id', '=', id).execute();
      });
      ctx.changed();
      await ctx.thumbnails.remove(id);
      return { msg: LAYOUT_MESSAGES.deleted, layout_id: id };
    },
  });

  await app.register(layoutCopyRoutes, ctx);
});
