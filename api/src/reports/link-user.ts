import { MESSAGES } from '@signage/domain/messages';
import type { SessionUser } from '../auth/tokens.ts';
import { enrolmentRequiredSql } from '../auth/two-factor-required.ts';
import type { Db } from '../db/database.ts';
import { forbidden } from '../errors.ts';

/** Largest id a PostgreSQL integer column holds: a larger one names nobody (and must not reach the query). */
const MAX_ID = 2_147_483_647;

/**
 * The user an export link was made for, with their rights and forced tags as they are now (a right taken away
 * since, or a user deleted, closes the link). Only ever called once the link's signature has been checked.
 */
export async function linkUser(db: Db, userId: number): Promise<SessionUser> {
  if (!Number.isInteger(userId) || userId < 1 || userId > MAX_ID) throw forbidden(MESSAGES.linkRefused);
  const row = await db
    .selectFrom('users')
    .select(['user_id', 'username', 'permissions', 'forced_tags'])
    .select(enrolmentRequiredSql.as('enrolment_required'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row || row.enrolment_required) throw forbidden(MESSAGES.linkRefused);
  return { ...row, via: 'session', enrolment_required: false };
}
