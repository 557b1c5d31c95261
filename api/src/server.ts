import { listeningUrl } from '@signage/domain/http';
import type { ApiOptions } from './app.ts';
import { buildApi } from './app.ts';
import { closeDraining } from './close-draining.ts';
import { CacheBus } from './db/cache-bus.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { withStartUpLock } from './db/start-up-lock.ts';
import { loadDemoMedia } from './demo.ts';
import { MosquittoRights } from './devices/mosquitto-rights.ts';
import { databaseLocation, withoutCredentials } from './licence/installation.ts';
import { type MailOutOptions, startMailOut } from './mail/mail-out.ts';
import { setTouchAppLimits } from './media/touch-app.ts';
import { ensureAdministrator } from './seed.ts';
import { tokenEncryptionSecret } from './widget-auths/token-cipher.ts';

export interface ApiServerOptions {
  databaseUrl?: string;
  /** Media files, and the embedded database unless `databaseUrl` or `inMemoryDatabase` is set. */
  dataDir: string;
  /** Tests: an embedded database that lives only in memory. */
  inMemoryDatabase?: boolean;
  /** With inMemoryDatabase: a dump of a migrated database to start from (the test suites' template). */
  databaseTemplate?: string;
  maxUploadBytes?: number;
  displayTimeZone?: string;
  /** Load demo media into a new database (npm start; not the tests). */
  demoContent?: boolean;
  host: string;
  port: number;
  adminPassword?: string;
  logger?: boolean;
  brokerSecret: string;
  trustedProxies?: string;
  /** Players one client address may register at once (then one more every 10 s); default 60. */
  playerRegistrationBurst?: number;
  touchAppLimits?: { maxBytes?: number; maxEntries?: number };
  /** Encrypts widget auth tokens; generated into `dataDir` when unset. */
  tokenSecret?: string;
  /** The data-source poller: allowed private hosts, and `pollEveryMs` to poll on a timer in this process. */
  dataSources?: ApiOptions['dataSources'];
  /** Layout thumbnail renders: worker threads and the budget of one render (THUMBNAIL_*). */
  thumbnails?: ApiOptions['thumbnails'];
  /** An external Mosquitto whose dynamic-security plugin this api grants device rights on. */
  mosquitto?: { url: string; admin: { username: string; password: string } };
  /** Mail out: SMTP_URL, else the embedded SMTP server on SMTP_PORT (loopback only); MAIL_FROM; their limits. */
  mail?: MailOutOptions;
  /** PUBLIC_URL: links in mails start with it. */
  publicUrl?: string;
  /** AUDIT_RETENTION_MONTHS: months of audit trail kept (default 13). */
  auditRetentionMonths?: number;
  /** EVENTS_RETENTION_MONTHS: months of raw player events kept (default 13). */
  eventsRetentionMonths?: number;
  /** LICENCE_PUBLIC_KEY: the key licence files are verified with, instead of the product's. */
  licencePublicKey?: string;
  /** MQTT_URL when the broker is external; unset: the embedded broker (for the system page). */
  mqttUrl?: string;
}

/** Opens the database, migrates, seeds the first administrator and listens. */
export async function startApi(options: ApiServerOptions) {
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.inMemoryDatabase ? undefined : options.dataDir,
    template: options.inMemoryDatabase ? options.databaseTemplate : undefined,
  });
  // Several api processes may start at once on one PostgreSQL server: one migrates, the others wait and find it done.
  const admin = await withStartUpLock(options.databaseUrl, async () => {
    await migrate(database.db);
    return ensureAdministrator(database.db, options.adminPassword);
  });
  if (options.touchAppLimits) setTouchAppLimits(options.touchAppLimits);
  const brokerRights = options.mosquitto
    ? await MosquittoRights.connect(options.mosquitto.url, options.mosquitto.admin, options.brokerSecret)
    : undefined;
  if (brokerRights) {
    // Devices activated while this api was down (or before rights existed) get theirs now.
    const rows = await database.db.selectFrom('devices').select('device_id').where('activated', '=', true).execute();
    await brokerRights.grant(rows.map((r) => r.device_id));
  }
  // On a PostgreSQL server other api processes may write: caches hear their invalidations through LISTEN/NOTIFY.
  // The embedded database has one process, this one, so its caches need no bus.
  const cacheBus = options.databaseUrl ? await CacheBus.connect(options.databaseUrl) : undefined;
  const mail = await startMailOut(database.db, options.mail);
  const app = await buildApi({
    mailer: mail.mailer,
    publicUrl: options.publicUrl,
    db: database.db,
    singleWriter: database.kind === 'pglite',
    cacheBus,
    dataDir: options.dataDir,
    maxUploadBytes: options.maxUploadBytes,
    displayTimeZone: options.displayTimeZone,
    brokerSecret: options.brokerSecret,
    brokerRights,
    tokenSecret: tokenEncryptionSecret(options.dataDir, options.tokenSecret),
    dataSources: options.dataSources,
    thumbnails: options.thumbnails,
    trustedProxies: options.trustedProxies,
    playerRegistrationBurst: options.playerRegistrationBurst,
    logger: options.logger ? { level: 'warn' } : false,
    auditRetentionMonths: options.auditRetentionMonths,
    eventsRetentionMonths: options.eventsRetentionMonths,
    licencePublicKey: options.licencePublicKey,
    installation: {
      database: database.kind,
      databaseLocation: databaseLocation({
        databaseUrl: options.databaseUrl,
        dataDir: options.dataDir,
        inMemory: options.inMemoryDatabase,
      }),
      broker: options.mqttUrl ? 'external' : 'embedded',
      brokerUrl: options.mqttUrl ? withoutCredentials(options.mqttUrl) : null,
    },
  });
  if (admin.created && options.demoContent) {
    // Demo content is a courtesy: a failure to load it must not keep the product from starting.
    await loadDemoMedia(app.media, admin.userId!).catch((error: Error) =>
      console.warn(`Demo media were not loaded: ${error.message}`),
    );
  }
  await app.listen({ host: options.host, port: options.port });
  return {
    app,
    database,
    admin,
    mail,
    url: listeningUrl(app.server.address(), options.host, options.port, '127.0.0.1'),
    async close() {
      // The database closes even if a plugin fails to: a pool left open outlives the service.
      try {
        await closeDraining(app);
        await mail.close();
        await brokerRights?.close();
        await cacheBus?.close();
      } finally {
        await database.close();
      }
    },
  };
}
