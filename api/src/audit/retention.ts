import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { maintainAudit } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Once at start and then daily: the coming months' partitions are made and those past retention dropped. Run
 * once across api processes sharing a database (an advisory lock; the others skip that round).
 */
export class AuditRetention {
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly keepMonths: number,
  ) {}

  async runOnce(at = new Date()): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        got: boolean;
      }>`select pg_try_advisory_xact_lock(hashtext('audit_maintain')) as got`.execute(trx);
      if (!rows[0]?.got) return [];
      return maintainAudit(trx, this.keepMonths, at);
    });
  }

  async start() {
    await this.runOnce();
    this.#timer = setInterval(() => {
      this.runOnce().catch((error: Error) => console.warn(`Audit retention failed: ${error.message}`));
    }, DAY_MS);
    this.#timer.unref();
  }

  stop() {
    clearInterval(this.#timer);
  }
}
