import { MAX_CHALLENGE_TRIES, SIGN_IN_CHALLENGE_MS } from '@signage/domain/account';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { newToken, originColumns, type SessionOrigin, tokenHash } from './tokens.ts';

/**
 * The first step of a two-factor sign-in: the password was right, so a short-lived challenge (stored hashed) stands
 * for it until the code comes. It is not a session: no call but POST /login/two_factor accepts it.
 */
export async function issueChallenge(db: Db, userId: number, origin: SessionOrigin): Promise<string> {
  const challenge = newToken();
  await db.deleteFrom('sign_in_challenges').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('sign_in_challenges')
    .values({
      challenge_hash: tokenHash(challenge),
      user_id: userId,
      expires_at: new Date(Date.now() + SIGN_IN_CHALLENGE_MS),
      ...originColumns(origin),
    })
    .execute();
  return challenge;
}

/** A live challenge with its user's name (the throttle's key), or undefined. */
export async function findChallenge(db: Db, challenge: string) {
  return db
    .selectFrom('sign_in_challenges')
    .innerJoin('users', 'users.user_id', 'sign_in_challenges.user_id')
    .select([
      'sign_in_challenges.challenge_hash',
      'sign_in_challenges.user_id',
      'sign_in_challenges.user_agent',
      'sign_in_challenges.address',
      'users.username',
    ])
    .where('challenge_hash', '=', tokenHash(challenge))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** Counts one code tried on the challenge; false once it has had its tries (it is then spent). */
export async function spendChallengeTry(trx: Transaction<Database>, challengeHash: string): Promise<boolean> {
  const row = await trx
    .updateTable('sign_in_challenges')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('challenge_hash', '=', challengeHash)
    .where('tries', '<', MAX_CHALLENGE_TRIES)
    .returning('tries')
    .executeTakeFirst();
  return row !== undefined;
}
