import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** 32 random bytes, URL-safe. Only the SHA-256 of a token is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(db: Db, userId: number, ttlMs: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto('auth_tokens')
    .values({ token_hash: tokenHash(token), user_id: userId, expires_at: new Date(Date.now() + ttlMs) })
    .execute();
  // Expired tokens are dead weight; sweeping them here keeps the table small without a timer.
  await db.deleteFrom('auth_tokens').where('expires_at', '<', new Date()).execute();
  return token;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('token_hash', '=', tokenHash(token)).execute();
}

export interface SessionUser {
  user_id: number;
  username: string;
  permissions: string[];
  forced_tags: string[];
}
