import type { Db } from '../db/database.ts';

/**
 * Sign-in attempts per username and per client address, kept in the database so every api instance sees
 * them. An attempt is counted before its password is checked, in one locked row update, so concurrent
 * guesses cannot all slip in before the first failure is written: the attempt past `maxFailures` inside
 * `windowMs` is refused (429) for `lockMs`, and so is every attempt while the lock lasts.
 */
export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
  /** The same rule per client address, with room for several people behind one address. */
  maxFailuresPerAddress: number;
}

export const DEFAULT_THROTTLE: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 5 * 60_000,
  maxFailuresPerAddress: 30,
};

/** Address keys cannot collide with usernames, which never hold a newline. */
export const addressKey = (address: string) => `\naddress ${address}`;

/**
 * Counts one attempt for `key` and answers when it is locked (refuse the attempt) or undefined (go on and
 * check the password). A success clears the count with `clearAttempts`.
 */
export async function countAttempt(
  db: Db,
  key: string,
  limit: number,
  policy: ThrottlePolicy,
  now = new Date(),
): Promise<Date | undefined> {
  const id = key.toLowerCase();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('login_failures')
      .selectAll()
      .where('username', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (row?.locked_until && row.locked_until > now) return row.locked_until;
    const fresh = !row || now.getTime() - row.window_started_at.getTime() > policy.windowMs;
    const attempts = fresh ? 1 : row.failures + 1;
    const locked = attempts > limit ? new Date(now.getTime() + policy.lockMs) : null;
    const values = { failures: attempts, window_started_at: fresh ? now : row.window_started_at, locked_until: locked };
    if (row) await trx.updateTable('login_failures').set(values).where('username', '=', id).execute();
    else
      await trx
        .insertInto('login_failures')
        .values({ username: id, ...values })
        .onConflict((oc) =>
          oc.column('username').doUpdateSet({ failures: (eb) => eb('login_failures.failures', '+', 1) }),
        )
        .execute();
    return locked ?? undefined;
  });
}

export async function clearAttempts(db: Db, key: string) {
  await db.deleteFrom('login_failures').where('username', '=', key.toLowerCase()).execute();
}

/** Takes back one counted attempt (a success), leaving the failures around it counted. */
export async function forgiveAttempt(db: Db, key: string) {
  await db
    .updateTable('login_failures')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('username', '=', key.toLowerCase())
    .where('failures', '>', 0)
    .where('locked_until', 'is', null)
    .execute();
}
