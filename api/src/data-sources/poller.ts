import { type DataTable, parseCsvTable } from '@signage/domain/data-sources/csv-table';
import { DATA_SOURCE_MESSAGES, MAX_DATA_SOURCE_FILE_BYTES } from '@signage/domain/data-sources/data-source';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { AllowedHosts } from './address-policy.ts';
import { fetchCsv, fetchFailure } from './fetch-csv.ts';
import { contentHash, pruneFiles, storeFile } from './files.ts';
import type { DataTableCache } from './table-cache.ts';
import { csvText } from './upload.ts';

export interface PollerOptions {
  /** Hosts (names, addresses, CIDR ranges) the poller may reach on private addresses. */
  allowedHosts?: readonly string[];
  /** A fetch that has not finished by then fails (default 30 s). */
  timeoutMs?: number;
  /** Largest CSV fetched or uploaded (default MAX_DATA_SOURCE_FILE_BYTES). */
  maxFileBytes?: number;
  /** Sources claimed per round (default 10). */
  batchSize?: number;
  /** Where a polled file's parsed table goes, so its first resolution is not a parse. */
  tables?: DataTableCache;
}

export interface PollOutcome {
  data_source_id: number;
  ok: boolean;
  /** A new file was stored (the content differed from the newest one). */
  stored: boolean;
  error: string | null;
}

interface Claimed {
  data_source_id: number;
  url: string;
}

/**
 * Polls External URL sources (a url and no current file) every poll_interval seconds. Every api process may
 * run one; they share the work through the database: a round claims due sources with FOR UPDATE SKIP LOCKED
 * and moves their next_poll_at on by poll_interval in the same transaction, so each due source is fetched by
 * one process once, and no transaction stays open during a fetch. `pollDue(now)` is one round, with the clock
 * passed in (tests call it directly); `start` runs rounds on a timer.
 */
export class DataSourcePoller {
  readonly #allowed: AllowedHosts;
  readonly #timeoutMs: number;
  readonly #maxBytes: number;
  readonly #batchSize: number;
  readonly #tables: DataTableCache | undefined;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  #stopping = new AbortController();

  constructor(
    private readonly db: Db,
    options: PollerOptions = {},
  ) {
    this.#allowed = new AllowedHosts(options.allowedHosts);
    this.#timeoutMs = options.timeoutMs ?? 30_000;
    this.#maxBytes = options.maxFileBytes ?? MAX_DATA_SOURCE_FILE_BYTES;
    this.#batchSize = options.batchSize ?? 10;
    this.#tables = options.tables;
  }

  /** Polls every source due at `now`, a batch at a time, four fetches at once. */
  async pollDue(now = new Date()): Promise<PollOutcome[]> {
    const outcomes: PollOutcome[] = [];
    for (;;) {
      const claimed = await this.#claim(now);
      for (let i = 0; i < claimed.length; i += 4) {
        outcomes.push(...(await Promise.all(claimed.slice(i, i + 4).map((source) => this.#poll(source, now)))));
      }
      if (claimed.length < this.#batchSize || this.#stopping.signal.aborted) return outcomes;
    }
  }

  async #claim(now: Date): Promise<Claimed[]> {
    return this.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('data_sources')
        .select(['data_source_id', 'url'])
        .where('next_poll_at', '<=', now)
        .where('url', 'is not', null)
        .where('current_data_source_file_id', 'is', null)
        .orderBy('next_poll_at')
        .limit(this.#batchSize)
        .forUpdate()
        .skipLocked()
        .execute();
      if (due.length === 0) return [];
      await trx
        .updateTable('data_sources')
        .set({
          next_poll_at: sql<Date>`cast(${now.toISOString()} as timestamptz) + poll_interval * interval '1 second'`,
        })
        .where(
          'data_source_id',
          'in',
          due.map((d) => d.data_source_id),
        )
        .execute();
      return due as Claimed[];
    });
  }

  async #poll(source: Claimed, now: Date): Promise<PollOutcome> {
    const outcome = { data_source_id: source.data_source_id, ok: false, stored: false, error: null as string | null };
    let content: string | undefined;
    try {
      const signal = AbortSignal.any([AbortSignal.timeout(this.#timeoutMs), this.#stopping.signal]);
      content = csvText(await fetchCsv(source.url, { allowed: this.#allowed, maxBytes: this.#maxBytes, signal }));
      if (content === undefined) outcome.error = DATA_SOURCE_MESSAGES.notCsv;
    } catch (error) {
      outcome.error = fetchFailure(error, this.#timeoutMs);
    }
    const parsed = content === undefined ? undefined : parseCsvTable(content);
    if (parsed && !parsed.ok) outcome.error = parsed.error;
    outcome.ok = outcome.error === null;
    let stored: { fileId: number; table: DataTable; weight: number } | undefined;
    await this.db.transaction().execute(async (trx) => {
      // The source may have changed while it was fetched: a new url or an upload makes this result stale.
      const current = await trx
        .selectFrom('data_sources')
        .select(['url', 'current_data_source_file_id'])
        .where('data_source_id', '=', source.data_source_id)
        .forUpdate()
        .executeTakeFirst();
      if (!current || current.url !== source.url || current.current_data_source_file_id !== null) return;
      if (outcome.ok && content !== undefined && parsed?.ok) {
        const hash = contentHash(content);
        const newest = await trx
          .selectFrom('data_source_files')
          .select('content_hash')
          .where('data_source_id', '=', source.data_source_id)
          .orderBy('data_source_file_id', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (newest?.content_hash !== hash) {
          const file = { dataSourceId: source.data_source_id, origin: 'poll' as const, originalName: null };
          const fileId = await storeFile(trx, { ...file, content, hash, table: parsed.table });
          await pruneFiles(trx, source.data_source_id);
          outcome.stored = true;
          stored = { fileId, table: parsed.table, weight: content.length };
        }
      }
      await trx
        .updateTable('data_sources')
        .set({ last_poll_at: now, last_poll_ok: outcome.ok, last_poll_error: outcome.error })
        .where('data_source_id', '=', source.data_source_id)
        .execute();
    });
    if (stored) this.#tables?.stored(source.data_source_id, stored.fileId, stored.table, stored.weight);
    return outcome;
  }

  /** Runs a round every `everyMs` (the first at once) until `stop`. */
  start(everyMs: number) {
    this.#stopping = new AbortController();
    const round = () => {
      this.#running = this.pollDue(new Date())
        .catch((error: Error) => console.warn(`Data source poll failed: ${error.message}`))
        .finally(() => {
          if (!this.#stopping.signal.aborted) this.#timer = setTimeout(round, everyMs).unref();
        });
    };
    round();
  }

  /** Stops the timer, aborts fetches under way and waits for the round to end. */
  async stop() {
    this.#stopping.abort();
    clearTimeout(this.#timer);
    await this.#running;
  }
}
