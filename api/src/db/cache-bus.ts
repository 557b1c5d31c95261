import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { InvalidationBus } from './write-cache.ts';

/** The PostgreSQL channel every api process of an installation listens on. */
export const CACHE_CHANNEL = 'signage_cache';
/** A write's answer waits at most this long for its invalidation to come back from PostgreSQL. */
const SETTLE_TIMEOUT_MS = 2_000;
const RECONNECT_MS = 1_000;

/** What another process did to a named cache: forgot one key, or (no key) dropped everything. */
export type Invalidation = (key: string | undefined) => void;

/**
 * Write-invalidated caches shared across api processes on one PostgreSQL server, through `LISTEN/NOTIFY` on
 * a connection of its own. A process that writes drops its own entries and publishes what it dropped; every
 * other process drops the same. A write's answer waits (`settled`) until its notification has come back on this
 * process's own listening connection: PostgreSQL sends a notification to every listener at once, so by the time
 * the writer answers, the others have it on their sockets, ahead of any request its caller sends next.
 *
 * While the listening connection is down the bus is not `healthy`: caches keep nothing and answer nothing (a
 * notification missed meanwhile would leave them stale), and on reconnecting every cache is dropped.
 */
export class CacheBus implements InvalidationBus {
  readonly #origin = randomUUID();
  readonly #handlers = new Map<string, Set<Invalidation>>();
  readonly #waiters: { upTo: number; resolve: () => void }[] = [];
  #client: pg.Client | undefined;
  #healthy = false;
  #closed = false;
  #sending: Promise<unknown> = Promise.resolve();
  #sent = 0;
  #echoedUpTo = 0;
  #reconnect: NodeJS.Timeout | undefined;

  private constructor(private readonly connectionString: string) {}

  /** Listens on the installation's channel; rejects when PostgreSQL cannot be reached. */
  static async connect(connectionString: string): Promise<CacheBus> {
    const bus = new CacheBus(connectionString);
    await bus.#listen();
    return bus;
  }

  get healthy(): boolean {
    return this.#healthy;
  }

  /** Calls `apply` with what other processes invalidate in the cache named `name` (and with undefined after an outage). */
  on(name: string, apply: Invalidation): () => void {
    let set = this.#handlers.get(name);
    if (!set) {
      set = new Set();
      this.#handlers.set(name, set);
    }
    set.add(apply);
    return () => set.delete(apply);
  }

  /** Tells the other processes that this one invalidated `key` (or everything) in the cache named `name`. */
  publish(name: string, key?: string) {
    const client = this.#client;
    if (!client || !this.#healthy) return;
    const sequence = ++this.#sent;
    const payload = JSON.stringify({ o: this.#origin, s: sequence, n: name, k: key });
    // One statement at a time on the connection (pg would queue them too, but is deprecating that). A
    // notification that could not be sent will not come back: nobody waits for it.
    this.#sending = this.#sending
      .then(() => client.query('select pg_notify($1, $2)', [CACHE_CHANNEL, payload]))
      .catch(() => this.#echoed(sequence));
  }

  /** Resolves once every invalidation published so far has reached PostgreSQL's listeners (or after a bound). */
  async settled(): Promise<void> {
    if (this.#echoedUpTo >= this.#sent) return;
    const upTo = this.#sent;
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      this.#waiters.push({ upTo, resolve });
      timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
    });
    clearTimeout(timer);
  }

  async close() {
    this.#closed = true;
    this.#healthy = false;
    clearTimeout(this.#reconnect);
    this.#echoed(this.#sent);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  async #listen() {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => this.#received(message.payload));
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    await client.connect();
    await client.query(`listen ${CACHE_CHANNEL}`);
    if (this.#closed) {
      await client.end();
      return;
    }
    this.#client = client;
    // Whatever was written while this process was not listening is unknown: start from nothing.
    this.#dropEverything();
    this.#healthy = true;
  }

  #lost(client: pg.Client) {
    if (this.#client !== client) return;
    this.#client = undefined;
    this.#healthy = false;
    this.#dropEverything();
    this.#echoed(this.#sent);
    client.end().catch(() => undefined);
    if (!this.#closed) this.#scheduleReconnect();
  }

  #scheduleReconnect() {
    this.#reconnect = setTimeout(() => {
      this.#listen().catch(() => {
        if (!this.#closed) this.#scheduleReconnect();
      });
    }, RECONNECT_MS);
    this.#reconnect.unref();
  }

  #received(payload: string | undefined) {
    let message: { o?: string; s?: number; n?: string; k?: string };
    try {
      message = JSON.parse(payload ?? '');
    } catch {
      return;
    }
    if (message.o === this.#origin) {
      // Notifications from one session arrive in the order sent: everything up to this one has landed.
      this.#echoed(message.s ?? 0);
      return;
    }
    if (typeof message.n !== 'string') return;
    for (const apply of this.#handlers.get(message.n) ?? [])
      apply(typeof message.k === 'string' ? message.k : undefined);
  }

  #echoed(upTo: number) {
    if (upTo <= this.#echoedUpTo) return;
    this.#echoedUpTo = upTo;
    for (let i = this.#waiters.length - 1; i >= 0; i--) {
      const waiter = this.#waiters[i]!;
      if (waiter.upTo > upTo) continue;
      this.#waiters.splice(i, 1);
      waiter.resolve();
    }
  }

  #dropEverything() {
    for (const set of this.#handlers.values()) for (const apply of set) apply(undefined);
  }
}
