import { userOperations as op } from '@signage/contract/users';
import { USER_MESSAGES } from '@signage/domain/messages';
import { USER_RULE_MESSAGES } from '@signage/domain/users';
import { requirePermission } from '../auth/guard.ts';
import { unprocessable } from '../errors.ts';
import { pagedListRoute } from '../kit/paged-route.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { tagsOfNew, writeVisible } from '../kit/tagged-write.ts';
import { checkCmsMetadata } from './cms-metadata.ts';
import { EDIT_USERS, type UserContext, VIEW_USERS } from './context.ts';
import { toUserJson } from './json.ts';
import { findUser, listUsers, USER_AREA } from './repository.ts';
import { checkedUsername, hashedPassword, keepAUserManager, usernameTaken } from './rules.ts';

/** The user list, creating and deleting users (spec 02 §7 "Users"). */
export const userAdminRoutes = signedInRoutes<UserContext>(async (app, ctx) => {
  const { db, sessions, tagRegistry } = ctx;

  pagedListRoute(app, op.listUsers, {
    key: 'users',
    permissions: VIEW_USERS,
    list: (_query, filter, paging) => listUsers(ctx, filter, paging),
    toJson: toUserJson,
  });

  app.route({
    ...endpoint(op.createUser),
    handler: async (request, reply) => {
      const editor = requirePermission(request, ...EDIT_USERS);
      const { body } = request;
      const username = checkedUsername(body.username);
      checkCmsMetadata(body.cms_metadata);
      const password_hash = await hashedPassword(ctx, body.password);
      const id = await db
        .transaction()
        .execute(async (trx) => {
          // The creator's forced tags go on the new user's tags (so the creator still sees them) and on its
          // forced tags (so nobody makes a user less bound than themselves).
          const tags = await tagsOfNew(trx, body.tags, editor.forced_tags);
          const forced_tags = await tagsOfNew(trx, body.forced_tags, editor.forced_tags);
          const row = await trx
            .insertInto('users')
            .values({
              username,
              // Spec 02 §5: a new user's email is its username.
              email: username,
              first_name: body.first_name ?? '',
              last_name: body.last_name ?? '',
              password_hash,
              tags,
              forced_tags,
              cms_metadata: JSON.stringify(body.cms_metadata ?? {}),
            })
            .returning('user_id')
            .executeTakeFirstOrThrow();
          return row.user_id;
        })
        .catch((error) => {
          throw usernameTaken(error, username);
        });
      tagRegistry.invalidate();
      return reply.status(201).send(toUserJson(await findUser(ctx, id, [])));
    },
  });

  app.route({
    ...endpoint(op.deleteUser),
    handler: async (request) => {
      const { id } = request.params;
      const editor = requirePermission(request, ...EDIT_USERS);
      if (editor.user_id === id) throw unprocessable(USER_RULE_MESSAGES.deleteSelf);
      await writeVisible(db, USER_AREA, id, editor.forced_tags, async (trx) => {
        await keepAUserManager(trx, id);
        await trx.deleteFrom('users').where('user_id', '=', id).execute();
      });
      // Their sessions went with them (auth_tokens cascade); cached ones must go too.
      sessions.usersChanged();
      return { msg: USER_MESSAGES.deleted };
    },
  });
});
