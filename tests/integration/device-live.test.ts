import { deviceInTopic, deviceOutTopic, deviceScreenshotTopic } from '@signage/domain/device-topics';
import type { Packet } from 'mqtt';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECHO_MIN_INTERVAL_MS } from '../../gateway/src/mqtt/device-bus.ts';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { activateDevice, registerPlayer } from './testkit/devices.ts';
import { eventually } from './testkit/eventually.ts';
import {
  ActivateDeviceMutationDocument,
  DeviceActivatedQueryDocument,
  type DeviceCommand,
  DeviceDetailQueryDocument,
  DeviceEchoSubscriptionDocument,
  DeviceKeptScreenshotSubscriptionDocument,
  DevicePresenceSubscriptionDocument,
  DeviceScreenshotSubscriptionDocument,
  DevicesByLastContactQueryDocument,
  type LastContact,
  PendingDevicesQueryDocument,
  SendDeviceCommandMutationDocument,
} from './testkit/gql/graphql.ts';
import { gql, gqlCountingRestCalls, signIn, wsClient } from './testkit/graphql.ts';
import { liveQuery, roundTrip } from './testkit/live.ts';
import { manualClock } from './testkit/manual-clock.ts';
import { startRestartableBroker } from './testkit/restartable-broker.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

/** The gateway's MQTT adapter end to end: GraphQL subscribers → one broker subscription → a simulated player. */
let stack: TestStack;
let token: string;
let player: SimulatedPlayer;
let deviceId: string;
/** Presence runs on this clock: the tests move it on instead of waiting 150 s. */
const clock = manualClock();
/** Topics in the SUBSCRIBE and UNSUBSCRIBE packets the gateway sent to the broker, in order. */
const subscribed: string[] = [];
const unsubscribed: string[] = [];
/** PUBLISH packets the gateway sent to the broker. */
const published: { topic: string; payload: string }[] = [];

const ECHO = DeviceEchoSubscriptionDocument;
const SCREENSHOT = DeviceScreenshotSubscriptionDocument;
const PRESENCE = DevicePresenceSubscriptionDocument;

const send = (command: DeviceCommand, variables: { thumbnail?: boolean } = {}, as = token) =>
  gql(stack.gatewayUrl, SendDeviceCommandMutationDocument, { id: deviceId, command, ...variables }, as);

beforeAll(async () => {
  stack = await startTestStack({ presenceClock: clock });
  token = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
  stack.stack.gateway!.broker.on('packetsend', (packet: Packet) => {
    if (packet.cmd === 'subscribe') subscribed.push(...packet.subscriptions.map((s) => s.topic));
    if (packet.cmd === 'unsubscribe') unsubscribed.push(...(packet.unsubscriptions as string[]));
    if (packet.cmd === 'publish') published.push({ topic: packet.topic, payload: String(packet.payload) });
  });
  player = new SimulatedPlayer({
    apiUrl: stack.apiUrl,
    mqttUrl: stack.stack.mqttUrl!,
    name: 'Foyer',
    checkinIntervalMs: 100,
    rebootSilenceMs: 1500,
  });
  const key = await player.start();
  const activated = await gql(stack.gatewayUrl, ActivateDeviceMutationDocument, { key }, token);
  deviceId = activated.data!.activateDevice.id;
  await player.whenActivated();
  await player.whenOnline();
});
afterAll(async () => {
  await player?.stop();
  await stack?.close();
});

