import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { WidgetAuth } from '@signage/contract/widget-auths';
import { widgetAuthOperations as op } from '@signage/contract/widget-auths';
import {
  maskToken,
  WIDGET_AUTH_MESSAGES,
  WIDGET_TYPES,
  type WidgetType,
} from '@signage/domain/data-sources/data-source';
import type { Permission } from '@signage/domain/permissions';
import type { Selection } from 'kysely';
import { authenticate, requirePermission } from '../auth/guard.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { notFound, unprocessable } from '../errors.ts';
import { pagedListRoute } from '../kit/paged-route.ts';
import { endpoint } from '../kit/route.ts';
import { listTagged, type TaggedList } from '../kit/tagged-list.ts';
import { taggedWhere } from '../kit/tagged-where.ts';
import { lockVisible, tagsToStore } from '../kit/tagged-write.ts';
import { type TagRegistry, taggedArea } from '../tags/registry.ts';
import type { TokenCipher } from './token-cipher.ts';

/**
 * Layout editors pick a widget auth for a twitter widget, so they may list them (tokens masked); creating and
 * changing them, which holds third-party credentials, is system administration. The spec names no permission.
 */
const VIEW: readonly Permission[] = ['view layouts', 'edit layouts', 'edit system'];
const EDIT: readonly Permission[] = ['edit system'];

export const WIDGET_AUTH_AREA = taggedArea({ table: 'widget_auths', id: 'widget_auth_id', text: ['name'] });
const COLUMNS = [
  'widget_auths.widget_auth_id',
  'widget_auths.name',
  'widget_auths.tags',
  'widget_auths.widget_type',
  'widget_auths.token_hint',
  'widget_auths.date_created',
  'widget_auths.date_updated',
] as const;
const LIST: TaggedList<'widget_auths', typeof COLUMNS> = {
  area: WIDGET_AUTH_AREA,
  columns: COLUMNS,
  order: [
    { column: 'date_created', direction: 'desc' },
    { column: 'widget_auth_id', direction: 'desc' },
  ],
};
type Row = Omit<Selection<Database, 'widget_auths', (typeof COLUMNS)[number]>, 'tags'> & { tags: WidgetAuth['tags'] };

/** Never the token itself: only its masked hint, made when it was stored. */
const toJson = (row: Row): WidgetAuth => ({
  widget_auth_id: row.widget_auth_id,
  name: row.name,
  tags: row.tags,
  widget_type: row.widget_type as WidgetType,
  widget_auth_token: { token: row.token_hint },
  date_created: row.date_created.toISOString(),
  date_updated: row.date_updated.toISOString(),
});

function widgetType(given: string | undefined): WidgetType | undefined {
  if (given === undefined) return undefined;
  if (!(WIDGET_TYPES as readonly string[]).includes(given)) throw unprocessable(WIDGET_AUTH_MESSAGES.widgetType(given));
  return given as WidgetType;
}

function name(given: string | undefined) {
  const trimmed = given?.trim();
  if (given !== undefined && !trimmed) throw unprocessable(WIDGET_AUTH_MESSAGES.nameEmpty);
  return trimmed;
}

export interface WidgetAuthContext {
  db: Db;
  sessions: Sessions;
  tagRegistry: TagRegistry;
  cipher: TokenCipher;
}

/** Widget authentication (spec 02 §7): list, get, create, update; the token encrypted, answered masked. */
export const widgetAuthRoutes: FastifyPluginAsyncTypebox<WidgetAuthContext> = async (app, ctx) => {
  const { db, cipher, tagRegistry } = ctx;
  tagRegistry.register(WIDGET_AUTH_AREA);
  app.addHook('onRequest', authenticate(ctx.sessions));

  async function find(id: number, forcedTags: readonly string[]) {
    const row = await db
      .selectFrom('widget_auths')
      .select(COLUMNS)
      .where('widget_auths.widget_auth_id', '=', id)
      .where(taggedWhere(WIDGET_AUTH_AREA, { forcedTags }))
      .executeTakeFirst();
    if (!row) throw notFound(`Widget Authentication ${id} not found.`);
    return toJson((await tagRegistry.labelRows([row]))[0]!);
  }

  pagedListRoute(app, op.listWidgetAuths, {
    key: 'widget_auths',
    permissions: VIEW,
    list: (_query, filter, paging) => listTagged(ctx, LIST, filter, taggedWhere(WIDGET_AUTH_AREA, filter), paging),
    toJson,
  });

  app.route({
    ...endpoint(op.getWidgetAuth),
    handler: async (request) => find(request.params.id, requirePermission(request, ...VIEW).forced_tags),
  });

  app.route({
    ...endpoint(op.createWidgetAuth),
    handler: async (request, reply) => {
      const user = requirePermission(request, ...EDIT);
      const { body } = request;
      const type = widgetType(body.widget_type)!;
      const token = body.widget_auth_token.token;
      const id = await db.transaction().execute(async (trx) => {
        const tags = (await tagsToStore(trx, body.tags ?? [], user.forced_tags)) ?? [];
        const row = await trx
          .insertInto('widget_auths')
          .values({
            name: name(body.name)!,
            tags,
            widget_type: type,
            token_ciphertext: cipher.encrypt(token),
            token_hint: maskToken(token),
            created_by: user.user_id,
          })
          .returning('widget_auth_id')
          .executeTakeFirstOrThrow();
        return row.widget_auth_id;
      });
      tagRegistry.invalidate();
      return reply.status(201).send(await find(id, []));
    },
  });

  app.route({
    ...endpoint(op.updateWidgetAuth),
    handler: async (request) => {
      const user = requirePermission(request, ...EDIT);
      const { id } = request.params;
      const { body } = request;
      const newName = name(body.name);
      const type = widgetType(body.widget_type);
      // Spec 02 §5: when the auth details were not shown the token is not sent, and stays as it is.
      const token = body.widget_auth_token?.token;
      await db.transaction().execute(async (trx) => {
        await lockVisible(trx, WIDGET_AUTH_AREA, id, user.forced_tags, `Widget Authentication ${id} not found.`);
        const tags = await tagsToStore(trx, body.tags, user.forced_tags);
        await trx
          .updateTable('widget_auths')
          .set({
            ...(newName ? { name: newName } : {}),
            ...(tags ? { tags } : {}),
            ...(type ? { widget_type: type } : {}),
            ...(token ? { token_ciphertext: cipher.encrypt(token), token_hint: maskToken(token) } : {}),
            date_updated: new Date(),
          })
          .where('widget_auth_id', '=', id)
          .execute();
      });
      tagRegistry.invalidate();
      return find(id, user.forced_tags);
    },
  });
};
