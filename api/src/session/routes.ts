import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionOperations as op } from '@signage/contract/session';
import { MESSAGES } from '@signage/domain/messages';
import { AddressGate } from '../auth/address-gate.ts';
import { bearerToken } from '../auth/guard.ts';
import { type HashPlace, HashQueue } from '../auth/hash-queue.ts';
import { DUMMY_HASH, verifyPassword } from '../auth/passwords.ts';
import type { Sessions } from '../auth/sessions.ts';
import {
  addressKey,
  attemptStanding,
  clearAttempts,
  countAttempt,
  forgiveAttempt,
  type ThrottlePolicy,
} from '../auth/throttle.ts';
import { issueToken } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { HttpError, unauthorized } from '../errors.ts';
import { endpoint } from '../kit/route.ts';

export interface SessionRouteOptions {
  db: Db;
  sessions: Sessions;
  tokenTtlMs: number;
  throttle: ThrottlePolicy;
  /** The api's one password-hashing line (shared with password changes). */
  hashing: HashQueue;
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
  { db, sessions, tokenTtlMs, throttle, hashing },
) => {
  const addresses = new AddressGate();
  const refuseLocked = (until: Date) => {
    const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
    return new HttpError(429, MESSAGES.tooManyAttempts, { 'retry-after': String(seconds) });
  };
  app.route({
    ...endpoint(op.login),
    handler: async (request) => {
      const credentials = basicCredentials(request.headers.authorization);
      if (!credentials) throw unauthorized(MESSAGES.wrongCredentials);
      const { username, password } = credentials;
      const address = addressKey(request.ip);
      // Load is shed per address first (address-gate.ts), then by the queue's size: neither refusal is counted.
      const { leave, alone } = addresses.enter(request.ip);
      let place: HashPlace | undefined;
      try {
        // A second sign-in in progress from one address, or one from an address that just failed, does not go
        // first: with the shared places full it is refused before it costs a database read (under a storm,
        // most tries end here or at the gate, and the database stays free for the sign-ins that go on).
        const suspect = !alone || addresses.failedRecently(request.ip, throttle.windowMs);
        if (suspect && !hashing.hasRoom(false)) throw HashQueue.busy();
        const standing = await attemptStanding(db, address, username, throttle);
        if (standing.lockedUntil) {
          addresses.failed(request.ip);
          throw refuseLocked(standing.lockedUntil);
        }
        // A person signing in (one sign-in at a time from an address with no recent failures) goes first.
        place = hashing.reserve(!suspect && standing.addressClean);
        // Counted before the password is checked, per address and per username: see throttle.ts.
        const addressUntil = await countAttempt(db, address, throttle.maxFailuresPerAddress, throttle);
        if (addressUntil) throw refuseLocked(addressUntil);
        const until = await countAttempt(db, username, throttle.maxFailures, throttle);
        if (until) {
          // Refused for the username's lock, the attempt is not checked: the address does not keep it.
          await forgiveAttempt(db, address);
          throw refuseLocked(until);
        }
        const user = await db
          .selectFrom('users')
          .select(['user_id', 'password_hash'])
          .where('username', '=', username)
          .executeTakeFirst();
        const ok = await place.run(() => verifyPassword(password, user?.password_hash ?? DUMMY_HASH));
        if (!user || !ok) {
          addresses.failed(request.ip);
          throw unauthorized(MESSAGES.wrongCredentials);
        }
        addresses.succeeded(request.ip);
        await clearAttempts(db, username);
        // The address keeps its failures: a valid account of one's own must not reset guessing at others'.
        await forgiveAttempt(db, address);
        return { auth_token: await issueToken(db, user.user_id, tokenTtlMs), user_id: user.user_id };
      } finally {
        place?.cancel();
        leave();
      }
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