describe('activation through GraphQL', () => {
  it("lists a waiting player by its key and the key's first group, and says when a device was activated", async () => {
    const waiting = await registerPlayer(stack.apiUrl);
    const answer = await gql(stack.gatewayUrl, PendingDevicesQueryDocument, {}, token);
    const listed = answer.data!.pendingDevices.find((d) => d.deviceKey === waiting.device_key);
    expect(listed).toMatchObject({ keyStart: waiting.device_key.split('-')[0] });
    const device = await gql(stack.gatewayUrl, DeviceActivatedQueryDocument, { id: deviceId }, token);
    expect(Date.parse(device.data!.device!.dateActivated!)).toBeGreaterThanOrEqual(
      Date.parse(device.data!.device!.dateCreated),
    );

    const viewer = 'pending-gql-viewer';
    await createUser(stack, { username: viewer, password: `${viewer}-Pass-1`, permissions: ['view devices'] });
    const other = (await signIn(stack.gatewayUrl, viewer, `${viewer}-Pass-1`)).token;
    const refused = await gql(stack.gatewayUrl, PendingDevicesQueryDocument, {}, other);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a bad key with the REST 422 as BAD_USER_INPUT', async () => {
    const answer = await gql(
      stack.gatewayUrl,
      ActivateDeviceMutationDocument,
      { key: 'AAAAA-BBBBB-CCCCC-DDDDD' },
      token,
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: 'No device is waiting for activation with this key.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const malformed = await gql(stack.gatewayUrl, ActivateDeviceMutationDocument, { key: '12' }, token);
    expect(malformed.errors?.[0]?.message).toBe('Device Key not entered correctly.');
  });
});

describe('device queries', () => {
  it('reads a device with system info, activity, uptime levels and the firmware check', async () => {
    const { data, errors } = await gql(stack.gatewayUrl, DeviceDetailQueryDocument, { id: deviceId }, token);
    expect(errors).toBeUndefined();
    expect(data?.device).toMatchObject({
      id: deviceId,
      name: 'Foyer',
      status: 'ONLINE',
      bucket: 'WITHIN_30MIN',
      firmwareCheck: { status: 'NOT_APPLICABLE', minimum: null, desiredVersion: null },
      systemInfo: { screens: [{ width: 1920, height: 1080 }] },
    });
    const uptime = data!.device.uptime;
    expect(uptime).toHaveLength(14);
    expect(uptime.map((d) => [d.percent, d.level]).slice(0, 9)).toEqual([
      [100, 1],
      [96, 1],
      [83, 1],
      [100, 1],
      [64, 2],
      [47, 3],
      [100, 1],
      [25, 4],
      [0, 6],
    ]);
    expect(data!.device.activity.map((a) => a.event)).toContain('boot');
  });

  it('lists devices by last contact, newest id first', async () => {
    const list = (min: LastContact, max: LastContact) =>
      gql(stack.gatewayUrl, DevicesByLastContactQueryDocument, { min, max }, token);
    const recent = await list('NOW', 'MIN_5');
    expect(recent.data?.devices.items.map((d) => d.id)).toContain(deviceId);
    const old = await list('DAY_1', 'UNLIMITED');
    expect(old.data?.devices.items.map((d) => d.id)).not.toContain(deviceId);
  });
});

describe('device subscriptions share one broker subscription', () => {
  it('five echo subscribers cause one SUBSCRIBE, all get the echo, the last one out releases it after the resume window', async () => {
    const topic = deviceOutTopic(deviceId);
    const before = subscribed.filter((t) => t === topic).length;
    const client = wsClient(stack.gatewayUrl, token);
    const watchers = Array.from({ length: 5 }, () => liveQuery(client, ECHO, { id: deviceId }));
    try {
      // A watcher hears echoes once its subscribe resolver has finished; echo until all five have heard one.
      const allHeard = () => watchers.every((w) => w.received.length > 0);
      await eventually(
        async () => {
          expect((await send('ECHO')).errors).toBeUndefined();
          return eventually(allHeard, { timeoutMs: 1000 }).catch(() => false);
        },
        { timeoutMs: 15_000, what: 'all five watchers hear an echo' },
      );
      expect(subscribed.filter((t) => t === topic).length - before).toBe(1);
      for (const watcher of watchers) {
        const { data } = await watcher.next();
        expect(data?.deviceEcho.deviceId).toBe(deviceId);
        expect(Number.isNaN(Date.parse(data!.deviceEcho.datetime))).toBe(false);
      }

      for (const watcher of watchers.slice(0, 4)) watcher.dispose();
      // The four completions travel the socket before this round trip, so the gateway has handled them.
      await roundTrip(client);
      expect(stack.stack.gateway!.devices.heldTopics).toContain(topic);
      expect(unsubscribed).not.toContain(topic);

      watchers[4]!.dispose();
      // Held for the resume window after the last watcher (ECHO_MIN_INTERVAL_MS, on the presence clock), then released.
      await roundTrip(client);
      expect(unsubscribed).not.toContain(topic);
      clock.advance(ECHO_MIN_INTERVAL_MS);
      await eventually(() => unsubscribed.includes(topic), { what: 'UNSUBSCRIBE' });
      expect(stack.stack.gateway!.devices.heldTopics).not.toContain(topic);
    } finally {
      for (const watcher of watchers) watcher.dispose();
      await client.dispose();
    }
  });

  it('delivers a screenshot as a real PNG, thumbnail when asked', async () => {
    const client = wsClient(stack.gatewayUrl, token);
    const shots = liveQuery(client, SCREENSHOT, { id: deviceId });
    try {
      await eventually(() => stack.stack.gateway!.devices.heldTopics.includes(deviceScreenshotTopic(deviceId)));
      expect((await send('SCREENSHOT', { thumbnail: true })).errors).toBeUndefined();
      const { data } = await shots.next();
      expect(data?.deviceScreenshot).toMatchObject({ thumbnail: true, mimeType: 'image/png' });
      expect(data!.deviceScreenshot.dataUrl.startsWith('data:image/png;base64,')).toBe(true);
      const meta = await sharp(Buffer.from(data!.deviceScreenshot.image, 'base64')).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 320, 180]);
    } finally {
      shots.dispose();
      await client.dispose();
    }
  });

  it('gives a watcher who comes later the latest screenshot at once, with its time', async () => {
    // The previous test's thumbnail is the latest: reopening the device page shows it without a new request.
    const client = wsClient(stack.gatewayUrl, token);
    const shots = liveQuery(client, DeviceKeptScreenshotSubscriptionDocument, { id: deviceId });
    try {
      const { data } = await shots.next();
      expect(data?.deviceScreenshot.thumbnail).toBe(true);
      expect(Number.isNaN(Date.parse(data!.deviceScreenshot.receivedAt))).toBe(false);
      const meta = await sharp(Buffer.from(data!.deviceScreenshot.image, 'base64')).metadata();
      expect([meta.width, meta.height]).toEqual([320, 180]);
    } finally {
      shots.dispose();
      await client.dispose();
    }
  });

  it('keeps the answer to a screenshot asked for before the watcher subscribed (the page still connecting)', async () => {
    // The latest kept is the earlier thumbnail; nobody watches the device now.
    await eventually(() => !stack.stack.gateway!.devices.heldTopics.includes(deviceScreenshotTopic(deviceId)));
    expect((await send('SCREENSHOT', { thumbnail: false })).errors).toBeUndefined();
    await eventually(() => stack.stack.gateway!.devices.screenshots.latest(Number(deviceId))!.thumbnail === false);
    // Answered: the topic is let go again.
    expect(stack.stack.gateway!.devices.heldTopics).not.toContain(deviceScreenshotTopic(deviceId));
    const client = wsClient(stack.gatewayUrl, token);
    const shots = liveQuery(client, DeviceKeptScreenshotSubscriptionDocument, { id: deviceId });
    try {
      const { data } = await shots.next();
      expect(data?.deviceScreenshot.thumbnail).toBe(false);
      const meta = await sharp(Buffer.from(data!.deviceScreenshot.image, 'base64')).metadata();
      expect([meta.width, meta.height]).toEqual([1920, 1080]);
    } finally {
      shots.dispose();
      await client.dispose();
    }
  });
});

