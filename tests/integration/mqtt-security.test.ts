import { deviceInTopic, deviceOutTopic, deviceScreenshotTopic } from '@signage/domain/device-topics';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCredentials, gatewayCredentials } from '../../api/src/devices/broker-credentials.ts';
import { ECHO_MIN_INTERVAL_MS, MESSAGING_UNAVAILABLE } from '../../gateway/src/mqtt/device-bus.ts';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { activateDevice, connectMqtt, playerCall, registerPlayer, seedDevice } from './testkit/devices.ts';
import { gql, signIn, wsClient } from './testkit/graphql.ts';
import { eventually, liveQuery } from './testkit/live.ts';
import { rest } from './testkit/rest.ts';
import { startRestartableBroker } from './testkit/restartable-broker.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

/** Issue 9: nobody talks to a device over MQTT without rights; each attack is tried and seen refused. */
let stack: TestStack;
let token: string;
let url: string;
const clients: MqttClient[] = [];

beforeAll(async () => {
  stack = await startTestStack();
  token = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
  url = stack.stack.mqttUrl!;
});
afterAll(async () => {
  for (const client of clients) client.end(true);
  await stack?.close();
});

/** Connects, answering the CONNACK's outcome instead of retrying. */
function tryConnect(options: mqtt.IClientOptions = {}) {
  const client = mqtt.connect(url, { reconnectPeriod: 0, connectTimeout: 5000, ...options });
  clients.push(client);
  return new Promise<{ client: MqttClient; ok: boolean; code?: number }>((resolve) => {
    client.once('connect', () => resolve({ client, ok: true }));
    client.once('error', (error) => resolve({ client, ok: false, code: (error as { code?: number }).code }));
    client.once('close', () => resolve({ client, ok: false }));
  });
}

/** As the player of `deviceId`, with the client id check-in gives it (Mosquitto holds each device to its own). */
const asDevice = (deviceId: number, clientId = `player-${deviceId}`) =>
  tryConnect({ ...deviceCredentials(stack.stack.brokerSecret, deviceId), clientId });
const asGateway = () => connectMqtt(url, gatewayCredentials(stack.stack.brokerSecret)).then(track);
const track = (client: MqttClient) => {
  clients.push(client);
  return client;
};

/** Granted QoS per filter: 128 is a refusal. */
async function subscribeCodes(client: MqttClient, filter: string) {
  try {
    const granted = await client.subscribeAsync(filter, { qos: 1 });
    return granted.map((g) => g.qos);
  } catch (error) {
    // MQTT.js turns a SUBACK of 128 into this error.
    if ((error as Error).message.startsWith('Subscribe error')) return [128];
    throw error;
  }
}

/** Whether `client` receives anything on `topic` within a short wait after `act` (a refusal shows as silence). */
async function hears(client: MqttClient, topic: string, act: () => Promise<unknown>) {
  let heard = false;
  const onMessage = (t: string) => {
    if (t === topic) heard = true;
  };
  client.on('message', onMessage);
  await act();
  // A message the broker delivers arrives within milliseconds; a marker message after it proves the path is live.
  await new Promise((resolve) => setTimeout(resolve, 300));
  client.off('message', onMessage);
  return heard;
}

describe('the broker refuses clients without valid credentials', () => {
  it('refuses an anonymous client and a wrong password', async () => {
    expect((await tryConnect()).ok).toBe(false);
    expect((await tryConnect({ username: '1', password: 'guess' })).ok).toBe(false);
    expect((await tryConnect({ username: 'signage-gateway', password: 'guess' })).ok).toBe(false);
  });

  it('gives an unactivated player no broker login', async () => {
    const credentials = await registerPlayer(stack.apiUrl);
    const checkin = await playerCall(stack.apiUrl, credentials, '/players/checkin');
    expect(checkin.body).toEqual({ device_id: null, activated: false });
  });
});

describe('a deleted device', () => {
  it('loses its broker login', async () => {
    const { deviceId } = await seedDevice(stack, token);
    const before = await asDevice(deviceId);
    expect(before.ok).toBe(true);
    before.client.end(true);
    expect((await rest(stack.apiUrl, token, 'DELETE', `/devices/${deviceId}`)).status).toBe(200);
    expect((await asDevice(deviceId)).ok).toBe(false);
  });
});

