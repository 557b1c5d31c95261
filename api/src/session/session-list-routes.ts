import { accountOperations as op } from '@signage/contract/account';
import { ACCOUNT_MESSAGES } from '@signage/domain/account';
import { notFoundMessage } from '@signage/domain/messages';
import { sessionOf } from '../auth/guard.ts';
import type { Sessions } from '../auth/sessions.ts';
import { tokenHash } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';

/** The caller's own sessions: list them, end one, or end them all ("sign out everywhere"). */
export const sessionListRoutes = signedInRoutes<{ db: Db; sessions: Sessions }>(async (app, { db, sessions }) => {
  const config = { sessionOnly: true, duringEnrolment: true };

  app.route({
    ...endpoint(op.listSessions),
    config,
    handler: async (request) => {
      const { user, token } = sessionOf(request);
      const current = tokenHash(token);
      const rows = await db
        .selectFrom('auth_tokens')
        .select(['session_id', 'token_hash', 'user_agent', 'address', 'created_at', 'last_seen_at'])
        .where('user_id', '=', user.user_id)
        .where('expires_at', '>', new Date())
        .orderBy('last_seen_at', 'desc')
        .orderBy('session_id', 'desc')
        .execute();
      return {
        sessions: rows.map((r) => ({
          session_id: String(r.session_id),
          user_agent: r.user_agent,
          address: r.address,
          signed_in_at: r.created_at.toISOString(),
          last_seen_at: r.last_seen_at.toISOString(),
          current: r.token_hash === current,
        })),
      };
    },
  });

  app.route({
    ...endpoint(op.endSession),
    config,
    handler: async (request) => {
      const { user } = sessionOf(request);
      const ended = await db
        .deleteFrom('auth_tokens')
        .where('session_id', '=', request.params.id)
        .where('user_id', '=', user.user_id)
        .executeTakeFirst();
      if (ended.numDeletedRows === 0n) throw notFound(notFoundMessage('Session', request.params.id));
      sessions.usersChanged();
      return { msg: ACCOUNT_MESSAGES.sessionEnded };
    },
  });

  app.route({
    ...endpoint(op.endAllSessions),
    config,
    handler: async (request) => {
      await db.deleteFrom('auth_tokens').where('user_id', '=', sessionOf(request).user.user_id).execute();
      sessions.usersChanged();
      return { msg: ACCOUNT_MESSAGES.signedOutEverywhere };
    },
  });
});