describe('presence', () => {
  it('goes online on the first answer, off on a reboot with a 20 s check, and back', async () => {
    const client = wsClient(stack.gatewayUrl, token);
    const presence = liveQuery(client, PRESENCE, { id: deviceId });
    try {
      const first = await presence.next();
      expect(first.data?.devicePresence).toMatchObject({ idle: false, checkPeriodSeconds: 150 });
      // Watching sends an echo at once; the player's answer turns it on.
      await presence.next((a) => a.data?.devicePresence.online === true);

      expect((await send('REBOOT')).errors).toBeUndefined();
      const off = await presence.next((a) => a.data?.devicePresence.online === false);
      expect(off.data?.devicePresence.checkPeriodSeconds).toBe(20);
      // The player's hello after the reboot turns it on again.
      await presence.next((a) => a.data?.devicePresence.online === true, 15_000);
      await player.whenOnline();
    } finally {
      presence.dispose();
      await client.dispose();
    }
  });
});

describe('presence timings (spec 02 §4, clock injected)', () => {
  /** Echo commands the gateway has published to the test's device, counted from its own packets. */
  const echoesSent = () =>
    published.filter((p) => p.topic === deviceInTopic(deviceId) && p.payload === '{"command":"echo"}').length;
  /**
   * The gateway publishes on one broker connection, in order: once a later command's publish is acknowledged,
   * every echo published before it has been counted. Proves that no echo went out, without waiting.
   */
  const commandsFlushed = async () => expect((await send('FETCH_SCHEDULES')).errors).toBeUndefined();

  it('echoes every 150 s, every 20 s after a reboot until the device answers, then every 150 s again', async () => {
    // Earlier tests watched this device moments ago: past the churn limit, a new watcher asks it at once.
    await eventually(() => stack.stack.gateway!.devices.presenceWatched.length === 0, {
      what: 'earlier watchers gone',
    });
    clock.advance(ECHO_MIN_INTERVAL_MS);
    const base = echoesSent();
    const client = wsClient(stack.gatewayUrl, token);
    const presence = liveQuery(client, PRESENCE, { id: deviceId });
    try {
      await presence.next((a) => a.data?.devicePresence.online === true);
      expect(echoesSent()).toBe(base + 1);
      clock.advance(149_999);
      await commandsFlushed();
      expect(echoesSent()).toBe(base + 1);
      clock.advance(1);
      await eventually(() => echoesSent() === base + 2, { what: 'the echo at 150 s' });
      // Its answer, stamped with the (still) current time, must be in before the reboot: an answer arriving
      // after the reboot command would count as the device answering and end the 20 s checks at once.
      await presence.next((a) => Date.parse(a.data?.devicePresence.lastMessageAt ?? '') === clock.now());

      expect((await send('REBOOT')).errors).toBeUndefined();
      await presence.next(
        (a) => a.data?.devicePresence.online === false && a.data.devicePresence.checkPeriodSeconds === 20,
      );
      clock.advance(19_999);
      await commandsFlushed();
      expect(echoesSent()).toBe(base + 2);
      clock.advance(1);
      await eventually(() => echoesSent() === base + 3, { what: 'the first 20 s check' });
      // Back: its hello turns it on, the period stays 20 s until an echo is answered, then returns to 150 s.
      const back = await presence.next((a) => a.data?.devicePresence.online === true, 15_000);
      expect(back.data?.devicePresence.checkPeriodSeconds).toBe(20);
      await player.whenOnline();
      clock.advance(20_000);
      await eventually(() => echoesSent() === base + 4, { what: 'the next 20 s check' });
      await presence.next((a) => a.data?.devicePresence.checkPeriodSeconds === 150);
      clock.advance(149_999);
      await commandsFlushed();
      expect(echoesSent()).toBe(base + 4);
      clock.advance(1);
      await eventually(() => echoesSent() === base + 5, { what: 'the echo 150 s on' });
    } finally {
      presence.dispose();
      await client.dispose();
    }
  });

  it('is idle 150 s after the last echo reply, and off when the device never answers', async () => {
    const silent = await registerPlayer(stack.apiUrl, { name: 'Unplugged' });
    const { body } = await activateDevice(stack.apiUrl, token, silent.device_key);
    const client = wsClient(stack.gatewayUrl, token);
    const presence = liveQuery(client, PRESENCE, { id: String(body.device_id) });
    try {
      const first = await presence.next();
      expect(first.data?.devicePresence).toMatchObject({ online: false, idle: false });
      clock.advance(149_999);
      await roundTrip(client);
      expect(presence.received.some((a) => a.data?.devicePresence.idle)).toBe(false);
      clock.advance(1);
      const idle = await presence.next((a) => a.data?.devicePresence.idle === true);
      expect(idle.data?.devicePresence).toMatchObject({ online: false, idle: true, lastMessageAt: null });
    } finally {
      presence.dispose();
      await client.dispose();
    }
  });
});