describe('topic rights', () => {
  it('lets a player subscribe only to its own in topic', async () => {
    const { deviceId } = await seedDevice(stack, token);
    const { client, ok } = await asDevice(deviceId);
    expect(ok).toBe(true);
    expect(await subscribeCodes(client, deviceInTopic(deviceId))).toEqual([1]);
    for (const filter of [deviceInTopic(deviceId + 1), '#', 'devices/+/out/#', deviceOutTopic(deviceId), '$SYS/#']) {
      expect(await subscribeCodes(client, filter), filter).toEqual([128]);
    }
  });

  it('does not let a player command another device, nor spoof its answers (presence stays as it was)', async () => {
    const victim = await seedDevice(stack, token);
    const attacker = await seedDevice(stack, token);
    const { client: victimClient } = await asDevice(victim.deviceId);
    await victimClient.subscribeAsync(deviceInTopic(victim.deviceId), { qos: 0 });
    const gateway = await asGateway();
    await gateway.subscribeAsync(deviceOutTopic(victim.deviceId), { qos: 0 });
    // A refused publish may end the sender's connection (Aedes does), so each attempt gets a fresh one.
    const attempt = (topic: string) => async () => {
      const { client, ok } = await asDevice(attacker.deviceId);
      if (ok) await client.publishAsync(topic, '{"command":"echo","datetime":"now"}', { qos: 0 }).catch(() => {});
    };
    const reboot = attempt(deviceInTopic(victim.deviceId));
    expect(await hears(victimClient, deviceInTopic(victim.deviceId), reboot)).toBe(false);
    const spoof = attempt(deviceOutTopic(victim.deviceId));
    expect(await hears(gateway, deviceOutTopic(victim.deviceId), spoof)).toBe(false);
    // The same paths work for the rightful parties, so the silence above is a refusal.
    const own = () =>
      asDevice(victim.deviceId).then(({ client }) =>
        client.publishAsync(deviceOutTopic(victim.deviceId), '{"command":"echo","datetime":"now"}', { qos: 0 }),
      );
    expect(await hears(gateway, deviceOutTopic(victim.deviceId), own)).toBe(true);
  });

  it('refuses retained commands: a player connecting later receives nothing', async () => {
    const { deviceId } = await seedDevice(stack, token);
    const gateway = await asGateway();
    await gateway
      .publishAsync(deviceInTopic(deviceId), '{"command":"reboot"}', { qos: 0, retain: true })
      .catch(() => {});
    const { client } = await asDevice(deviceId);
    expect(await hears(client, deviceInTopic(deviceId), () => client.subscribeAsync(deviceInTopic(deviceId)))).toBe(
      false,
    );
  });

  it('does not let another identity take over a connected player’s client id', async () => {
    const a = await seedDevice(stack, token);
    const b = await seedDevice(stack, token);
    const clientId = `player-${a.deviceId}`;
    const { client: player, ok } = await asDevice(a.deviceId, clientId);
    expect(ok).toBe(true);
    const intruder = await asDevice(b.deviceId, clientId);
    expect(intruder.ok).toBe(false);
    expect(player.connected).toBe(true);
    // The player itself may reconnect with its id (a new connection replaces the old one).
    expect((await asDevice(a.deviceId, clientId)).ok).toBe(true);
  });

  it('drops a screenshot answer that is not an image', async () => {
    const { deviceId } = await seedDevice(stack, token);
    const ws = wsClient(stack.gatewayUrl, token);
    const shots = liveQuery<{ deviceScreenshot: { mimeType: string } }>(
      ws,
      'subscription ($id: ID!) { deviceScreenshot(deviceId: $id) { mimeType } }',
      { id: String(deviceId) },
    );
    await eventually(() => stack.stack.gateway!.devices.heldTopics.includes(deviceScreenshotTopic(deviceId)));
    const { client } = await asDevice(deviceId);
    const shot = (mime_type: string) =>
      JSON.stringify({
        datetime: 'now',
        thumbnail: false,
        mime_type,
        image: Buffer.from('<b>x</b>').toString('base64'),
      });
    await client.publishAsync(deviceScreenshotTopic(deviceId), shot('text/html'), { qos: 1 });
    await client.publishAsync(deviceScreenshotTopic(deviceId), shot('image/png'), { qos: 1 });
    const { data } = await shots.next();
    expect(data?.deviceScreenshot.mimeType).toBe('image/png');
    expect(shots.received).toHaveLength(1);
    shots.dispose();
    await ws.dispose();
  });
});

