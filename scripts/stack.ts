import { fileURLToPath } from 'node:url';
import type { Clock } from '../gateway/src/mqtt/presence.ts';
import { brokerSecret } from './broker-secret.ts';
import type { Config } from './config.ts';

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
      | 'trustedDocuments'
      | 'brokerSecret'
      | 'mqttUsername'
      | 'mqttPassword'
      | 'trustedProxies'
      | 'touchAppMaxBytes'
      | 'touchAppMaxEntries'
      | 'thumbnailWorkers'
      | 'thumbnailTimeoutMs'
      | 'thumbnailMemoryMb'
      | 'playerRegistrationBurst'
      | 'mqttAdminUsername'
      | 'mqttAdminPassword'
      | 'publicUrl'
      | 'tokenEncryptionSecret'
      | 'auditRetentionMonths'
      | 'eventsRetentionMonths'
      | 'licencePublicKey'
      | 'dataSourceAllowedHosts'
      | 'smtpUrl'
      | 'smtpPort'
      | 'mailFrom'
      | 'outgoingMailMaxCount'
      | 'outgoingMailMaxDays'
    >
  > & {
    /** Poll External URL data sources on a timer in this process (npm start: every 30 s; tests: off). */
    dataSourcePollEveryMs?: number;
    inMemoryDatabase?: boolean;
    /** With inMemoryDatabase: a dump of a migrated database to start from (the test suites' template). */
    databaseTemplate?: string;
    logging?: boolean;
    demoContent?: boolean;
    presenceClock?: Clock;
    liveCheckMs?: number;
  };

/**
 * Starts what the configuration asks for, in dependency order: broker, REST service, gateway. Used by
 * `npm start`, the integration tests and the browser tests alike, so all three run the same wiring. Each service
 * is imported only when it runs: a gateway-only process loads none of the api's code, drivers or sharp (about
 * 65 MB of resident memory), an api-only one none of the gateway's.
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
      ? await (await import('./broker.ts')).startBroker({
          host: config.host,
          port: config.mqttPort,
          wsPort: config.mqttWsPort,
          secret,
        })
      : undefined;
    if (broker) closers.push(broker.close);
    const mqttUrl = config.mqttUrl ?? broker?.url;

    const api = config.services.has('api')
      ? await (await import('./services/api.ts')).startApiService(config, secret)
      : undefined;
    if (api) closers.push(api.close);
    if (broker && api) broker.checkDevicesWith(api.isActivated);

    let gateway: Awaited<ReturnType<typeof import('./services/gateway.ts').startGatewayService>> | undefined;
    if (config.services.has('gateway')) {
      if (!mqttUrl) throw new Error('MQTT_URL is required when SERVICES runs the gateway without the broker');
      const { startGatewayService } = await import('./services/gateway.ts');
      gateway = await startGatewayService(config, {
        apiOrigin: config.apiUrl ?? api?.url ?? '',
        mqttUrl,
        brokerSecret: secret,
        webDist: WEB_DIST,
      });
      closers.push(gateway.close);
    }

    // npm start's demo devices need the REST service and a broker in reach; the tests start their own.
    const demoPlayers =
      config.demoContent && api && mqttUrl
        ? await (await import('./demo-players.ts'))
            .startDemoPlayers({
              apiUrl: api.url,
              mqttUrl,
              dataDir: config.dataDir,
              db: api.database.db,
              newDatabase: api.admin.created,
              adminUserId: api.admin.userId,
            })
            .catch((error: Error) => {
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
