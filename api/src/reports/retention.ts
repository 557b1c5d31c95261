import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Makes the coming months' event partitions and drops those past retention; answers the partitions dropped. */
export async function maintainEvents(db: Db, keepMonths: number, at = new Date()) {
  const { rows } = await sql<{
    dropped: string;
  }>`select player_events_maintain(${keepMonths}, ${at}) as dropped`.execute(db);
  return rows.map((r) => r.dropped);
}

/**
 * Once at start and then daily, once across api processes sharing a database (an advisory lock): raw events
 * older than EVENTS_RETENTION_MONTHS go by whole month partitions; the daily rollups the reports read stay.
 */
export class EventRetention {
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly keepMonths: number,
  ) {}

  async runOnce(at = new Date()): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        got: boolean;
      }>`select pg_try_advisory_xact_lock(hashtext('player_events_maintain')) as got`.execute(trx);
      if (!rows[0]?.got) return [];
      return maintainEvents(trx, this.keepMonths, at);
    });
  }

  async start() {
    await this.runOnce();
    this.#timer = setInterval(() => {
      this.runOnce().catch((error: Error) => console.warn(`Event retention failed: ${error.message}`));
    }, DAY_MS);
    this.#timer.unref();
  }

  stop() {
    clearInterval(this.#timer);
  }
}
