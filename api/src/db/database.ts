import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { auditedDialect } from './audited-dialect.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { PGliteWorkerPool } from './pglite-pool.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; absent means in memory (tests). */
  dataDir?: string;
  /** In memory only: start from this dump of a migrated database (PGliteWorkerPool.dump) instead of empty. */
  template?: string;
}

export interface OpenDatabase {
  db: Db;
  kind: 'postgresql' | 'pglite';
  close(): Promise<void>;
}

// int8 (bigint columns, count(*)) as a JS number on both drivers: sizes and counts stay far below 2^53.
// PGlite's parsers are set where it runs, in pglite-worker.js, to the same effect.
const INT8_OID = 20;
pg.types.setTypeParser(INT8_OID, (value: string) => Number(value));

/**
 * The pool with each client answering, for a text of several statements, the last result that has columns, else
 * the last statement's (as the embedded database's worker does): the audit's append-and-commit reads the
 * append's answer through the COMMIT after it.
 */
function lastResultPool(pool: pg.Pool): PostgresPool {
  const wrapped = {
    async connect() {
      const client = await pool.connect();
      return {
        async query(text: string, values: unknown[]) {
          const result = (await client.query(text, values)) as pg.QueryResult | pg.QueryResult[];
          if (!Array.isArray(result)) return result;
          return result.findLast((r) => r.fields.length > 0) ?? result[result.length - 1]!;
        },
        release: (error?: Error) => client.release(error),
      };
    },
    end: () => pool.end(),
  };
  // kysely types `command` as the five it reads; pg's result is the same object.
  return wrapped as unknown as PostgresPool;
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: auditedDialect(new PostgresDialect({ pool: lastResultPool(pool) })) });
    return { db, kind: 'postgresql', close: () => db.destroy() };
  }
  let dir: string | undefined;
  let release = async () => {};
  if (options.dataDir) {
    dir = join(options.dataDir, 'pgdata');
    await mkdir(dir, { recursive: true });
    release = await lockDataDir(dir);
  }
  try {
    // PGlite runs in a worker thread (see PGliteWorkerPool): the request thread only sends statements.
    const pool = await PGliteWorkerPool.open(dir, dir ? undefined : options.template);
    const db = pgliteDb(pool);
    const close = async () => {
      await db.destroy();
      await release();
    };
    return { db, kind: 'pglite', close };
  } catch (error) {
    await release();
    throw error;
  }
}

/** The api's Kysely (audited) over an embedded database's worker. */
export function pgliteDb(pool: PGliteWorkerPool): Db {
  return new Kysely<Database>({ dialect: auditedDialect(new PostgresDialect({ pool: pool as never })) });
}
