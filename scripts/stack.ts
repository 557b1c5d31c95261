import { fileURLToPath } from 'node:url';
import { brokerSecret, gatewayCredentials } from '../api/src/devices/broker-credentials.ts';
import { startApi } from '../api/src/server.ts';
import type { Clock } from '../gateway/src/mqtt/presence.ts';
import { startGateway } from '../gateway/src/server.ts';
import { startBroker } from './broker.ts';
import type { Config } from './config.ts';
import { startDemoPlayers } from './demo-players.ts';

export const WEB_DIST = fileURLToPath(new URL('../web/dist/', import.meta.url));

export type StackConfig = Pick<
  Config,
  | 'services'
  | 'host'
  | 'port'
  | 'apiHost'
  | 'apiPort'
  | 'apiUrl'
  | 'databaseUrl'
  | 'mqttUrl'
  | 'mqttPort'
  | 'mqttWsPort'
  | 'adminPassword'
  | 'production'
  | 'allowedOrigins'
  | 'dataDir'
> &
  Partial<
    Pick<
      Config,
      | 'maxUploadBytes'
      | 'displayTimeZone'
      | 'introspection'
      | 'brokerSecret'
      | 'mqttUsername'
      | 'mqttPassword'
      | 'trustedProxies'
      | 'touchAppMaxBytes'
      | 'touchAppMaxEntries'
      | 'mqttAdminUsername'
      | 'mqttAdminPassword'
      | 'publicUrl'
      | 'tokenEncryptionSecret'
      | 'dataSourceAllowedHosts'
    >
  > & {
    /** Poll External URL data sources on a timer in this process (npm start: every 30 s; tests: off). */
    dataSourcePollEveryMs?: number;
    inMemoryDatabase?: boolean;
    logging?: boolean;
    demoContent?: boolean;
    presenceClock?: Clock;
    liveCheckMs?: number;
  };

/**
 * Starts what the configuration asks for, in dependency order: broker, REST service, gateway. Used by
 * `npm start`, the integration tests and the browser tests alike, so all three run the same wiring.
 */
export async function startStack(config: StackConfig) {
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    // Each part is closed even when another fails; a failure is reported, not swallowed.
    for (const closer of closers.reverse()) {
      await closer().catch((error: Error) => console.warn(`Closing a service failed: ${error.message}`));
    }
  };
  try {
    const secret = brokerSecret(config.dataDir, config.brokerSecret);
    const broker = config.services.has('broker')
      ? await startBroker({ host: config.host, port: config.mqttPort, wsPort: config.mqttWsPort, secret })
      : undefined;
    if (broker) closers.push(broker.close);
    const mqttUrl = config.mqttUrl ?? broker?.url;

    const api = config.services.has('api')
      ? await startApi({
          databaseUrl: config.databaseUrl,
          dataDir: config.dataDir,
          inMemoryDatabase: config.inMemoryDatabase,
          demoContent: config.demoContent,
          maxUploadBytes: config.maxUploadBytes,
          displayTimeZone: config.displayTimeZone,
          host: config.apiHost,
          port: config.apiPort,
          adminPassword: config.adminPassword,
          brokerSecret: secret,
          trustedProxies: config.trustedProxies,
          mosquitto:
            config.mqttUrl && config.mqttAdminUsername && config.mqttAdminPassword
              ? {
                  url: config.mqttUrl,
                  admin: { username: config.mqttAdminUsername, password: config.mqttAdminPassword },
                }
              : undefined,
          touchAppLimits: { maxBytes: config.touchAppMaxBytes, maxEntries: config.touchAppMaxEntries },
          tokenSecret: config.tokenEncryptionSecret,
          dataSources: { allowedHosts: config.dataSourceAllowedHosts, pollEveryMs: config.dataSourcePollEveryMs },
          logger: config.logging,
        })
      : undefined;
    if (api) closers.push(api.close);
    if (broker && api) {
      const { db } = api.database;
      broker.checkDevicesWith(async (deviceId) =>
        Boolean(
          await db
            .selectFrom('devices')
            .select('device_id')
            .where('device_id', '=', deviceId)
            .where('activated', '=', true)
            .executeTakeFirst(),
        ),
      );
    }

    let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
    if (config.services.has('gateway')) {
      if (!mqttUrl) throw new Error('MQTT_URL is required when SERVICES runs the gateway without the broker');
      gateway = await startGateway({
        apiOrigin: config.apiUrl ?? api?.url ?? '',
        mqttUrl,
        mqttCredentials:
          config.mqttUsername && config.mqttPassword
            ? { username: config.mqttUsername, password: config.mqttPassword }
            : gatewayCredentials(secret),
        host: config.host,
        port: config.port,
        webDist: WEB_DIST,
        graphiql: !config.production,
        introspection: config.introspection ?? !config.production,
        allowedOrigins: config.allowedOrigins,
        logging: config.logging,
        presenceClock: config.presenceClock,
        liveCheckMs: config.liveCheckMs,
        publicUrl: config.publicUrl,
      });
      closers.push(gateway.close);
    }

    // npm start's demo devices need the REST service and a broker in reach; the tests start their own.
    const demoPlayers =
      config.demoContent && api && mqttUrl
        ? await startDemoPlayers({
            apiUrl: api.url,
            mqttUrl,
            dataDir: config.dataDir,
            db: api.database.db,
            newDatabase: api.admin.created,
            adminUserId: api.admin.userId,
          }).catch((error: Error) => {
            console.warn(`Demo players were not started: ${error.message}`);
            return undefined;
          })
        : undefined;
    if (demoPlayers) closers.push(demoPlayers.stop);
    return { broker, api, gateway, mqttUrl, brokerSecret: secret, demoPlayers, close };
  } catch (error) {
    await close();
    throw error;
  }
}
