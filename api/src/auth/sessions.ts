import { isApiToken } from '@signage/domain/account';
import type { Db } from '../db/database.ts';
import { WriteInvalidatedCache } from '../db/write-cache.ts';
import { apiTokenUser } from './api-tokens.ts';
import { revokeToken, type SessionUser, tokenHash } from './tokens.ts';
import { enrolmentRequiredSql } from './two-factor-required.ts';

/** last_seen_at is written at most this often per session: a list of sessions needs minutes, not milliseconds. */
const LAST_SEEN_EVERY_MS = 60_000;

/**
 * Resolves bearer tokens to users. Live sessions are cached by token hash on the embedded database only (see
 * WriteInvalidatedCache): there every sign-out and every change to a user passes through `revoke` or
 * `usersChanged`; with a PostgreSQL server other instances may revoke tokens, so every call queries. Personal API
 * tokens are never cached: their owner's permissions are read on every request.
 */
export class Sessions {
  readonly cache: WriteInvalidatedCache<string, { user: SessionUser; expiresAt: number; seenAt: number }>;

  constructor(
    private readonly db: Db,
    singleWriter: boolean,
  ) {
    this.cache = new WriteInvalidatedCache(singleWriter, 10_000);
  }

  /** The user behind a live token, or undefined when it is unknown, revoked or expired. */
  async user(token: string): Promise<SessionUser | undefined> {
    if (isApiToken(token)) return apiTokenUser(this.db, token);
    const hash = tokenHash(token);
    const cached = this.cache.get(hash);
    if (cached && cached.expiresAt > Date.now()) {
      if (Date.now() - cached.seenAt > LAST_SEEN_EVERY_MS) await this.seen(hash, cached);
      return cached.user;
    }
    const generation = this.cache.generation;
    const row = await this.db
      .selectFrom('auth_tokens')
      .innerJoin('users', 'users.user_id', 'auth_tokens.user_id')
      .select(['users.user_id', 'users.username', 'users.permissions', 'users.forced_tags', 'auth_tokens.expires_at'])
      .select(['auth_tokens.last_seen_at'])
      .select(enrolmentRequiredSql.as('enrolment_required'))
      .where('auth_tokens.token_hash', '=', hash)
      .where('auth_tokens.expires_at', '>', new Date())
      .executeTakeFirst();
    if (!row) return undefined;
    const { expires_at, last_seen_at, enrolment_required, ...rest } = row;
    const user: SessionUser = { ...rest, via: 'session', enrolment_required: Boolean(enrolment_required) };
    const entry = { user, expiresAt: expires_at.getTime(), seenAt: last_seen_at.getTime() };
    if (Date.now() - entry.seenAt > LAST_SEEN_EVERY_MS) await this.seen(hash, entry);
    this.cache.set(hash, entry, generation);
    return user;
  }

  private async seen(hash: string, entry: { seenAt: number }) {
    entry.seenAt = Date.now();
    await this.db
      .updateTable('auth_tokens')
      .set({ last_seen_at: new Date(entry.seenAt) })
      .where('token_hash', '=', hash)
      .execute();
  }

  async revoke(token: string) {
    await revokeToken(this.db, token);
    this.cache.forget(tokenHash(token));
  }

  /** Call after any change to a user's permissions, forced tags, sessions, two-factor state or existence. */
  usersChanged() {
    this.cache.invalidate();
  }
}
