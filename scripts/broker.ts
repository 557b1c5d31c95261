import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import {
  deviceCredentials,
  GATEWAY_USERNAME,
  gatewayCredentials,
  samePassword,
} from '@signage/domain/broker-credentials';
import {
  type BrokerRole,
  mayPublish,
  maySubscribe,
  mayUseClientId,
  playerDeviceId,
} from '@signage/domain/broker-rights';
import { Aedes, type Client } from 'aedes';
import { createWebSocketStream, WebSocketServer } from 'ws';

export interface BrokerOptions {
  host: string;
  /** MQTT over TCP; 0 picks a free port. */
  port: number;
  /** MQTT over WebSocket (players in browsers, watchers); 0 picks a free port. */
  wsPort: number;
  /** The shared broker secret (broker-credentials.ts): players and the gateway authenticate against it. */
  secret: string;
}

const roles = new WeakMap<Client, BrokerRole>();
const usernames = new WeakMap<Client, string>();

/** MQTT CONNACK 5 (3.1.1) "not authorized"; Aedes maps an error's returnCode onto CONNACK. */
function refused(): Error & { returnCode: number } {
  return Object.assign(new Error('Not authorized'), { returnCode: 5 });
}

/** The embedded Aedes broker used when MQTT_URL is not set. */
export async function startBroker({ host, port, wsPort, secret }: BrokerOptions) {
  const gateway = gatewayCredentials(secret);
  let deviceCheck: ((deviceId: number) => Promise<boolean>) | undefined;
  const aedes = await Aedes.createBroker({
    // Anonymous clients are refused; a player proves its device id, the gateway its service credential.
    authenticate: (client, username, password, done) => {
      const deviceId = playerDeviceId(username);
      let role: BrokerRole | undefined;
      if (username === GATEWAY_USERNAME && samePassword(password, gateway.password)) role = { kind: 'gateway' };
      else if (deviceId && samePassword(password, deviceCredentials(secret, deviceId).password)) {
        role = { kind: 'player', deviceId };
      }
      // A client id belongs to one identity (broker-rights.ts): a device's login cannot take another's id.
      if (role && !mayUseClientId(role, client.id)) role = undefined;
      // A second connection with a connected client's id would knock that client off: only the same
      // identity may take its place (a player reconnecting), never another device or an outsider.
      const holder = (aedes as unknown as { clients: Record<string, Client> }).clients[client.id];
      if (role && holder && holder !== client && usernames.get(holder) !== username) role = undefined;
      if (!role) return done(refused(), false);
      const accept = () => {
        roles.set(client, role);
        usernames.set(client, username!);
        done(null, true);
      };
      // With the api in this process, a deleted device's player is refused although its password still derives.
      if (role.kind === 'player' && deviceCheck) {
        deviceCheck(role.deviceId).then(
          (active) => (active ? accept() : done(refused(), false)),
          () => done(refused(), false),
        );
      } else accept();
    },
    authorizePublish: (client, packet, done) => {
      const role = client && roles.get(client);
      if (!role || !mayPublish(role, packet.topic, packet.retain)) return done(new Error('Not authorized'));
      done(null);
    },
    authorizeSubscribe: (client, subscription, done) => {
      const role = client && roles.get(client);
      // A null subscription answers SUBACK 0x80: the client learns it was refused and stays connected.
      done(null, role && maySubscribe(role, subscription.topic) ? subscription : null);
    },
  });
  const tcp = createNetServer(aedes.handle);
  await new Promise<void>((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(port, host, resolve);
  });
  const http = createHttpServer((_req, res) => {
    res.writeHead(426).end('MQTT over WebSocket only');
  });
  const wss = new WebSocketServer({ server: http });
  wss.on('connection', (socket, req) => aedes.handle(createWebSocketStream(socket) as never, req as never));
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(wsPort, host, resolve);
  });
  const tcpPort = (tcp.address() as AddressInfo).port;
  const wsListenPort = (http.address() as AddressInfo).port;
  const shownHost = host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    aedes,
    /** Where the api runs in this process: whether a device is (still) activated, asked at each player login. */
    checkDevicesWith(check: (deviceId: number) => Promise<boolean>) {
      deviceCheck = check;
    },
    url: `mqtt://${shownHost}:${tcpPort}`,
    wsUrl: `ws://${shownHost}:${wsListenPort}`,
    async close() {
      // Aedes first: it disconnects its clients, and tcp.close() would otherwise wait for them for ever.
      if (!aedes.closed) await new Promise<void>((resolve) => aedes.close(() => resolve()));
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => tcp.close(() => resolve()));
    },
  };
}
