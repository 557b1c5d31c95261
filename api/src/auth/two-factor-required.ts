import { type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The settings key of the administrator's "two-factor sign-in for everyone" ("true" or absent). */
export const TWO_FACTOR_REQUIRED_KEY = 'two_factor_required';

/** True when two-factor sign-in is required and the user (SQL `users.user_id`) has not switched it on. */
export const enrolmentRequiredSql = sql<SqlBool>`(
  exists (select 1 from settings where key = ${TWO_FACTOR_REQUIRED_KEY} and value = 'true')
  and not exists (select 1 from two_factor where two_factor.user_id = users.user_id and enabled_at is not null))`;

export async function twoFactorRequired(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', TWO_FACTOR_REQUIRED_KEY)
    .executeTakeFirst();
  return row?.value === 'true';
}

export async function setTwoFactorRequired(db: Db, required: boolean) {
  await db
    .insertInto('settings')
    .values({ key: TWO_FACTOR_REQUIRED_KEY, value: String(required) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(required) }))
    .execute();
}
