import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { layoutOperations as op } from '@signage/contract/layouts';
import { generatedName } from '@signage/domain/layouts/access';
import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import type { LayoutElement } from '@signage/domain/layouts/elements';
import type { FastifyRequest } from 'fastify';
import { requirePermission } from '../auth/guard.ts';
import type { SessionUser } from '../auth/tokens.ts';
import { unprocessable } from '../errors.ts';
import { afterWrite } from './answer.ts';
import type { LayoutContext } from './context.ts';
import { ownRefusalsEndpoint } from './own-refusals.ts';
import { lockLayout, type StoredLayout } from './repository.ts';
import { checkDraft, layoutTags, prepareTree } from './save.ts';

const EDIT = ['edit layouts'] as const;

/** What a copy stores, beside its source's layout type. */
interface Copy {
  name: string;
  tags: string[];
  json: LayoutElement;
  editor_metadata: Record<string, unknown>;
  template: boolean;
  parent_layout_id: number | null;
}

/**
 * Clone (POST /layouts/{id}/clone: a copy, or with template: true a new template from a layout) and generate
 * (POST /layouts/{id}/generate: a template-view saved as a new layout, " (Generated)", parent_layout set).
 * A layout shared with the network may be copied by anyone who sees it, read-only or not.
 */
export const layoutCopyRoutes: FastifyPluginAsyncTypebox<LayoutContext> = async (app, ctx) => {
  async function copy(
    request: FastifyRequest,
    user: SessionUser,
    id: number,
    make: (source: StoredLayout) => Copy,
  ): Promise<number> {
    return ctx.db.transaction().execute(async (trx) => {
      const source = await lockLayout(trx, id, user.forced_tags);
      const next = make(source);
      const draft = { ...next, layout_type: source.layout_type };
      checkDraft(request, draft, user.forced_tags);
      const tree = await prepareTree(trx, draft, user.forced_tags, source.media_ids);
      const row = await trx
        .insertInto('layouts')
        .values({
          name: next.name.trim(),
          tags: await layoutTags(trx, next.tags, user.forced_tags),
          json: JSON.stringify(tree.json),
          editor_metadata: JSON.stringify(next.editor_metadata),
          template: next.template,
          layout_type: source.layout_type,
          parent_layout_id: next.parent_layout_id,
          media_ids: tree.mediaIds,
          created_by: user.user_id,
        })
        .returning('layout_id')
        .executeTakeFirstOrThrow();
      return row.layout_id;
    });
  }

  app.route({
    ...ownRefusalsEndpoint(op.cloneLayout),
    handler: async (request, reply) => {
      const user = requirePermission(request, ...EDIT);
      const body = request.body ?? {};
      const id = await copy(request, user, request.params.id, (source) => ({
        name: body.name ?? `${source.name} (Copy)`,
        tags: body.tags ?? source.tags,
        json: source.json,
        editor_metadata: source.editor_metadata,
        template: body.template ?? source.template,
        parent_layout_id: source.parent_layout_id,
      }));
      return reply.status(201).send(await afterWrite(ctx, id, user.forced_tags, reply));
    },
  });

  app.route({
    ...ownRefusalsEndpoint(op.generateLayout),
    handler: async (request, reply) => {
      const user = requirePermission(request, ...EDIT);
      const body = request.body ?? {};
      const id = await copy(request, user, request.params.id, (source) => {
        if (!source.template) throw unprocessable(LAYOUT_MESSAGES.notTemplate);
        return {
          name: generatedName(typeof body.name === 'string' ? body.name : source.name),
          tags: body.tags ?? source.tags,
          json: body.json ?? source.json,
          editor_metadata: body.editor_metadata ?? source.editor_metadata,
          template: false,
          parent_layout_id: source.layout_id,
        };
      });
      return reply.status(201).send(await afterWrite(ctx, id, user.forced_tags, reply));
    },
  });
};
