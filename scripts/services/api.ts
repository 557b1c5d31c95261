import { startApi } from '../../api/src/server.ts';
import type { StackConfig } from '../stack.ts';

/**
 * The REST service's entry point: loaded by `startStack` only when SERVICES runs the api, so a gateway-only
 * process never loads the api, its database drivers or sharp.
 */
export async function startApiService(config: StackConfig, brokerSecret: string) {
  const api = await startApi({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemoryDatabase: config.inMemoryDatabase,
    databaseTemplate: config.databaseTemplate,
    demoContent: config.demoContent,
    maxUploadBytes: config.maxUploadBytes,
    displayTimeZone: config.displayTimeZone,
    host: config.apiHost,
    port: config.apiPort,
    adminPassword: config.adminPassword,
    brokerSecret,
    trustedProxies: config.trustedProxies,
    playerRegistrationBurst: config.playerRegistrationBurst,
    mosquitto:
      config.mqttUrl && config.mqttAdminUsername && config.mqttAdminPassword
        ? { url: config.mqttUrl, admin: { username: config.mqttAdminUsername, password: config.mqttAdminPassword } }
        : undefined,
    touchAppLimits: { maxBytes: config.touchAppMaxBytes, maxEntries: config.touchAppMaxEntries },
    tokenSecret: config.tokenEncryptionSecret,
    thumbnails: {
      workers: config.thumbnailWorkers,
      timeoutMs: config.thumbnailTimeoutMs,
      memoryMb: config.thumbnailMemoryMb,
    },
    dataSources: { allowedHosts: config.dataSourceAllowedHosts, pollEveryMs: config.dataSourcePollEveryMs },
    logger: config.logging,
    publicUrl: config.publicUrl,
    mail: {
      smtpUrl: config.smtpUrl,
      smtpPort: config.smtpPort,
      from: config.mailFrom,
      retention: { maxMails: config.outgoingMailMaxCount, maxAgeDays: config.outgoingMailMaxDays },
    },
    auditRetentionMonths: config.auditRetentionMonths,
    eventsRetentionMonths: config.eventsRetentionMonths,
    licencePublicKey: config.licencePublicKey,
    mqttUrl: config.mqttUrl,
  });
  const { db } = api.database;
  /** For the embedded broker: only activated devices may log in. */
  const isActivated = async (deviceId: number) =>
    Boolean(
      await db
        .selectFrom('devices')
        .select('device_id')
        .where('device_id', '=', deviceId)
        .where('activated', '=', true)
        .executeTakeFirst(),
    );
  return { ...api, isActivated };
}
