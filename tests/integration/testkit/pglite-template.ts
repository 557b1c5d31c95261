import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgliteDb } from '../../../api/src/db/database.ts';
import { migrate } from '../../../api/src/db/migrate.ts';
import { PGliteWorkerPool } from '../../../api/src/db/pglite-pool.ts';

/**
 * The integration project's global set-up: on the embedded database, one migrated PGlite written to a file that
 * every test stack starts from (PGLITE_TEMPLATE, read by startTestStack), instead of each running initdb and the
 * migrations again: about 1 s of a core per stack (measured), and the suite starts about a hundred. On PostgreSQL (DATABASE_URL)
 * each stack still creates and migrates its own database. The api migrates on start either way, so a template
 * missing a newer migration would only be brought up to date.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const pool = await PGliteWorkerPool.open();
  const db = pgliteDb(pool);
  const dir = mkdtempSync(join(tmpdir(), 'signage-template-'));
  try {
    await migrate(db);
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, await pool.dump());
    process.env.PGLITE_TEMPLATE = file;
  } finally {
    await db.destroy();
  }
  return () => {
    delete process.env.PGLITE_TEMPLATE;
    rmSync(dir, { recursive: true, force: true });
  };
}
