import pg from 'pg';

/**
 * Runs `work` (migrations, the first administrator) while holding an installation-wide advisory lock on a
 * PostgreSQL server: api processes started together would otherwise apply the same migration twice, and all but
 * one fail. A session lock on a connection of its own, so `work` may use the pool and its transactions freely;
 * the lock goes with the connection if this process dies.
 */
export async function withStartUpLock<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('signage start-up'))`);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}
