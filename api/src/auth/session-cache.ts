import type { SessionUser } from './tokens.ts';

/**
 * Live sessions by token hash, for the embedded database only: there this process is the only writer, so
 * every sign-out and every change to a user passes through `forget`/`clear` and a cached session is never
 * stale. With a PostgreSQL server other instances may revoke tokens, so the cache is off (`enabled` false).
 */
export class SessionCache {
  #entries = new Map<string, { user: SessionUser; expiresAt: number }>();

  constructor(
    readonly enabled: boolean,
    private readonly maxEntries = 10_000,
  ) {}

  get(hash: string, now = Date.now()): SessionUser | undefined {
    if (!this.enabled) return undefined;
    const entry = this.#entries.get(hash);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#entries.delete(hash);
      return undefined;
    }
    return entry.user;
  }

  set(hash: string, user: SessionUser, expiresAt: Date) {
    if (!this.enabled) return;
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(hash, { user, expiresAt: expiresAt.getTime() });
  }

  forget(hash: string) {
    this.#entries.delete(hash);
  }

  /** After any change to users (permissions, forced tags, deletion). */
  clear() {
    this.#entries.clear();
  }
}
