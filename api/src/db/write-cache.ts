/** What a cache needs of the CacheBus (cache-bus.ts): tests pass an in-memory one. */
export interface InvalidationBus {
  readonly healthy: boolean;
  on(name: string, apply: (key: string | undefined) => void): () => void;
  publish(name: string, key?: string): void;
}

/**
 * Whether write-invalidated caches keep anything: on the embedded database this process is the only writer; on
 * a PostgreSQL server, only with a CacheBus telling every api process what the others invalidated.
 */
export interface Caching {
  enabled: boolean;
  bus?: InvalidationBus;
}

/**
 * Answers of database reads kept in memory. Every write passes through `forget` or `invalidate`: on the embedded
 * database this process is the only writer, so a cached answer is never stale; on a PostgreSQL server the cache
 * is named on the installation's CacheBus, which carries each `forget`/`invalidate` to the other api processes
 * (and keeps the cache off while its connection is down). Used for list pages, totals and ids, device
 * visibility, and sessions.
 *
 * A reader takes `generation` before it queries and hands it to `set`: an answer is kept only when no write was
 * reported in between, so an answer read before a write but arriving after its `forget`/`invalidate` is dropped
 * rather than cached (queries and writes overlap: the database runs in its own thread).
 */
/**
 * Drops the oldest entries of `entries` (a Map keeps insertion order) until `incoming` more weight fits within
 * `max` beside the `weight` they hold; answers the weight left. What every weight-bounded cache does before it adds.
 */
export function makeRoom<K>(entries: Map<K, { weight: number }>, weight: number, incoming: number, max: number) {
  let left = weight;
  for (const [oldest, entry] of entries) {
    if (left + incoming <= max) break;
    entries.delete(oldest);
    left -= entry.weight;
  }
  return left;
}

export class WriteInvalidatedCache<K, V> {
  #entries = new Map<K, { value: V; weight: number }>();
  #weight = 0;
  #generation = 0;
  readonly #enabled: boolean;
  readonly #bus: InvalidationBus | undefined;

  constructor(
    caching: Caching | boolean,
    /** Bound on the summed weights of the entries (1 each unless `set` says more); the oldest go first. */
    private readonly maxWeight: number,
    /** The cache's name on the bus: the same cache in every process has the same name. */
    private readonly name = '',
  ) {
    const { enabled, bus } = typeof caching === 'boolean' ? { enabled: caching, bus: undefined } : caching;
    if (bus && !name) throw new Error('A cache shared across processes needs a name');
    this.#enabled = enabled;
    this.#bus = bus;
    bus?.on(name, (key) => (key === undefined ? this.#invalidate() : this.#forget(JSON.parse(key) as K)));
  }

  get enabled(): boolean {
    return this.#enabled && (this.#bus?.healthy ?? true);
  }

  /** Changes with every `forget` and `invalidate`. */
  get generation(): number {
    return this.#generation;
  }

  /** Entries held now. */
  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    return this.enabled ? this.#entries.get(key)?.value : undefined;
  }

  set(key: K, value: V, generation: number, weight = 1) {
    if (!this.enabled || generation !== this.#generation || weight > this.maxWeight) return;
    this.#delete(key);
    this.#weight = makeRoom(this.#entries, this.#weight, weight, this.maxWeight);
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
  }

  /** After a write that changed what `key` answers (in this process or, through the bus, any other). */
  forget(key: K) {
    this.#forget(key);
    this.#bus?.publish(this.name, JSON.stringify(key));
  }

  /** After a write that may change any answer. */
  invalidate() {
    this.#invalidate();
    this.#bus?.publish(this.name);
  }

  #forget(key: K) {
    this.#generation++;
    this.#delete(key);
  }

  #invalidate() {
    this.#generation++;
    this.#entries.clear();
    this.#weight = 0;
  }

  #delete(key: K) {
    const previous = this.#entries.get(key);
    if (!previous) return;
    this.#entries.delete(key);
    this.#weight -= previous.weight;
  }
}
