import { accountOperations as op } from '@signage/contract/account';
import { ACCOUNT_MESSAGES } from '@signage/domain/account';
import { USER_MESSAGES } from '@signage/domain/messages';
import { isStrongPassword } from '@signage/domain/password-rules';
import { sessionOf } from '../auth/guard.ts';
import type { PasswordCheck } from '../auth/password-check.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Sessions } from '../auth/sessions.ts';
import { tokenHash } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { unprocessable } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';

/** The user changes their own password: the current one is required, the new one meets spec 02 §5's rules. */
export const passwordRoutes = signedInRoutes<{
  db: Db;
  sessions: Sessions;
  passwordCheck: PasswordCheck;
}>(async (app, { db, sessions, passwordCheck }) => {
  app.route({
    ...endpoint(op.changePassword),
    config: { sessionOnly: true },
    handler: async (request) => {
      const { user, token } = sessionOf(request);
      const { current_password, new_password } = request.body;
      if (!isStrongPassword(new_password)) throw unprocessable(USER_MESSAGES.passwordRequirementsNotMet);
      await passwordCheck(request, user, current_password);
      const password_hash = await hashPassword(new_password);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash }).where('user_id', '=', user.user_id).execute();
        // Whoever knew the old password is signed out: every other session of the user ends.
        await trx
          .deleteFrom('auth_tokens')
          .where('user_id', '=', user.user_id)
          .where('token_hash', '!=', tokenHash(token))
          .execute();
      });
      sessions.usersChanged();
      return { msg: ACCOUNT_MESSAGES.passwordChanged };
    },
  });
});
