/**
 * Answers of database reads kept in memory, for the embedded database only: there this process is the
 * database's only writer, so every write passes through `forget` or `invalidate` and a cached answer is never
 * stale. With a PostgreSQL server several api instances may write, so the cache is off (`enabled` false) and
 * every read queries. Used for list pages, totals and ids, device visibility, and sessions.
 *
 * A reader takes `generation` before it queries and hands it to `set`: an answer is kept only when no write was
 * reported in between, so an answer read before a write but arriving after its `forget`/`invalidate` is dropped
 * rather than cached (queries and writes overlap: the database runs in its own thread).
 */
export class WriteInvalidatedCache<K, V> {
  #entries = new Map<K, { value: V; weight: number }>();
  #weight = 0;
  #generation = 0;

  constructor(
    readonly enabled: boolean,
    /** Bound on the summed weights of the entries (1 each unless `set` says more); the oldest go first. */
    private readonly maxWeight: number,
  ) {}

  /** Changes with every `forget` and `invalidate`. */
  get generation(): number {
    return this.#generation;
  }

  get(key: K): V | undefined {
    return this.enabled ? this.#entries.get(key)?.value : undefined;
  }

  set(key: K, value: V, generation: number, weight = 1) {
    if (!this.enabled || generation !== this.#generation || weight > this.maxWeight) return;
    this.#delete(key);
    for (const [oldest, entry] of this.#entries) {
      if (this.#weight + weight <= this.maxWeight) break;
      this.#entries.delete(oldest);
      this.#weight -= entry.weight;
    }
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
  }

  /** After a write that changed what `key` answers. */
  forget(key: K) {
    this.#generation++;
    this.#delete(key);
  }

  /** After a write that may change any answer. */
  invalidate() {
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
