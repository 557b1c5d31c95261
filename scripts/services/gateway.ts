import { gatewayCredentials, sessionChangesKey } from '@signage/domain/broker-credentials';
import { startGateway } from '../../gateway/src/server.ts';
import type { StackConfig } from '../stack.ts';

/** The gateway's entry point: loaded by `startStack` only when SERVICES runs the gateway. */
export function startGatewayService(
  config: StackConfig,
  {
    apiOrigin,
    mqttUrl,
    brokerSecret,
    webDist,
  }: { apiOrigin: string; mqttUrl: string; brokerSecret: string; webDist: string },
) {
  return startGateway({
    apiOrigin,
    mqttUrl,
    mqttCredentials:
      config.mqttUsername && config.mqttPassword
        ? { username: config.mqttUsername, password: config.mqttPassword }
        : gatewayCredentials(brokerSecret),
    host: config.host,
    port: config.port,
    webDist,
    graphiql: !config.production,
    introspection: config.introspection ?? !config.production,
    allowedOrigins: config.allowedOrigins,
    trustedDocuments: config.trustedDocuments ?? (config.production ? 'console' : 'off'),
    logging: config.logging,
    presenceClock: config.presenceClock,
    liveCheckMs: config.liveCheckMs,
    sessionChangesKey: sessionChangesKey(brokerSecret),
    publicUrl: config.publicUrl,
  });
}
