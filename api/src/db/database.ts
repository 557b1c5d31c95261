import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { auditedDialect } from './audited-dialect.ts';
import { PGliteWorkerPool } from './pglite-pool.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; absent means in memory (tests). */
  dataDir?: string;
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

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: auditedDialect(new PostgresDialect({ pool })) });
    return { db, kind: 'postgresql', close: () => db.destroy() };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = join(options.dataDir, 'pgdata');
    await mkdir(dir, { recursive: true });
  }
  // PGlite runs in a worker thread (see PGliteWorkerPool): the request thread only sends statements.
  const pool = await PGliteWorkerPool.open(dir);
  const db = new Kysely<Database>({ dialect: auditedDialect(new PostgresDialect({ pool: pool as never })) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
