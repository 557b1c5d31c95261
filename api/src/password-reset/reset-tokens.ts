import { RESET_REQUESTS_PER_HOUR, RESET_TOKEN_TTL_MS } from '@signage/domain/password-reset';
import { newToken, tokenHash } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';

const HOUR_MS = 60 * 60_000;

/**
 * A new reset token for the user, or undefined when 3 were issued in the last hour. The user's row is locked
 * first, so simultaneous requests are counted one after another and cannot all slip under the limit. Only the
 * token's SHA-256 is stored.
 */
export async function issueResetToken(db: Db, userId: number, now = new Date()): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('user_id').where('user_id', '=', userId).forUpdate().execute();
    const recent = await trx
      .selectFrom('password_resets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= RESET_REQUESTS_PER_HOUR) return undefined;
    // Rows older than any limit or link are dead weight; sweeping them here keeps the table small without a timer.
    await trx
      .deleteFrom('password_resets')
      .where('created_at', '<', new Date(now.getTime() - Math.max(HOUR_MS, RESET_TOKEN_TTL_MS)))
      .execute();
    const token = newToken();
    await trx
      .insertInto('password_resets')
      .values({
        token_hash: tokenHash(token),
        user_id: userId,
        created_at: now,
        expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      })
      .execute();
    return token;
  });
}

/** The user of a live token (issued, unused, unexpired), else undefined: checked before the new password is hashed. */
export function liveResetTokenUser(db: Db, token: string, now = new Date()) {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.user_id', 'password_resets.user_id')
    .select(['users.user_id', 'users.username'])
    .where('password_resets.token_hash', '=', tokenHash(token))
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Sets the password of the token's user, uses the token up (with every other reset link of that user) and ends
 * all their sessions, in one transaction. The token is claimed by one conditional update, so of two simultaneous
 * uses only one succeeds. Answers the user, or undefined when the token is unknown, used or expired.
 */
export async function resetPasswordWithToken(db: Db, token: string, passwordHash: string, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) return undefined;
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('user_id', '=', claimed.user_id)
      .returning(['user_id', 'username'])
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', user.user_id)
      .where('used_at', 'is', null)
      .execute();
    await trx.deleteFrom('auth_tokens').where('user_id', '=', user.user_id).execute();
    return user;
  });
}
