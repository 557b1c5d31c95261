import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { Aedes } from 'aedes';
import { createWebSocketStream, WebSocketServer } from 'ws';

export interface BrokerOptions {
  host: string;
  /** MQTT over TCP; 0 picks a free port. */
  port: number;
  /** MQTT over WebSocket (players in browsers, watchers); 0 picks a free port. */
  wsPort: number;
}

/** The embedded Aedes broker used when MQTT_URL is not set. */
export async function startBroker({ host, port, wsPort }: BrokerOptions) {
  const aedes = await Aedes.createBroker();
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
