import type { Db } from '../db/database.ts';

/**
 * Failed sign-ins per username, kept in the database so every api instance sees them: after
 * `maxFailures` failures inside `windowMs` the username is refused (429) for `lockMs`.
 */
export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export const DEFAULT_THROTTLE: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 5 * 60_000 };

export async function lockedUntil(db: Db, username: string, now = new Date()): Promise<Date | undefined> {
  const row = await db
    .selectFrom('login_failures')
    .select('locked_until')
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();
  return row?.locked_until && row.locked_until > now ? row.locked_until : undefined;
}

export async function recordFailure(db: Db, username: string, policy: ThrottlePolicy, now = new Date()) {
  const key = username.toLowerCase();
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('login_failures')
      .selectAll()
      .where('username', '=', key)
      .forUpdate()
      .executeTakeFirst();
    const fresh = !row || now.getTime() - row.window_started_at.getTime() > policy.windowMs;
    const failures = fresh ? 1 : row.failures + 1;
    const values = {
      failures,
      window_started_at: fresh ? now : row.window_started_at,
      locked_until: failures >= policy.maxFailures ? new Date(now.getTime() + policy.lockMs) : null,
    };
    if (row) await trx.updateTable('login_failures').set(values).where('username', '=', key).execute();
    else
      await trx
        .insertInto('login_failures')
        .values({ username: key, ...values })
        .execute();
  });
}

export async function clearFailures(db: Db, username: string) {
  await db.deleteFrom('login_failures').where('username', '=', username.toLowerCase()).execute();
}