describe('echo checks are rate-limited per device', () => {
  it('300 subscribe-and-cancel cycles of a view-only user cause one echo per 20 s, not 300', async () => {
    const { deviceId } = await seedDevice(stack, token);
    await createUser(stack, { username: 'churner', password: 'Churner-Pass-1', permissions: ['view devices'] });
    const viewer = await signIn(stack.gatewayUrl, 'churner', 'Churner-Pass-1');
    const gateway = await asGateway();
    let echoes = 0;
    const { client: device } = await asDevice(deviceId);
    await device.subscribeAsync(deviceInTopic(deviceId), { qos: 1 });
    device.on('message', () => echoes++);
    const ws = wsClient(stack.gatewayUrl, viewer.token);
    const started = Date.now();
    for (let i = 0; i < 300; i++) {
      const live = liveQuery(ws, 'subscription ($id: ID!) { devicePresence(deviceId: $id) { online } }', {
        id: String(deviceId),
      });
      await live.next();
      live.dispose();
      await eventually(() => !stack.stack.gateway!.devices.presenceWatched.includes(deviceId), 5000, 'released');
    }
    await hears(device, 'none', async () => {});
    // One echo per ECHO_MIN_INTERVAL_MS at most, however many subscriptions came and went (a slow machine may
    // take longer than one interval for the 300 cycles).
    expect(echoes).toBeGreaterThanOrEqual(1);
    expect(echoes).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / ECHO_MIN_INTERVAL_MS));
    await ws.dispose();
    gateway.end(true);
  });
});

describe('while the broker is down', () => {
  it('fails a command at once with a clear error, and presence says so', async () => {
    const broker = await startRestartableBroker();
    const own = await startTestStack({ mqttUrl: broker.url, brokerSecret: broker.secret });
    try {
      const ownToken = (await signIn(own.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
      const player = new SimulatedPlayer({
        apiUrl: own.apiUrl,
        mqttUrl: broker.url,
        name: 'Down',
        checkinIntervalMs: 100,
      });
      const key = await player.start();
      const { body } = await activateDevice(own.apiUrl, ownToken, key);
      await player.whenOnline();
      const ws = wsClient(own.gatewayUrl, ownToken);
      const presence = liveQuery<{ devicePresence: { online: boolean; messagingAvailable: boolean } }>(
        ws,
        'subscription ($id: ID!) { devicePresence(deviceId: $id) { online messagingAvailable } }',
        { id: String(body.device_id) },
      );
      await presence.next((a) => a.data?.devicePresence.online === true);
      await broker.stop();
      await presence.next((a) => a.data?.devicePresence.messagingAvailable === false);
      const answer = await gql(
        own.gatewayUrl,
        'mutation ($id: ID!) { sendDeviceCommand(deviceId: $id, command: REBOOT) { sentAt } }',
        { id: String(body.device_id) },
        ownToken,
      );
      expect(answer.errors?.[0]).toMatchObject({
        message: MESSAGING_UNAVAILABLE,
        extensions: { code: 'MESSAGING_UNAVAILABLE' },
      });
      // Nothing was queued: when the broker is back, the player is not rebooted by the refused command.
      let rebooted = false;
      player.on('command', (command: { command?: string }) => {
        if (command.command === 'reboot') rebooted = true;
      });
      await broker.start();
      await presence.next((a) => a.data?.devicePresence.online === true, 15_000);
      expect(rebooted).toBe(false);
      presence.dispose();
      await ws.dispose();
      await player.stop();
    } finally {
      await own.close();
      await broker.close();
    }
  });
});
