import { deviceCredentials, gatewayCredentials } from '@signage/domain/broker-credentials';
import {
  deviceInTopic,
  deviceOutTopic,
  deviceScreenshotTopic,
  syncPingFilter,
  syncTopic,
} from '@signage/domain/device-topics';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MosquittoRights } from '../../api/src/devices/mosquitto-rights.ts';
import { MESSAGING_UNAVAILABLE } from '../../gateway/src/mqtt/device-bus.ts';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { activateDevice, connectMqtt, nextMessage, playerCall, registerPlayer, seedDevice } from './testkit/devices.ts';
import { eventually } from './testkit/eventually.ts';
import {
  DevicePresenceSubscriptionDocument,
  DeviceScreenshotSubscriptionDocument,
  SendDeviceCommandMutationDocument,
} from './testkit/gql/graphql.ts';
import { gql, signIn, wsClient } from './testkit/graphql.ts';
import { liveQuery } from './testkit/live.ts';
import { manualClock } from './testkit/manual-clock.ts';
import { rest } from './testkit/rest.ts';
import { startRestartableBroker } from './testkit/restartable-broker.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

/** Issue 9: nobody talks to a device over MQTT without rights; each attack is tried and seen refused. */
let stack: TestStack;
let token: string;
let url: string;
const clients: MqttClient[] = [];

