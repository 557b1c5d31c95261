import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { Aedes, type Client } from 'aedes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { activateDevice } from './testkit/devices.ts';
import { signIn } from './testkit/graphql.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

/**
 * Issue 21: a player refused by the broker (MQTT.js stops for good after a refused CONNECT) stayed offline. It
 * now tries again with a growing, jittered wait. The broker here is a bare Aedes of the test's own that refuses
 * the first attempts, so the refusal is certain whichever broker the rest of the suite uses.
 */
let stack: TestStack;
let aedes: Aedes;
let server: Server;
let url: string;
const attempts: { clientId: string; username?: string; at: number }[] = [];
const REFUSALS = 3;

beforeAll(async () => {
  stack = await startTestStack();
  aedes = await Aedes.createBroker({
    authenticate: (client: Client, username, _password, done) => {
      attempts.push({ clientId: client.id, username, at: performance.now() });
      if (attempts.length <= REFUSALS)
        return done(Object.assign(new Error('Not authorized'), { returnCode: 5 }), false);
      done(null, true);
    },
  });
  server = createServer(aedes.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `mqtt://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => aedes?.close(() => resolve()));
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await stack?.close();
});

describe('a player refused by the broker', () => {
  it('tries again, waiting longer each time, until it is let in', async () => {
    const token = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
    const player = new SimulatedPlayer({
      apiUrl: stack.apiUrl,
      mqttUrl: url,
      name: 'Refused at first',
      checkinIntervalMs: 50,
      reconnect: { minMs: 40, maxMs: 1000 },
    });
    const retries: number[] = [];
    player.on('reconnecting', (attempt: number) => retries.push(attempt));
    try {
      const key = await player.start();
      const { body } = await activateDevice(stack.apiUrl, token, key);
      await player.whenOnline();
      expect(player.online).toBe(true);
      expect(attempts).toHaveLength(REFUSALS + 1);
      // Every attempt logs in as the device, with the client id the broker ties to that login.
      for (const attempt of attempts)
        expect(attempt).toMatchObject({ clientId: `player-${body.device_id}`, username: String(body.device_id) });
      expect(retries).toEqual([1, 2, 3]);
      // The waits grow: each is at least half its doubling ceiling (40, 80, 160 ms: at least 20, 40, 80 ms).
      const waits = attempts.slice(1).map((a, i) => a.at - attempts[i]!.at);
      for (const [i, wait] of waits.entries()) expect(wait).toBeGreaterThanOrEqual(20 * 2 ** i - 5);
    } finally {
      await player.stop();
    }
  });
});
