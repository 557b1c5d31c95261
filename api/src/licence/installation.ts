import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InstallationInfo } from '@signage/contract/licence';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** What the installation was started with, as the system page shows it (no credentials among them). */
export interface InstallationFacts {
  version: string;
  database: 'pglite' | 'postgresql';
  databaseLocation: string;
  broker: 'embedded' | 'external';
  brokerUrl: string | null;
  eventsRetentionMonths: number;
  auditRetentionMonths: number;
}

/** The product version: the root package.json's. */
export function productVersion(): string {
  try {
    const text = readFileSync(new URL('../../../package.json', import.meta.url), 'utf8');
    const { version } = JSON.parse(text) as { version?: unknown };
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** A URL without its user name and password (and without query or fragment, where tokens may ride). */
export function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    parsed.search = '';
    parsed.hash = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(not a URL)';
  }
}

/** Where the database is: the embedded one's folder, or the server and database name of DATABASE_URL. */
export function databaseLocation(options: { databaseUrl?: string; dataDir: string; inMemory?: boolean }): string {
  if (options.databaseUrl) return withoutCredentials(options.databaseUrl);
  return options.inMemory ? 'in memory' : join(options.dataDir, 'pgdata');
}

/** The facts plus what is measured now: stored media and the database's size. */
export async function installationInfo(db: Db, facts: InstallationFacts): Promise<InstallationInfo> {
  const media = await db
    .selectFrom('media')
    .select([sql<string>`coalesce(sum(size), 0)::text`.as('bytes'), sql<number>`count(*)::int`.as('count')])
    .executeTakeFirstOrThrow();
  const { bytes } = (
    await sql<{ bytes: string }>`select pg_database_size(current_database())::text as bytes`.execute(db)
  ).rows[0]!;
  return {
    version: facts.version,
    database: facts.database,
    database_location: facts.databaseLocation,
    broker: facts.broker,
    broker_url: facts.brokerUrl,
    media_bytes: Number(media.bytes),
    media_count: Number(media.count),
    database_bytes: Number(bytes),
    events_retention_months: facts.eventsRetentionMonths,
    audit_retention_months: facts.auditRetentionMonths,
  };
}
