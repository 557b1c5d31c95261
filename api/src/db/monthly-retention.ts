import { sql } from 'kysely';
import type { Db } from './database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Once at start and then daily: a month-partitioned table's coming partitions are made and those past retention
 * dropped, by `maintain` (answering the partitions dropped). Run once across api processes sharing a database
 * (an advisory lock named `lockName`; the others skip that round).
 */
export class MonthlyRetention {
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly keepMonths: number,
    private readonly what: { lockName: string; label: string },
    private readonly maintain: (db: Db, keepMonths: number, at: Date) => Promise<string[]>,
  ) {}

  async runOnce(at = new Date()): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        got: boolean;
      }>`select pg_try_advisory_xact_lock(hashtext(${this.what.lockName})) as got`.execute(trx);
      if (!rows[0]?.got) return [];
      return this.maintain(trx, this.keepMonths, at);
    });
  }

  async start() {
    await this.runOnce();
    this.#timer = setInterval(() => {
      this.runOnce().catch((error: Error) => console.warn(`${this.what.label} retention failed: ${error.message}`));
    }, DAY_MS);
    this.#timer.unref();
  }

  stop() {
    clearInterval(this.#timer);
  }
}
