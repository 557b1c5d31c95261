import type { Db } from '../db/database.ts';
import { WriteInvalidatedCache } from '../db/write-cache.ts';
import { revokeToken, type SessionUser, tokenHash } from './tokens.ts';

/**
 * Resolves bearer tokens to users. Live sessions are cached by token hash on the embedded database only (see
 * WriteInvalidatedCache): there every sign-out and every change to a user passes through `revoke` or
 * `usersChanged`; with a PostgreSQL server other instances may revoke tokens, so every call queries.
 */
export class Sessions {
  readonly cache: WriteInvalidatedCache<string, { user: SessionUser; expiresAt: number }>;

  constructor(
    private readonly db: Db,
    singleWriter: boolean,
  ) {
    this.cache = new WriteInvalidatedCache(singleWriter, 10_000);
  }

  /** The user behind a live token, or undefined when it is unknown, revoked or expired. */
  async user(token: string): Promise<SessionUser | undefined> {
    const hash = tokenHash(token);
    const cached = this.cache.get(hash);
    if (cached && cached.expiresAt > Date.now()) return cached.user;
    const generation = this.cache.generation;
    const row = await this.db
      .selectFrom('auth_tokens')
      .innerJoin('users', 'users.user_id', 'auth_tokens.user_id')
      .select(['users.user_id', 'users.username', 'users.permissions', 'users.forced_tags', 'auth_tokens.expires_at'])
      .where('auth_tokens.token_hash', '=', hash)
      .where('auth_tokens.expires_at', '>', new Date())
      .executeTakeFirst();
    if (!row) return undefined;
    const { expires_at, ...user } = row;
    this.cache.set(hash, { user, expiresAt: expires_at.getTime() }, generation);
    return user;
  }

  async revoke(token: string) {
    await revokeToken(this.db, token);
    this.cache.forget(tokenHash(token));
  }

  /** Call after any change to a user's permissions, forced tags or existence. */
  usersChanged() {
    this.cache.invalidate();
  }
}
