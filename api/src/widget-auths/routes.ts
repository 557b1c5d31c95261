import { widgetAuthOperations as op } from '@signage/contract/widget-auths';
import {
  maskToken,
  WIDGET_AUTH_MESSAGES,
  WIDGET_TYPES,
  type WidgetType,
} from '@signage/domain/data-sources/data-source';
import { requirePermission } from '../auth/guard.ts';
import { unprocessable } from '../errors.ts';
import { changedColumns } from '../kit/changed-columns.ts';
import { answeredReadRoutes } from '../kit/paged-route.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { tagsOfNew, tagsToStore, writeVisible } from '../kit/tagged-write.ts';
import { EDIT_WIDGET_AUTHS, VIEW_WIDGET_AUTHS, type WidgetAuthContext } from './context.ts';
import { toWidgetAuthJson } from './json.ts';
import { findWidgetAuth, listWidgetAuths, WIDGET_AUTH_AREA } from './repository.ts';

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

/** Widget authentication (spec 02 §7): list, get, create, update; the token encrypted, answered masked. */
export const widgetAuthRoutes = signedInRoutes<WidgetAuthContext>(async (app, ctx) => {
  const { db, cipher, tagRegistry } = ctx;
  tagRegistry.register(WIDGET_AUTH_AREA);

  const find = answeredReadRoutes(
    app,
    { list: op.listWidgetAuths, get: op.getWidgetAuth },
    {
      key: 'widget_auths',
      permissions: VIEW_WIDGET_AUTHS,
      page: (_query, filter, paging) => listWidgetAuths(ctx, filter, paging),
      find: (id, forcedTags) => findWidgetAuth(ctx, id, forcedTags),
      answers: async (rows) => rows.map(toWidgetAuthJson),
    },
  );

  app.route({
    ...endpoint(op.createWidgetAuth),
    handler: async (request, reply) => {
      const user = requirePermission(request, ...EDIT_WIDGET_AUTHS);
      const { body } = request;
      const type = widgetType(body.widget_type)!;
      const token = body.widget_auth_token.token;
      const id = await db.transaction().execute(async (trx) => {
        const tags = await tagsOfNew(trx, body.tags, user.forced_tags);
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
      const user = requirePermission(request, ...EDIT_WIDGET_AUTHS);
      const { id } = request.params;
      const { body } = request;
      const newName = name(body.name);
      const type = widgetType(body.widget_type);
      // Spec 02 §5: when the auth details were not shown the token is not sent, and stays as it is.
      const token = body.widget_auth_token?.token;
      await writeVisible(db, WIDGET_AUTH_AREA, id, user.forced_tags, async (trx) => {
        const tags = await tagsToStore(trx, body.tags, user.forced_tags);
        await trx
          .updateTable('widget_auths')
          .set(
            changedColumns({
              name: newName,
              tags,
              widget_type: type,
              ...(token ? { token_ciphertext: cipher.encrypt(token), token_hint: maskToken(token) } : {}),
            }),
          )
          .where('widget_auth_id', '=', id)
          .execute();
      });
      tagRegistry.invalidate();
      return find(id, user.forced_tags);
    },
  });
});
