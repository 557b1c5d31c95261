import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataDirInUse, lockDataDir } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'signage-lock-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database folder', () => {
  it('is held while a database is open on it, and free again once it closes', async () => {
    const pgdata = join(dataDir, 'pgdata');
    const open = await openDatabase({ dataDir });
    try {
      // Known by its name to the launchers (scripts/data-dir-in-use.ts), which print the message alone.
      await expect(lockDataDir(pgdata, 0)).rejects.toMatchObject({
        name: 'DataDirInUse',
        message: dataDirInUse(pgdata),
      });
    } finally {
      await open.close();
    }
    const release = await lockDataDir(pgdata, 0);
    await release();
    // And a second open after the first closed finds what the first wrote.
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 60_000);

  it('names the folder and says what to do', () => {
    expect(dataDirInUse('/srv/signage/pgdata')).toBe(
      'The data directory /srv/signage/pgdata is in use by another process: stop that process first, or give this one its own DATA_DIR. Two processes writing one embedded database destroy it.',
    );
  });
});
