/**
 * Totals of media lists per filter, for the embedded database only. PGlite's folder has exactly one writer
 * (this process), so every write passes through `invalidate()` and a cached total is never stale; counting
 * matches is the costliest part of a list on PGlite. With a PostgreSQL server several api instances may
 * write, so no cache is used there (`enabled` false) and totals are counted each time.
 */
export class ListTotals {
  #totals = new Map<string, number>();
  constructor(
    readonly enabled: boolean,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string): number | undefined {
    return this.enabled ? this.#totals.get(key) : undefined;
  }

  set(key: string, total: number) {
    if (!this.enabled) return;
    if (this.#totals.size >= this.maxEntries) this.#totals.delete(this.#totals.keys().next().value!);
    this.#totals.set(key, total);
  }

  invalidate() {
    this.#totals.clear();
  }
}
