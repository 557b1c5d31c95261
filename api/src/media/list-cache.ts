/**
 * Results of media list queries, for the embedded database only. PGlite's folder has exactly one writer
 * (this process), so every write passes through `invalidate()` and a cached result is never stale; on
 * PGlite a list's queries cost far more than the rest of answering it. With a PostgreSQL server several
 * api instances may write, so nothing is cached there (`enabled` false) and every list is queried.
 *
 * A reader takes `generation` before it queries and hands it to `set`: a result is kept only when no write
 * was reported in between, so an answer read before a write but arriving after its `invalidate()` is
 * dropped rather than cached (queries and writes overlap: the database runs in its own thread).
 */
class WriteInvalidatedCache<V> {
  #entries = new Map<string, { value: V; weight: number }>();
  #weight = 0;
  #generation = 0;

  constructor(
    readonly enabled: boolean,
    /** Bound on the summed weights of the entries; the oldest entries go first. */
    private readonly maxWeight: number,
  ) {}

  /** Changes with every `invalidate()`. */
  get generation(): number {
    return this.#generation;
  }

  get(key: string): V | undefined {
    return this.enabled ? this.#entries.get(key)?.value : undefined;
  }

  set(key: string, value: V, generation: number, weight = 1) {
    if (!this.enabled || generation !== this.#generation || weight > this.maxWeight) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#weight -= previous.weight;
    }
    for (const [oldest, entry] of this.#entries) {
      if (this.#weight + weight <= this.maxWeight) break;
      this.#entries.delete(oldest);
      this.#weight -= entry.weight;
    }
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
  }

  invalidate() {
    this.#generation++;
    this.#entries.clear();
    this.#weight = 0;
  }
}

/** The number of matches per filter: counting them is the costliest query of a list on PGlite. */
export class ListTotals extends WriteInvalidatedCache<number> {
  constructor(enabled: boolean, maxEntries = 1000) {
    super(enabled, maxEntries);
  }
}

/**
 * Every match of a filter, as ordered ids (newest first), for filters with at most `maxMatches` matches;
 * `null` marks a filter with more, which is paged in the database instead. Any page of a known filter is then
 * a slice of ids and a primary-key read of its rows: on PGlite that is a fraction of filtering and sorting
 * the table again for each page an operator turns to.
 */
export class ListIds extends WriteInvalidatedCache<readonly number[] | null> {
  constructor(
    enabled: boolean,
    readonly maxMatches = 5_000,
    maxIds = 200_000,
  ) {
    super(enabled, maxIds);
  }

  override set(key: string, ids: readonly number[] | null, generation: number) {
    super.set(key, ids && Object.freeze(ids), generation, Math.max(ids?.length ?? 0, 1));
  }
}

/**
 * Pages of rows per filter and position, as the database returned them (before tag colours, which the tag
 * registry adds per answer). Bounded by rows, not pages, so pages of 1000 cannot crowd memory. Cached rows
 * are frozen: answers share them.
 */
export class ListPages<R extends object> extends WriteInvalidatedCache<readonly Readonly<R>[]> {
  constructor(enabled: boolean, maxRows = 10_000) {
    super(enabled, maxRows);
  }

  override set(key: string, rows: readonly Readonly<R>[], generation: number) {
    if (!this.enabled) return;
    for (const row of rows) Object.freeze(row);
    super.set(key, Object.freeze(rows), generation, Math.max(rows.length, 1));
  }
}
