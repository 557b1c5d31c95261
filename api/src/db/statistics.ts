import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Keeps the planner's statistics fresh. PGlite runs no autovacuum, so without this the planner never learns
 * that a tag filter matches few rows and scans the whole table instead of using the GIN index. Analyses at
 * start-up and again after `everyWrites` writes; harmless on a PostgreSQL server, whose autovacuum does the same.
 */
export class Statistics {
  #writes = 0;
  #running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly everyWrites = 200,
  ) {}

  analyze(): Promise<void> {
    this.#running ??= sql`analyze`
      .execute(this.db)
      .then(() => undefined)
      .catch((error: Error) => console.warn(`analyze failed: ${error.message}`))
      .finally(() => {
        this.#running = undefined;
      });
    return this.#running;
  }

  /** Counts written rows; starts an analysis in the background once enough have changed. */
  wrote(rows = 1) {
    this.#writes += rows;
    if (this.#writes >= this.everyWrites) {
      this.#writes = 0;
      void this.analyze();
    }
  }
}
