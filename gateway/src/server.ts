import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listeningUrl } from '@signage/domain/http';
import { serveConsole as consoleHandler } from './console-static.ts';
import { graphqlHttpHandler } from './http-fast-path.ts';
import { closeBroker, connectBroker } from './mqtt/connection.ts';
import { DeviceBus } from './mqtt/device-bus.ts';
import type { Clock } from './mqtt/presence.ts';
import { ApiSharedLiveState } from './mqtt/shared-live-state.ts';
import { proxyToApi } from './proxy.ts';
import { createRestPool } from './rest/client.ts';
import { SessionChanges } from './session-changes.ts';
import { loadConsoleDocuments, type TrustedDocuments, type TrustedDocumentsMode } from './trusted-documents.ts';
import { RSS_TICKER_PATH, serveRssTicker } from './widgets/rss-ticker-page.ts';
import { attachGraphqlWs, originAllowed } from './ws.ts';
import { buildYoga } from './yoga.ts';

export interface GatewayOptions {
  /** Origin of the REST service. */
  apiOrigin: string;
  host: string;
  port: number;
  /** The built console (web/dist); served at / with the SPA fallback when present. */
  webDist?: string;
  /** The MQTT broker the devices talk through. */
  mqttUrl: string;
  /** The gateway's broker login (its service credential). */
  mqttCredentials?: { username: string; password: string };
  graphiql?: boolean;
  introspection?: boolean;
  /** Time for device presence; tests inject one they advance instead of waiting out 150 s. */
  presenceClock?: Clock;
  allowedOrigins?: readonly string[];
  /** `console`: the console's pages may run only the console's own documents (GRAPHQL_TRUSTED_DOCUMENTS). */
  trustedDocuments?: TrustedDocumentsMode;
  /** How often live subscriptions re-check their token and rights (ms, default 30 s). */
  liveCheckMs?: number;
  /**
   * The key of the api's stream of session changes (sessionChangesKey of BROKER_SECRET): with it, a sign-out or
   * a change of rights through any gateway or api process ends this gateway's live subscriptions at once, and
   * the last screenshot and now-playing report of each device are shared with the other gateways.
   */
  sessionChangesKey?: string;
  publicUrl?: string;
  logging?: boolean;
}

/** Listens: /graphql (HTTP and graphql-ws), /api/* (proxied REST), the RSS ticker page, and the console elsewhere. */
export async function startGateway(options: GatewayOptions) {
  const restPool = createRestPool({ origin: options.apiOrigin });
  const broker = connectBroker(options.mqttUrl, options.mqttCredentials);
  // With the installation's key, what this gateway hears of devices is shared with the others through the api.
  const shared = options.sessionChangesKey ? new ApiSharedLiveState(restPool, options.sessionChangesKey) : undefined;
  const devices = new DeviceBus(broker, { clock: options.presenceClock, shared });
  const trusted: TrustedDocuments = {
    mode: options.trustedDocuments ?? 'off',
    documents: loadConsoleDocuments(),
    allowedOrigins: options.allowedOrigins,
  };
  const yoga = buildYoga({
    trustedDocuments: trusted,
    restPool,
    devices,
    graphiql: options.graphiql,
    introspection: options.introspection,
    liveCheckMs: options.liveCheckMs,
    publicUrl: options.publicUrl,
    logging: options.logging,
  });
  const sessionChanges = options.sessionChangesKey
    ? new SessionChanges(options.apiOrigin, options.sessionChangesKey, {
        revoked: (hash) => yoga.liveGuard.revokeHash(hash),
        usersChanged: () => void yoga.liveGuard.sweep(),
      })
    : undefined;
  const graphql = graphqlHttpHandler(yoga);
  const serveConsole =
    options.webDist && existsSync(`${options.webDist}/index.html`)
      ? consoleHandler(options.webDist, options.publicUrl)
      : undefined;

  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/graphql' || path.startsWith('/graphql?')) return graphql(req, res);
    if (path === '/healthz') return health(res);
    if (path.startsWith('/api/') || path === '/api') {
      if (req.method === 'POST' && path.split('?')[0] === '/api/logout') endLiveOnLogout(req, res);
      if (changesAUser(req.method, path)) res.once('finish', () => res.statusCode < 300 && void yoga.liveGuard.sweep());
      return proxyToApi(restPool, req, res);
    }
    if (path.split('?')[0] === RSS_TICKER_PATH) return serveRssTicker(res);
    if (serveConsole) return serveConsole(req, res);
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ msg: 'The console is not built: run `npm run build --workspace web`.' }));
  });

  /** A REST sign-out through this gateway ends the token's live operations at once, as signOut does. */
  function endLiveOnLogout(req: IncomingMessage, res: ServerResponse) {
    const token = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (token) res.once('finish', () => res.statusCode === 200 && yoga.liveGuard.revoke(token));
  }

  /**
   * A user changed or deleted through this gateway's REST proxy (permissions, forced tags): live subscriptions
   * re-checked now rather than at the next sweep, as the GraphQL mutations do.
   */
  function changesAUser(method: string | undefined, path: string) {
    return (method === 'PUT' || method === 'DELETE') && /^\/api\/users\/\d+(\/permissions)?$/.test(path.split('?')[0]!);
  }

  /** For load balancers and compose healthchecks: the api answers and the broker is connected. */
  async function health(res: ServerResponse) {
    const api = await restPool
      .request({ method: 'GET', path: '/api/health', headersTimeout: 5000, bodyTimeout: 5000 })
      .then(async (r) => {
        await r.body.dump();
        return r.statusCode === 200;
      })
      .catch(() => false);
    const ok = api && broker.connected;
    res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: ok ? 'ok' : 'degraded', api, broker: broker.connected }));
  }

  const ws = attachGraphqlWs(yoga, restPool, trusted);
  server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/graphql' || !originAllowed(req, options.allowedOrigins ?? [])) {
      socket.write('HTTP/1.1 403 Forbidden\r\n\r\n');
      socket.destroy();
      return;
    }
    ws.wss.handleUpgrade(req, socket, head, (client) => ws.wss.emit('connection', client, req));
  });

  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  return {
    server,
    yoga,
    broker,
    devices,
    sessionChanges,
    url: listeningUrl(server.address(), options.host, options.port, 'localhost'),
    async close() {
      yoga.liveGuard.close();
      await sessionChanges?.close();
      await ws.dispose();
      for (const client of ws.wss.clients) client.terminate();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await restPool.close();
      await closeBroker(broker);
    },
  };
}
