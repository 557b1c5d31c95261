import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** 32 random bytes, URL-safe. Only the SHA-256 of a token is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Where a session was opened from, shown to its owner in their list of sessions. */
export interface SessionOrigin {
  userAgent?: string;
  address?: string;
}

/** Where a session or challenge came from, as stored: bounded, a header being the client's to fill. */
export function originColumns(origin: SessionOrigin) {
  return { user_agent: (origin.userAgent ?? '').slice(0, 300), address: (origin.address ?? '').slice(0, 100) };
}

export async function issueToken(db: Db, userId: number, ttlMs: number, origin: SessionOrigin = {}): Promise<string> {
  const token = newToken();
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: tokenHash(token),
      user_id: userId,
      expires_at: new Date(Date.now() + ttlMs),
      // Bounded: the list of sessions shows it back.
      ...originColumns(origin),
    })
    .execute();
  // Expired tokens are dead weight; sweeping them here keeps the table small without a timer.
  await db.deleteFrom('auth_tokens').where('expires_at', '<', new Date()).execute();
  return token;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('token_hash', '=', tokenHash(token)).execute();
}

/** The user columns every SessionUser is read from (a session, an API token, an export link). */
export const SESSION_USER_COLUMNS = [
  'users.user_id',
  'users.username',
  'users.permissions',
  'users.forced_tags',
] as const;

export interface SessionUser {
  user_id: number;
  username: string;
  /** What the caller may do: the user's permissions, or for an API token its scope within them. */
  permissions: string[];
  forced_tags: string[];
  /** A console session, or a personal API token (which may not manage the account). */
  via?: 'session' | 'api-token';
  /** A read-only API token: no call but reads. */
  read_only?: boolean;
  /** Two-factor sign-in is required and the user has not set it up: only enrolment is open to them. */
  enrolment_required?: boolean;
}
