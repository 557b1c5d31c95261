import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { hashPassword } from '../../../api/src/auth/passwords.ts';
import type { Clock } from '../../../gateway/src/mqtt/presence.ts';
import { TEST_LICENCE_PUBLIC_KEY } from '../../../scripts/sign-licence.ts';
import { startStack } from '../../../scripts/stack.ts';
import { eventually } from './eventually.ts';

export const ADMIN_PASSWORD = 'admin-Pass-123';

/**
 * A fresh database for one suite: with DATABASE_URL, a new database on that server (dropped afterwards);
 * without it, an in-memory PGlite. Suites never see each other's data.
 */
export async function freshDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => undefined };
  const name = `suite_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      // pg's pool.end() resolves before its sockets have closed; forcing the drop at once would kill those
      // connections mid-goodbye and surface as uncaught "terminating connection" errors. Wait for them first.
      const dropped = await eventually(
        () =>
          client.query(`drop database if exists ${name}`).then(
            () => true,
            (error) => {
              // 55006: the database is still in use by the closing sockets; anything else is a real failure.
              if ((error as { code?: string }).code !== '55006') throw error;
              return false;
            },
          ),
        { what: `database ${name} free to drop` },
      ).catch(() => false);
      if (!dropped) await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The whole stack in-process on free ports, as `npm start` wires it. */
export async function startTestStack(
  options: {
    maxUploadBytes?: number;
    mqttUrl?: string;
    presenceClock?: Clock;
    liveCheckMs?: number;
    brokerSecret?: string;
    touchAppMaxBytes?: number;
    /** THUMBNAIL_WORKERS, THUMBNAIL_TIMEOUT_MS, THUMBNAIL_MEMORY_MB. */
    thumbnailWorkers?: number;
    thumbnailTimeoutMs?: number;
    thumbnailMemoryMb?: number;
    /** DATA_SOURCE_ALLOWED_HOSTS, e.g. ['127.0.0.1'] for a suite's local feed or CSV server. */
    dataSourceAllowedHosts?: string[];
    /** GRAPHQL_TRUSTED_DOCUMENTS (off by default outside production). */
    trustedDocuments?: 'console' | 'off';
  } = {},
) {
  const database = await freshDatabaseUrl();
  const mqttUrl = options.mqttUrl ?? process.env.MQTT_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'signage-suite-'));
  const stack = await startStack({
    services: new Set(mqttUrl ? ['api', 'gateway'] : ['api', 'gateway', 'broker']),
    host: '127.0.0.1',
    port: 0,
    apiHost: '127.0.0.1',
    apiPort: 0,
    databaseUrl: database.url,
    dataDir,
    inMemoryDatabase: true,
    // Written once per run by pglite-template.ts (the integration project's global set-up); absent: empty.
    databaseTemplate: process.env.PGLITE_TEMPLATE,
    maxUploadBytes: options.maxUploadBytes,
    mqttUrl,
    presenceClock: options.presenceClock,
    liveCheckMs: options.liveCheckMs,
    brokerSecret: options.brokerSecret ?? process.env.BROKER_SECRET,
    touchAppMaxBytes: options.touchAppMaxBytes,
    thumbnailWorkers: options.thumbnailWorkers,
    thumbnailTimeoutMs: options.thumbnailTimeoutMs,
    thumbnailMemoryMb: options.thumbnailMemoryMb,
    dataSourceAllowedHosts: options.dataSourceAllowedHosts,
    mqttUsername: process.env.MQTT_USERNAME,
    mqttPassword: process.env.MQTT_PASSWORD,
    // The MQTT_URL pass of .ci/run: a Mosquitto with dynamic security, whose admin grants devices their rights.
    mqttAdminUsername: mqttUrl === process.env.MQTT_URL ? process.env.MQTT_ADMIN_USERNAME : undefined,
    mqttAdminPassword: mqttUrl === process.env.MQTT_URL ? process.env.MQTT_ADMIN_PASSWORD : undefined,
    mqttPort: 0,
    mqttWsPort: 0,
    // The embedded SMTP server on a free port: suites run side by side.
    smtpPort: 0,
    adminPassword: ADMIN_PASSWORD,
    // Licence files signed by scripts/sign-licence.ts's test key are what the suites upload.
    licencePublicKey: TEST_LICENCE_PUBLIC_KEY,
    production: false,
    allowedOrigins: [],
    trustedDocuments: options.trustedDocuments,
  });
  const api = stack.api!;
  const gateway = stack.gateway!;
  // Device topics carry the device id; suites sharing one broker must not share ids, or one suite's
  // watchers would hear another's players.
  const firstDeviceId = 1 + randomBytes(3).readUIntBE(0, 3) * 100;
  await sql`select setval('devices_device_id_seq', ${sql.lit(firstDeviceId)}, false)`.execute(api.database.db);
  return {
    apiUrl: api.url,
    gatewayUrl: gateway.url,
    db: api.database.db,
    dataDir,
    stack,
    async close() {
      await stack.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestStack = Awaited<ReturnType<typeof startTestStack>>;

/** Seeds a user straight into the database (the users screen comes with its own issue). */
export async function createUser(
  stack: TestStack,
  user: { username: string; password: string; permissions?: string[]; forcedTags?: string[] },
) {
  const row = await stack.db
    .insertInto('users')
    .values({
      username: user.username,
      email: user.username,
      password_hash: await hashPassword(user.password),
      permissions: user.permissions ?? [],
      forced_tags: user.forcedTags ?? [],
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return row.user_id;
}
