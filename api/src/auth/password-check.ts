import { ACCOUNT_MESSAGES } from '@signage/domain/account';
import { MESSAGES } from '@signage/domain/messages';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { HttpError, unprocessable } from '../errors.ts';
import { verifyPassword } from './passwords.ts';
import { clearAttempts, countAttempt, type ThrottlePolicy } from './throttle.ts';
import type { SessionUser } from './tokens.ts';

/** Checks a signed-in user's password (to change it, or switch two-factor off); throws when it is wrong. */
export type PasswordCheck = (request: FastifyRequest, user: SessionUser, password: string) => Promise<void>;

/**
 * A stolen session must not become a way to guess the password: each check counts against the username's
 * sign-in limit, as a sign-in would, and a right password clears it.
 */
export function passwordCheck(db: Db, throttle: ThrottlePolicy): PasswordCheck {
  return async (_request, user, password) => {
    const until = await countAttempt(db, user.username, throttle.maxFailures, throttle);
    if (until) {
      const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
      throw new HttpError(429, MESSAGES.tooManyAttempts, { 'retry-after': String(seconds) });
    }
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('user_id', '=', user.user_id)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(password, row.password_hash))) throw unprocessable(ACCOUNT_MESSAGES.wrongPassword);
    await clearAttempts(db, user.username);
  };
}
