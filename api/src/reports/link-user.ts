import { MESSAGES } from '@signage/domain/messages';
import { SESSION_USER_COLUMNS, type SessionUser } from '../auth/tokens.ts';
import { enrolmentRequiredSql } from '../auth/two-factor-required.ts';
import type { Db } from '../db/database.ts';
import { forbidden } from '../errors.ts';
import { MAX_ID } from '../input-guard.ts';

/**
 * The user an export link was made for, with their rights and forced tags as they are now (a right taken away
 * since, or a user deleted, closes the link). Only ever called once the link's signature has been checked.
 */
export async function linkUser(db: Db, userId: number): Promise<SessionUser> {
  if (!Number.isInteger(userId) || userId < 1 || userId > MAX_ID) throw forbidden(MESSAGES.linkRefused);
  const row = await db
    .selectFrom('users')
    .select(SESSION_USER_COLUMNS)
    .select(enrolmentRequiredSql.as('enrolment_required'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row || row.enrolment_required) throw forbidden(MESSAGES.linkRefused);
  return { ...row, via: 'session', enrolment_required: false };
}