describe('permissions', () => {
  async function tokenFor(username: string, permissions: string[]) {
    const password = `${username}-Pass-1`;
    await createUser(stack, { username, password, permissions });
    return (await signIn(stack.gatewayUrl, username, password)).token;
  }

  it('needs "command devices" to send a command', async () => {
    const viewer = await tokenFor('viewer', ['view devices']);
    const answer = await send('ECHO', {}, viewer);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'You do not have permission to perform this action.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('sends a command with one REST call (checked and recorded by the api), and checks rights before the input', async () => {
    const sent = await gqlCountingRestCalls(
      stack.gatewayUrl,
      SendDeviceCommandMutationDocument,
      { id: deviceId, command: 'FETCH_SCHEDULES' },
      token,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.restCalls).toBe(1);
    const viewer = await tokenFor('viewer-media', ['view devices']);
    const refused = await send('DELETE_MEDIA', {}, viewer);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const noMedia = await send('DELETE_MEDIA');
    expect(noMedia.errors?.[0]).toMatchObject({
      message: 'DELETE_MEDIA needs the mediaId of the item to delete.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('needs device permissions to watch a device', async () => {
    const nobody = await tokenFor('nobody', []);
    const subscribes = stack.stack.gateway!.devices.subscribesSent;
    const client = wsClient(stack.gatewayUrl, nobody);
    const echo = liveQuery(client, ECHO, { id: deviceId });
    try {
      const answer = await echo.next();
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } catch {
      // graphql-ws reports a failed subscribe as an error event rather than a result.
      expect(JSON.stringify(echo.error)).toContain('FORBIDDEN');
    } finally {
      echo.dispose();
      await client.dispose();
    }
    // No broker subscription taken for it (an earlier watcher's topic may still linger for the resume window).
    expect(stack.stack.gateway!.devices.subscribesSent).toBe(subscribes);
  });
});

// Its test starts a broker and a whole stack of its own inside the test, not in a hook: on a loaded 2-core machine
// that alone has taken most of the default 30 s.
describe('broker restart', { timeout: 90_000 }, () => {
  it('keeps a subscriber: the echo still arrives after the broker comes back', async () => {
    const broker = await startRestartableBroker();
    const own = await startTestStack({ mqttUrl: broker.url, brokerSecret: broker.secret });
    const ownToken = (await signIn(own.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
    const ownSubscribes: string[] = [];
    /** Message ids of the SUBSCRIBE packets the broker has acknowledged. */
    const ownSubacks = new Set<number | undefined>();
    const subscribeIds = new Map<string, number | undefined>();
    own.stack.gateway!.broker.on('packetsend', (packet: Packet) => {
      if (packet.cmd !== 'subscribe') return;
      ownSubscribes.push(...packet.subscriptions.map((s) => s.topic));
      for (const s of packet.subscriptions) subscribeIds.set(s.topic, packet.messageId);
    });
    own.stack.gateway!.broker.on('packetreceive', (packet: Packet) => {
      if (packet.cmd === 'suback') ownSubacks.add(packet.messageId);
    });
    const survivor = new SimulatedPlayer({ apiUrl: own.apiUrl, mqttUrl: broker.url, name: 'Survivor' });
    const client = wsClient(own.gatewayUrl, ownToken);
    try {
      const key = await survivor.start();
      const activated = await gql(own.gatewayUrl, ActivateDeviceMutationDocument, { key }, ownToken);
      const id = activated.data!.activateDevice.id;
      await survivor.whenOnline();
      const topic = deviceOutTopic(id);
      const echo = liveQuery(client, ECHO, { id });
      await eventually(() => ownSubscribes.includes(topic), { what: 'first SUBSCRIBE' });
      const subscribesBefore = ownSubscribes.filter((t) => t === topic).length;

      const back = new Promise((resolve) => survivor.once('online', resolve));
      await broker.restart();
      await back;
      const gatewayBroker = own.stack.gateway!.broker;
      await eventually(() => gatewayBroker.connected, { timeoutMs: 15_000, what: 'gateway reconnect' });
      // The gateway subscribes to the topic again on its own; the subscriber never noticed.
      await eventually(() => ownSubscribes.filter((t) => t === topic).length > subscribesBefore, { what: 'SUBSCRIBE' });
      // The echo's answer is heard once the broker has acknowledged the new SUBSCRIBE.
      await eventually(() => ownSubacks.has(subscribeIds.get(topic)), { what: 'SUBACK' });
      expect(
        (await gql(own.gatewayUrl, SendDeviceCommandMutationDocument, { id, command: 'ECHO' }, ownToken)).errors,
        `on ${broker.engine}`,
      ).toBeUndefined();
      const { data } = await echo.next(undefined, 10_000);
      expect(data?.deviceEcho.deviceId).toBe(id);
      echo.dispose();
    } finally {
      await client.dispose();
      await survivor.stop();
      await own.close();
      await broker.close();
    }
  });
});
