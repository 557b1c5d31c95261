import { userOperations as op } from '@signage/contract/users';
import { requirePermission, requireSelfOr, sessionOf } from '../auth/guard.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { lockVisible, tagsToStore } from '../kit/tagged-write.ts';
import { checkCmsMetadata, withoutCardResults } from './cms-metadata.ts';
import { EDIT_USERS, type UserContext, VIEW_USERS } from './context.ts';
import { toUserJson } from './json.ts';
import { findUser, USER_AREA } from './repository.ts';
import { checkedUsername, hashedPassword, usernameTaken } from './rules.ts';

/** The current user, one user, and updating one (spec 02 §7 "Users"); anyone may read and edit themselves. */
export const userRoutes = signedInRoutes<UserContext>(async (app, ctx) => {
  const { db, sessions, tagRegistry } = ctx;
  const find = async (id: number, forcedTags: readonly string[]) => toUserJson(await findUser(ctx, id, forcedTags));

  app.route({
    ...endpoint(op.getCurrentUser),
    // The console reads who is signed in before anything else, enrolment pending or not.
    config: { duringEnrolment: true },
    handler: async (request) => find(sessionOf(request).user.user_id, []),
  });

  app.route({
    ...endpoint(op.getUser),
    handler: async (request) => {
      const { id } = request.params;
      const caller = requireSelfOr(request, id, ...VIEW_USERS);
      return find(id, caller.user_id === id ? [] : caller.forced_tags);
    },
  });

  app.route({
    ...endpoint(op.updateUser),
    handler: async (request) => {
      const { id } = request.params;
      const { body } = request;
      const editor = requireSelfOr(request, id, ...EDIT_USERS);
      // Who a user is, how they sign in and what binds them are not theirs to change here (the profile changes
      // a password with the current one).
      const adminFields = [body.username, body.password, body.tags, body.forced_tags].some((v) => v != null);
      if (adminFields) requirePermission(request, ...EDIT_USERS);
      checkCmsMetadata(body.cms_metadata);
      const username = body.username === undefined ? undefined : checkedUsername(body.username);
      const password_hash = body.password == null ? undefined : await hashedPassword(ctx, body.password);
      // Forced tags bind a user: an editor's own always stay on what they save, so nobody lifts what binds them.
      const forced = editor.user_id === id ? [] : editor.forced_tags;
      await db
        .transaction()
        .execute(async (trx) => {
          await lockVisible(trx, USER_AREA, id, forced);
          const current = await trx
            .selectFrom('users')
            .select('cms_metadata')
            .where('user_id', '=', id)
            .executeTakeFirstOrThrow();
          const { cms_metadata, password: _password, tags: _tags, forced_tags: _forced, ...fields } = body;
          const merged = cms_metadata ? withoutCardResults({ ...current.cms_metadata, ...cms_metadata }) : undefined;
          const tags = await tagsToStore(trx, body.tags, editor.forced_tags);
          const forced_tags = await tagsToStore(trx, body.forced_tags, editor.forced_tags);
          const changes = {
            ...fields,
            ...(username !== undefined ? { username } : {}),
            ...(password_hash ? { password_hash } : {}),
            ...(tags ? { tags } : {}),
            ...(forced_tags ? { forced_tags } : {}),
            ...(merged ? { cms_metadata: JSON.stringify(merged) } : {}),
          };
          // An empty body changes nothing (and an UPDATE without columns is not SQL).
          if (Object.keys(changes).length)
            await trx.updateTable('users').set(changes).where('user_id', '=', id).execute();
        })
        .catch((error) => {
          throw usernameTaken(error, username ?? '');
        });
      // Forced tags take effect on the user's next request.
      sessions.usersChanged();
      if (body.tags || body.forced_tags) tagRegistry.invalidate();
      return find(id, forced);
    },
  });
});
