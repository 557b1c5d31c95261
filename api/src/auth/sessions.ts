import { isApiToken } from '@signage/domain/account';
import type { Db } from '../db/database.ts';
import { type Caching, WriteInvalidatedCache } from '../db/write-cache.ts';
import { apiTokenUser } from './api-tokens.ts';
import { revokeToken, SESSION_USER_COLUMNS, type SessionUser, tokenHash } from './tokens.ts';
import { enrolmentRequiredSql } from './two-factor-required.ts';

/** last_seen_at is written at most this often per session: a list of sessions needs minutes, not milliseconds. */
const LAST_SEEN_EVERY_MS = 60_000;

/** A session ended (`revoked`: its token's hash) or any user's rights or sessions changed (`usersChanged`). */
export type SessionChange = { revoked: string } | { usersChanged: true };

/**
 * Resolves bearer tokens to users. Live sessions are cached by token hash (see WriteInvalidatedCache): every
 * sign-out and every change to a user passes through `revoke` or `usersChanged`, in this process or, through the
 * CacheBus, in any other. Personal API tokens are never cached: their owner's permissions are read on every
 * request. `onChange` hears every such change, wherever it was made: the gateways' live subscriptions end on it.
 */
export class Sessions {
  readonly cache: WriteInvalidatedCache<string, { user: SessionUser; expiresAt: number; seenAt: number }>;
  readonly #listeners = new Set<(change: SessionChange) => void>();

  constructor(
    private readonly db: Db,
    caching: Caching | boolean,
  ) {
    this.cache = new WriteInvalidatedCache(caching, 10_000, 'sessions');
    if (typeof caching !== 'boolean') {
      caching.bus?.on('sessions', (key) =>
        this.#changed(key === undefined ? { usersChanged: true } : { revoked: JSON.parse(key) as string }),
      );
    }
  }

  /** Calls `listener` on every sign-out and user change of the installation until the returned function is called. */
  onChange(listener: (change: SessionChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #changed(change: SessionChange) {
    for (const listener of this.#listeners) listener(change);
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
      .select(SESSION_USER_COLUMNS)
      .select(['auth_tokens.expires_at'])
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
    const hash = tokenHash(token);
    this.cache.forget(hash);
    this.#changed({ revoked: hash });
  }

  /** Call after any change to a user's permissions, forced tags, sessions, two-factor state or existence. */
  usersChanged() {
    this.cache.invalidate();
    this.#changed({ usersChanged: true });
  }
}