beforeAll(async () => {
  stack = await startTestStack({ presenceClock: manualClock() });
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

/**
 * Whether `listener` hears anything on `topic` from `act` (a refusal shows as silence). Silence is proven without
 * waiting: `act` publishes at QoS 1 (so the broker has routed or dropped it when it resolves), then a rightful
 * party publishes a marker on the same topic, and the broker delivers in the order it routed. Whatever `act`
 * got through arrives before the marker.
 */
async function hears(
  listener: MqttClient,
  topic: string,
  act: () => Promise<unknown>,
  sendMarker: (payload: string) => Promise<unknown>,
) {
  const marker = `marker-${++markers}`;
  const heard: string[] = [];
  const onMessage = (t: string, payload: Buffer) => {
    if (t === topic) heard.push(payload.toString('utf8'));
  };
  listener.on('message', onMessage);
  try {
    await act();
    const markerIn = nextMessage(listener, (m) => m.topic === topic && m.json.marker === marker);
    await sendMarker(JSON.stringify({ marker }));
    await markerIn;
  } finally {
    listener.off('message', onMessage);
  }
  return heard.findIndex((payload) => payload.includes(marker)) > 0;
}
let markers = 0;

/**
 * A QoS 1 publish that resolves once the broker has dealt with it: acknowledged (routed, or dropped as Mosquitto
 * drops a refused one), or refused by closing the sender's connection (as Aedes does).
 */
function publishSettled(client: MqttClient, topic: string, payload: string, options: { retain?: boolean } = {}) {
  return Promise.race([
    client.publishAsync(topic, payload, { qos: 1, ...options }).catch(() => {}),
    new Promise<void>((resolve) => client.once('close', () => resolve())),
  ]);
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

describe('a second api process on the same Mosquitto', () => {
  // Mosquitto drops a client whose password is set, even to the same one: an api starting beside another (or
  // again) must leave the logins that are already right alone, or every gateway and player reconnects.
  it.skipIf(!process.env.MQTT_URL)('keeps the connected gateway and players connected', async () => {
    const { deviceId } = await seedDevice(stack, token);
    const device = await asDevice(deviceId);
    expect(device.ok).toBe(true);
    track(device.client);
    const gateway = await asGateway();
    const dropped: string[] = [];
    device.client.on('close', () => dropped.push('player'));
    gateway.on('close', () => dropped.push('gateway'));
    const admin = { username: process.env.MQTT_ADMIN_USERNAME!, password: process.env.MQTT_ADMIN_PASSWORD! };
    const rights = await MosquittoRights.connect(url, admin, stack.stack.brokerSecret);
    await rights.grant([deviceId]);
    await rights.close();
    // A subscribe round trip on each: anything the broker did to them before has arrived by then.
    const dropOut = new Promise<void>((resolve) => {
      device.client.once('close', () => resolve());
      gateway.once('close', () => resolve());
    });
    if (!dropped.length)
      await Promise.race([
        dropOut,
        Promise.allSettled([
          device.client.subscribeAsync(deviceInTopic(deviceId), { qos: 1 }),
          gateway.subscribeAsync(deviceOutTopic(deviceId), { qos: 1 }),
        ]),
      ]);
    expect(dropped).toEqual([]);
    expect(device.client.connected && gateway.connected).toBe(true);
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
    // QoS 1: the publish resolves once the broker has routed (or silently dropped) it; a broker that ends the
    // sender's connection instead rejects it.
    const attempt = (topic: string) => async () => {
      const { client, ok } = await asDevice(attacker.deviceId);
      if (ok) await publishSettled(client, topic, '{"command":"echo","datetime":"now"}');
    };
    // The rightful parties: the gateway commands the victim, the victim answers on its own out topic.
    const asGatewayToVictim = (payload: string) =>
      gateway.publishAsync(deviceInTopic(victim.deviceId), payload, { qos: 1 });
    const asVictim = (payload: string) =>
      asDevice(victim.deviceId).then(({ client }) =>
        client.publishAsync(deviceOutTopic(victim.deviceId), payload, { qos: 1 }),
      );
    const reboot = attempt(deviceInTopic(victim.deviceId));
    expect(await hears(victimClient, deviceInTopic(victim.deviceId), reboot, asGatewayToVictim)).toBe(false);
    const spoof = attempt(deviceOutTopic(victim.deviceId));
    expect(await hears(gateway, deviceOutTopic(victim.deviceId), spoof, asVictim)).toBe(false);
    // The same paths work for the rightful parties, so the silence above is a refusal.
    const own = () => asVictim('{"command":"echo","datetime":"now"}');
    expect(await hears(gateway, deviceOutTopic(victim.deviceId), own, asVictim)).toBe(true);
  });

  it('lets venue clock-sync messages reach only the device they are addressed to, from their own sender', async () => {
    const master = await seedDevice(stack, token);
    const follower = await seedDevice(stack, token);
    const other = await seedDevice(stack, token);
    const { client: masterClient } = await asDevice(master.deviceId);
    const { client: followerClient } = await asDevice(follower.deviceId);
    // What is addressed to it: a master hears any follower's pings, a follower its master's pongs.
    expect(await subscribeCodes(masterClient, syncPingFilter(master.deviceId))).toEqual([1]);
    expect(await subscribeCodes(followerClient, syncTopic(master.deviceId, follower.deviceId))).toEqual([1]);
    // Nobody else's: not pings addressed to another master, not another device's pongs, not all sync traffic.
    const { client: otherClient } = await asDevice(other.deviceId);
    for (const filter of [
      syncPingFilter(master.deviceId),
      syncTopic(master.deviceId, follower.deviceId),
      'devices/+/out/sync/#',
      `devices/${master.deviceId}/out/sync/+`,
    ]) {
      expect(await subscribeCodes(otherClient, filter), filter).toEqual([128]);
    }
    const ping = syncTopic(follower.deviceId, master.deviceId);
    const asFollower = (payload: string) => followerClient.publishAsync(ping, payload, { qos: 1 });
    // The follower's ping reaches the master.
    const own = () => asFollower('{"id":1,"t1":1}');
    expect(await hears(masterClient, ping, own, asFollower)).toBe(true);
    // Another device cannot send a ping as the follower (publish under its id), so the master hears nothing.
    const spoof = async () => {
      const { client, ok } = await asDevice(other.deviceId);
      if (ok) await publishSettled(client, ping, '{"id":2,"t1":2}');
    };
    expect(await hears(masterClient, ping, spoof, asFollower)).toBe(false);
  });

  it('refuses retained commands: a player connecting later receives nothing', async () => {
    const { deviceId } = await seedDevice(stack, token);
    // A refused publish may end the sender's connection, so the marker comes from a second gateway client.
    await publishSettled(await asGateway(), deviceInTopic(deviceId), '{"command":"reboot"}', { retain: true });
    const gateway = await asGateway();
    const { client } = await asDevice(deviceId);
    const subscribe = () => client.subscribeAsync(deviceInTopic(deviceId));
    const command = (payload: string) => gateway.publishAsync(deviceInTopic(deviceId), payload, { qos: 1 });
    expect(await hears(client, deviceInTopic(deviceId), subscribe, command)).toBe(false);
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

  it('does not let a device’s login take another device’s client id before that device connects', async () => {
    const victim = await seedDevice(stack, token);
    const squatter = await seedDevice(stack, token);
    // Issue 21: the squatter came first and the victim was refused for as long as the squatter held its id.
    expect((await asDevice(squatter.deviceId, `player-${victim.deviceId}`)).ok).toBe(false);
    expect((await asDevice(squatter.deviceId, 'any-other-id')).ok).toBe(false);
    const real = await asDevice(victim.deviceId);
    expect(real.ok).toBe(true);
    expect(real.client.connected).toBe(true);
  });

  it('drops a screenshot answer that is not an image', async () => {
    const { deviceId } = await seedDevice(stack, token);
    const ws = wsClient(stack.gatewayUrl, token);
    const shots = liveQuery(ws, DeviceScreenshotSubscriptionDocument, { id: String(deviceId) });
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
  it('300 subscribe-and-cancel cycles of a view-only user cause one echo, not 300', async () => {
    const { deviceId } = await seedDevice(stack, token);
    await createUser(stack, { username: 'churner', password: 'Churner-Pass-1', permissions: ['view devices'] });
    const viewer = await signIn(stack.gatewayUrl, 'churner', 'Churner-Pass-1');
    const commands: string[] = [];
    const { client: device } = await asDevice(deviceId);
    await device.subscribeAsync(deviceInTopic(deviceId), { qos: 1 });
    device.on('message', (_topic: string, payload: Buffer) => commands.push(JSON.parse(payload.toString()).command));
    const ws = wsClient(stack.gatewayUrl, viewer.token);
    for (let i = 0; i < 300; i++) {
      const live = liveQuery(ws, DevicePresenceSubscriptionDocument, { id: String(deviceId) });
      await live.next();
      live.dispose();
      await eventually(() => !stack.stack.gateway!.devices.presenceWatched.includes(deviceId), { what: 'released' });
    }
    // The gateway publishes on one broker connection, in order: once this command reaches the device, every
    // echo published during the cycles has arrived before it.
    const sent = await gql(
      stack.gatewayUrl,
      SendDeviceCommandMutationDocument,
      { id: String(deviceId), command: 'FETCH_SCHEDULES' },
      token,
    );
    expect(sent.errors).toBeUndefined();
    await eventually(() => commands.includes('fetch-schedules'), { what: 'the closing command' });
    // The presence clock stands still (the suite's clock is injected), so all 300 cycles fall within one
    // ECHO_MIN_INTERVAL_MS: the first watcher's echo is the only one.
    expect(commands).toEqual(['echo', 'fetch-schedules']);
    await ws.dispose();
  });
});

// Its test starts a broker and a whole stack of its own inside the test, not in a hook: on a loaded 2-core machine
// that alone has taken most of the default 30 s.
describe('while the broker is down', { timeout: 90_000 }, () => {
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
      const presence = liveQuery(ws, DevicePresenceSubscriptionDocument, { id: String(body.device_id) });
      await presence.next((a) => a.data?.devicePresence.online === true);
      await broker.stop();
      await presence.next((a) => a.data?.devicePresence.messagingAvailable === false);
      const answer = await gql(
        own.gatewayUrl,
        SendDeviceCommandMutationDocument,
        { id: String(body.device_id), command: 'REBOOT' },
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
