import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionOperations as op } from '@signage/contract/session';
import { ACCOUNT_MESSAGES } from '@signage/domain/account';
import { MESSAGES } from '@signage/domain/messages';
import type { FastifyRequest } from 'fastify';
import { AddressGate } from '../auth/address-gate.ts';
import { findChallenge, issueChallenge, spendChallengeTry } from '../auth/challenges.ts';
import { loginCredentials } from '../auth/credentials.ts';
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
import { issueToken, type SessionOrigin } from '../auth/tokens.ts';
import { type SecretCipher, spendSecondFactor } from '../auth/two-factor.ts';
import { enrolmentRequiredSql } from '../auth/two-factor-required.ts';
import type { Db } from '../db/database.ts';
import { HttpError, unauthorized } from '../errors.ts';
import { actingAs } from '../kit/audit-hook.ts';
import { endpoint } from '../kit/route.ts';

export interface SessionRouteOptions {
  db: Db;
  sessions: Sessions;
  tokenTtlMs: number;
  throttle: ThrottlePolicy;
  cipher: SecretCipher;
  /** The api's one password-hashing line (shared with password changes). */
  hashing: HashQueue;
}

export const originOf = (request: FastifyRequest): SessionOrigin => ({
  userAgent: request.headers['user-agent'] ?? '',
  address: request.ip,
});

/** Both forms of spec 01 §5's sign-in failure: the console's sentence in msg, the short form in error. */
export const wrongCredentials = () => new CredentialsRefused(MESSAGES.wrongCredentials);
class CredentialsRefused extends HttpError {
  constructor(msg: string) {
    super(401, msg, { 'www-authenticate': 'Basic realm="signage"' });
  }
  override body() {
    return { error: MESSAGES.wrongCredentialsShort };
  }
}

export const sessionRoutes: FastifyPluginAsyncTypebox<SessionRouteOptions> = async (
  app,
  { db, sessions, tokenTtlMs, throttle, cipher, hashing },
) => {
  /** A session, or with two-factor sign-in on, the challenge its second step answers. */
  const signedIn = async (userId: number, username: string, origin: SessionOrigin) => {
    const twoFactor = await db
      .selectFrom('two_factor')
      .select('enabled_at')
      .where('user_id', '=', userId)
      .where('enabled_at', 'is not', null)
      .executeTakeFirst();
    if (twoFactor) {
      // Only the password's attempt is taken back: wrong codes stay counted until a whole sign-in succeeds.
      await forgiveAttempt(db, username);
      return { challenge: await issueChallenge(db, userId, origin), two_factor_required: true as const };
    }
    await clearAttempts(db, username);
    return session(userId, origin);
  };
  const session = async (userId: number, origin: SessionOrigin) => {
    const auth_token = await issueToken(db, userId, tokenTtlMs, origin);
    const user = await db
      .selectFrom('users')
      .select(enrolmentRequiredSql.as('required'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { auth_token, user_id: userId, two_factor_enrolment_required: Boolean(user.required) };
  };
  const addresses = new AddressGate();
  const refuseLocked = (until: Date) => {
    const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
    return new HttpError(429, MESSAGES.tooManyAttempts, { 'retry-after': String(seconds) });
  };
  app.route({
    ...endpoint(op.login),
    handler: async (request) => {
      const credentials = loginCredentials(request.headers);
      if (!credentials) throw wrongCredentials();
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
          throw wrongCredentials();
        }
        addresses.succeeded(request.ip);
        actingAs(request, { user_id: user.user_id, username });
        // The address keeps its failures: a valid account of one's own must not reset guessing at others'.
        await forgiveAttempt(db, address);
        return signedIn(user.user_id, username, originOf(request));
      } finally {
        place?.cancel();
        leave();
      }
    },
  });

  app.route({
    ...endpoint(op.loginSecondFactor),
    handler: async (request) => {
      const { challenge, code } = request.body;
      const found = await findChallenge(db, challenge);
      if (!found) throw unauthorized(ACCOUNT_MESSAGES.challengeExpired);
      actingAs(request, { user_id: found.user_id, username: found.username });
      // The second factor is guessed like a password: the same per-username and per-address limits count it.
      const standing = await attemptStanding(db, addressKey(request.ip), found.username, throttle);
      if (standing.lockedUntil) throw refuseLocked(standing.lockedUntil);
      const until = await countAttempt(db, found.username, throttle.maxFailures, throttle);
      if (until) throw refuseLocked(until);
      const ok = await db.transaction().execute(async (trx) => {
        if (!(await spendChallengeTry(trx, found.challenge_hash))) return undefined;
        return spendSecondFactor(trx, cipher, found.user_id, code);
      });
      if (ok === undefined) throw unauthorized(ACCOUNT_MESSAGES.challengeExpired);
      if (!ok) throw unauthorized(ACCOUNT_MESSAGES.wrongCode);
      await clearAttempts(db, found.username);
      await db.deleteFrom('sign_in_challenges').where('challenge_hash', '=', found.challenge_hash).execute();
      return session(found.user_id, { userAgent: found.user_agent, address: found.address });
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
