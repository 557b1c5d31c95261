import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionOperations as op } from '@signage/contract/session';
import { MESSAGES } from '@signage/domain/messages';
import type { Db } from '../db/database.ts';
import { HttpError, unauthorized } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { bearerToken } from './guard.ts';
import { HashQueue } from './hash-queue.ts';
import { DUMMY_HASH, verifyPassword } from './passwords.ts';
import type { Sessions } from './sessions.ts';
import { addressKey, clearAttempts, countAttempt, forgiveAttempt, type ThrottlePolicy } from './throttle.ts';
import { issueToken } from './tokens.ts';

export interface SessionRouteOptions {
  db: Db;
  sessions: Sessions;
  tokenTtlMs: number;
  throttle: ThrottlePolicy;
}

function basicCredentials(header: string | undefined): { username: string; password: string } | undefined {
  const match = header?.match(/^Basic\s+(\S+)$/i);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export const sessionRoutes: FastifyPluginAsyncTypebox<SessionRouteOptions> = async (
  app,
  { db, sessions, tokenTtlMs, throttle },
) => {
  const hashing = new HashQueue();
  app.route({
    ...endpoint(op.login),
    handler: async (request) => {
      const credentials = basicCredentials(request.headers.authorization);
      if (!credentials) throw unauthorized(MESSAGES.wrongCredentials);
      const { username, password } = credentials;
      // Counted before the password is checked, per username and per address: see throttle.ts.
      const until =
        (await countAttempt(db, addressKey(request.ip), throttle.maxFailuresPerAddress, throttle)) ??
        (await countAttempt(db, username, throttle.maxFailures, throttle));
      if (until) {
        const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
        throw new HttpError(429, MESSAGES.tooManyAttempts, { 'retry-after': String(seconds) });
      }
      const user = await db
        .selectFrom('users')
        .select(['user_id', 'password_hash'])
        .where('username', '=', username)
        .executeTakeFirst();
      const ok = await hashing.run(() => verifyPassword(password, user?.password_hash ?? DUMMY_HASH));
      if (!user || !ok) throw unauthorized(MESSAGES.wrongCredentials);
      await clearAttempts(db, username);
      // The address keeps its failures: a valid account of one's own must not reset guessing at others'.
      await forgiveAttempt(db, addressKey(request.ip));
      return { auth_token: await issueToken(db, user.user_id, tokenTtlMs), user_id: user.user_id };
    },
  });

  app.route({
    ...endpoint(op.logout),
    handler: async (request) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized(MESSAGES.sessionExpired);
      await sessions.revoke(token);
      return { msg: 'Signed out.' };
    },
  });
};
