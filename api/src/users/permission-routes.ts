import { userOperations as op } from '@signage/contract/users';
import { MESSAGES } from '@signage/domain/messages';
import { forbiddenPermissionChanges } from '@signage/domain/permissions';
import { requirePermission, requireSelfOr } from '../auth/guard.ts';
import { forbidden, unprocessable } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { writeVisible } from '../kit/tagged-write.ts';
import type { UserContext } from './context.ts';
import { findUser, USER_AREA } from './repository.ts';
import { keepAUserManager, unknownPermissions } from './rules.ts';

/** A user's permissions by user id (spec 02 §7 "Permissions"), under the arithmetic of spec 02 §6. */
export const permissionRoutes = signedInRoutes<UserContext>(async (app, ctx) => {
  const { db, sessions } = ctx;

  app.route({
    ...endpoint(op.getUserPermissions),
    handler: async (request) => {
      const { id } = request.params;
      const caller = requireSelfOr(request, id, 'view users', 'set user permissions');
      const { permissions } = await findUser(ctx, id, caller.user_id === id ? [] : caller.forced_tags);
      return { permissions };
    },
  });

  app.route({
    ...endpoint(op.setUserPermissions),
    handler: async (request) => {
      const { id } = request.params;
      const editor = requirePermission(request, 'set user permissions');
      const next = [...new Set(request.body.permissions)];
      const unknown = unknownPermissions(next);
      if (unknown.length) throw unprocessable(`Unknown permission: ${unknown.join(', ')}`);
      const answer = await writeVisible(
        db,
        USER_AREA,
        id,
        editor.user_id === id ? [] : editor.forced_tags,
        async (trx) => {
          const target = await trx
            .selectFrom('users')
            .select('permissions')
            .where('user_id', '=', id)
            .executeTakeFirstOrThrow();
          // Nobody grants what they do not hold, nor takes away what they do not hold themselves.
          const refused = forbiddenPermissionChanges(editor.permissions, target.permissions, next);
          if (refused.length) throw forbidden(`${MESSAGES.forbidden} (${refused.join(', ')})`);
          await keepAUserManager(trx, id, next);
          await trx.updateTable('users').set({ permissions: next }).where('user_id', '=', id).execute();
          return { permissions: next };
        },
      );
      // The user's next request sees the change; the gateway ends live subscriptions that no longer fit.
      sessions.usersChanged();
      return answer;
    },
  });
});
