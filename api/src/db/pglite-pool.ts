import { Worker } from 'node:worker_threads';

interface QueryResult {
  command: string | undefined;
  rowCount: number;
  rows: unknown[];
  /** Columns of type json or jsonb: the worker sends them as text (see pglite-worker.js). */
  jsonFields?: string[];
}

/** Parses the json and jsonb columns the worker sent as text, in place: rows then read as node-postgres reads them. */
function parseJsonFields(result: QueryResult): QueryResult {
  const fields = result.jsonFields ?? [];
  if (fields.length > 0) {
    for (const row of result.rows as Record<string, unknown>[]) {
      for (const field of fields) {
        const value = row[field];
        if (typeof value === 'string') row[field] = JSON.parse(value);
      }
    }
  }
  const { jsonFields: _sent, ...rest } = result;
  return rest;
}

interface Reply {
  id?: number;
  ready?: boolean;
  result?: QueryResult | Uint8Array | null;
  error?: Record<string, unknown> & { message: string };
  /** The database is inside a transaction block after this statement. */
  tx?: boolean;
}

const WORKER_URL = new URL('./pglite-worker.js', import.meta.url);

function toError(fields: Reply['error'] & object): Error {
  // Same message and fields as PGlite's DatabaseError (code, detail, constraint, ...), with this thread's stack.
  const { message, ...rest } = fields;
  return Object.assign(new Error(message), rest);
}

/**
 * A pool-shaped adapter so Kysely's PostgresDialect can drive PGlite (the existing PGlite dialect packages
 * reject pglite 0.5). PGlite runs in a worker thread (pglite-worker.js), so statements execute on another
 * core while this thread serves requests; rows come back by structured clone (Dates and arrays intact; json as
 * text, parsed here).
 *
 * PGlite is one connection. The worker runs statements in arrival order, except that once a client's
 * statement leaves an open transaction block (BEGIN), only that client's statements run until the block
 * ends (COMMIT or ROLLBACK) or the client is released: a transaction sees nothing interleaved, as with a
 * connection of its own. Statements outside transactions queue in the worker without waiting for this
 * thread, so the database is never idle while this thread is busy.
 */
export class PGliteWorkerPool {
  #worker: Worker;
  #pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #nextClient = 1;
  #ended: Promise<void> | undefined;
  #failure: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => {
      const waiting = this.#pending.get(reply.id!);
      if (!waiting) return;
      this.#pending.delete(reply.id!);
      if (this.#pending.size === 0) worker.unref();
      waiting.resolve(reply);
    });
    const fail = (error: Error) => {
      this.#failure ??= error;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The embedded database's thread stopped (exit code ${code}).`)));
  }

  /**
   * Starts the worker and opens PGlite there: in `dataDir`, or in memory when it is absent, empty or from
   * `template` (a file written from `dump()`).
   */
  static async open(dataDir?: string, template?: string): Promise<PGliteWorkerPool> {
    // Of the parent's flags only the profilers' (BENCH_NODE_ARGS): the worker is plain JavaScript, and loader
    // flags (tsx, vitest) are neither needed nor always allowed in a worker.
    const execArgv = process.execArgv.filter((flag) => /^--(cpu|heap)-prof/.test(flag));
    const worker = new Worker(WORKER_URL, { workerData: { dataDir, template }, execArgv });
    let onMessage!: (reply: Reply) => void;
    let onError!: (error: Error) => void;
    let onExit!: (code: number) => void;
    try {
      const reply = await new Promise<Reply>((resolve, reject) => {
        onMessage = resolve;
        onError = reject;
        onExit = (code) => reject(new Error(`The embedded database's thread exited (code ${code}).`));
        worker.once('message', onMessage).once('error', onError).once('exit', onExit);
      });
      if (!reply.ready) throw toError(reply.error ?? { message: 'The embedded database did not open.' });
    } catch (error) {
      await worker.terminate();
      throw error;
    } finally {
      // Only these: the Worker keeps listeners of its own (they start and stop its message port).
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    }
    worker.unref();
    return new PGliteWorkerPool(worker);
  }

  #send(message: { op: string; [key: string]: unknown }): Promise<Reply> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise<Reply>((resolve, reject) => {
      this.#worker.postMessage({ ...message, id });
      // Referenced only while a statement is outstanding: an idle database does not keep the process alive.
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
    });
  }

  async connect() {
    const client = this.#nextClient++;
    let inTransaction = false;
    const pool = this;
    return {
      async query(sql: string, parameters: readonly unknown[] = []): Promise<QueryResult> {
        const reply = await pool.#send({ op: 'query', client, sql, params: parameters });
        inTransaction = reply.tx ?? false;
        if (reply.error) throw toError(reply.error);
        return parseJsonFields(reply.result as QueryResult);
      },
      release() {
        // Only a client still inside a transaction block matters to the worker (it rolls that block back).
        if (inTransaction && !pool.#failure) pool.#worker.postMessage({ op: 'release', client });
        inTransaction = false;
      },
    };
  }

  /** The whole database as PGlite's data-directory dump (uncompressed tar), for `open(undefined, template)`. */
  async dump(): Promise<Uint8Array> {
    const reply = await this.#send({ op: 'dump' });
    if (reply.error) throw toError(reply.error);
    return reply.result as Uint8Array;
  }

  end(): Promise<void> {
    this.#ended ??= (async () => {
      try {
        const reply = await this.#send({ op: 'close' });
        if (reply.error) throw toError(reply.error);
      } finally {
        this.#failure ??= new Error('The embedded database is closed.');
        await this.#worker.terminate();
      }
    })();
    return this.#ended;
  }
}
