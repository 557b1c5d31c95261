import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * Sign-in attempts per username and per client address, kept in the database so every api instance sees
 * them. An attempt is counted just before its password is checked (once it holds a place in the hashing
 * queue, so a refused try never counts), in one locked row update, so concurrent guesses cannot all slip in
 * before the first failure is written: the attempt past `maxFailures` inside `windowMs` locks the key for
 * `lockMs` (429), and so is every attempt while the lock lasts; after the lock the count starts over.
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
  const windowStart = new Date(now.getTime() - policy.windowMs);
  const lockEnd = new Date(now.getTime() + policy.lockMs);
  // One statement: the insert or the row lock of ON CONFLICT serialises concurrent attempts on one key, so
  // the count each of them sees is exact (a read-then-write would let simultaneous first attempts all pass).
  // A lock that has ended starts a new window: the lock lasts `lockMs` from the locking attempt, and the
  // attempts before it are not held against the next one (else any try within the old window locked again).
  const { rows } = await sql<{ locked_until: Date | null }>`
    insert into login_failures (username, failures, window_started_at, locked_until)
    values (${id}, 1, ${now}, null)
    on conflict (username) do update set
      failures = case
        when login_failures.locked_until > ${now} then login_failures.failures
        when login_failures.locked_until is not null or login_failures.window_started_at < ${windowStart} then 1
        else login_failures.failures + 1 end,
      window_started_at = case
        when login_failures.locked_until > ${now} then login_failures.window_started_at
        when login_failures.locked_until is not null or login_failures.window_started_at < ${windowStart}
          then ${now}::timestamptz
        else login_failures.window_started_at end,
      locked_until = case
        when login_failures.locked_until > ${now} then login_failures.locked_until
        when login_failures.locked_until is null and login_failures.window_started_at >= ${windowStart}
          and login_failures.failures + 1 > ${limit}
          then ${lockEnd}::timestamptz
        else null end
    returning locked_until`.execute(db);
  const until = rows[0]?.locked_until;
  return until && new Date(until) > now ? new Date(until) : undefined;
}

/**
 * Where the address and the username stand, read without counting anything: a lock still running on either
 * (answered before the attempt takes a place in the hashing queue), and whether the address has no failures in
 * the current window (its sign-ins then go first in the queue: a storm of guesses fails, and so loses that).
 */
export async function attemptStanding(
  db: Db,
  address: string,
  username: string,
  policy: ThrottlePolicy,
  now = new Date(),
): Promise<{ lockedUntil: Date | undefined; addressClean: boolean }> {
  const rows = await db
    .selectFrom('login_failures')
    .select(['username', 'failures', 'window_started_at', 'locked_until'])
    .where('username', 'in', [address.toLowerCase(), username.toLowerCase()])
    .execute();
  const windowStart = now.getTime() - policy.windowMs;
  let lockedUntil: Date | undefined;
  let addressClean = true;
  for (const row of rows) {
    const until = row.locked_until && new Date(row.locked_until) > now ? new Date(row.locked_until) : undefined;
    if (until && (!lockedUntil || until > lockedUntil)) lockedUntil = until;
    const failing = row.failures > 0 && new Date(row.window_started_at).getTime() >= windowStart;
    if (row.username === address.toLowerCase() && (until || failing)) addressClean = false;
  }
  return { lockedUntil, addressClean };
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
