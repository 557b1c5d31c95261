import type { Db } from '../db/database.ts';
import { SessionCache } from './session-cache.ts';
import { revokeToken, type SessionUser, tokenHash } from './tokens.ts';

/** Resolves bearer tokens to users, through the session cache where it is safe (see SessionCache). */
export class Sessions {
  readonly cache: SessionCache;

  constructor(
    private readonly db: Db,
    singleWriter: boolean,
  ) {
    this.cache = new SessionCache(singleWriter);
  }

  /** The user behind a live token, or undefined when it is unknown, revoked or expired. */
  async user(token: string): Promise<SessionUser | undefined> {
    const hash = tokenHash(token);
    const cached = this.cache.get(hash);
    if (cached) return cached;
    const row = await this.db
      .selectFrom('auth_tokens')
      .innerJoin('users', 'users.user_id', 'auth_tokens.user_id')
      .select(['users.user_id', 'users.username', 'users.permissions', 'users.forced_tags', 'auth_tokens.expires_at'])
      .where('auth_tokens.token_hash', '=', hash)
      .where('auth_tokens.expires_at', '>', new Date())
      .executeTakeFirst();
    if (!row) return undefined;
    const { expires_at, ...user } = row;
    this.cache.set(hash, user, expires_at);
    return user;
  }

  async revoke(token: string) {
    await revokeToken(this.db, token);
    this.cache.forget(tokenHash(token));
  }

  /** Call after any change to a user's permissions, forced tags or existence. */
  usersChanged() {
    this.cache.clear();
  }
}
