import { randomBytes } from 'node:crypto';
import { sessionChangesKey } from '@signage/domain/broker-credentials';
import { MESSAGES } from '@signage/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_PLAYING_REPORT } from '../../api/src/devices/live-state-routes.ts';
import { seedDevice } from './testkit/devices.ts';
import { DevicePlayingSubscriptionDocument, DeviceScreenshotSubscriptionDocument } from './testkit/gql/graphql.ts';
import { signIn, wsClient } from './testkit/graphql.ts';
import { liveQuery } from './testkit/live.ts';
import { rest } from './testkit/rest.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

/**
 * The live state gateways share (issue 27, docs/scaling.md): the api's device_live_state, written and read only
 * with the installation's gateway key, keeping the newest of what two gateways send; and a gateway that heard
 * nothing of a device showing what another one heard. (Two real gateways: scale-out.test.ts, on PostgreSQL.)
 */
const brokerSecret = process.env.BROKER_SECRET ?? randomBytes(24).toString('base64url');
const key = sessionChangesKey(brokerSecret);
let stack: TestStack;
let admin: string;
let deviceId: number;

const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const shot = (receivedAt: Date, image = PIXEL) => ({
  datetime: receivedAt.toISOString(),
  thumbnail: false,
  mime_type: 'image/png',
  image,
  received_at: receivedAt.toISOString(),
});
const report = (layoutId: number) => ({
  command: 'playing',
  datetime: new Date().toISOString(),
  playing: { layout_id: layoutId, schedule_id: 7, since: new Date().toISOString() },
});
const put = (id: number, body: unknown, as: string | null = key) =>
  rest(stack.apiUrl, as ?? undefined, 'PUT', `/device_live_state/${id}`, body);
const get = (id: number, as: string | null = key) =>
  rest(stack.apiUrl, as ?? undefined, 'GET', `/device_live_state/${id}`);

beforeAll(async () => {
  stack = await startTestStack({ brokerSecret });
  admin = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
  deviceId = (await seedDevice(stack, admin, { name: 'Shared state' })).deviceId;
});
afterAll(async () => {
  await stack?.close();
});

describe('the api keeps what gateways heard', () => {
  it('refuses anyone but a gateway of this installation, an operator included', async () => {
    for (const as of [null, admin, sessionChangesKey('another installation')]) {
      expect(await get(deviceId, as)).toMatchObject({ status: 401, body: { msg: MESSAGES.signInRequired } });
      expect((await put(deviceId, { screenshot: shot(new Date()) }, as)).status).toBe(401);
    }
  });

  it('answers 404 for a device that does not exist, and keeps nothing for it', async () => {
    expect(await get(2_147_483_000)).toMatchObject({ status: 404, body: { msg: MESSAGES.notFound } });
    expect((await put(2_147_483_000, { screenshot: shot(new Date()) })).status).toBe(404);
  });

  it('refuses a report no device sends, an image type no page may show, and an empty write', async () => {
    expect(
      await put(deviceId, { playing: { report: { command: 'playing' }, received_at: new Date().toISOString() } }),
    ).toMatchObject({ status: 422, body: { msg: NOT_A_PLAYING_REPORT } });
    expect((await put(deviceId, { screenshot: { ...shot(new Date()), mime_type: 'text/html' } })).status).toBeLessThan(
      500,
    );
    expect((await put(deviceId, {})).status).toBeGreaterThanOrEqual(400);
    expect((await get(deviceId)).body).toEqual({ screenshot: null, playing: null });
  });

  it('keeps the newest screenshot and report: a gateway late with an older one does not replace them', async () => {
    const now = Date.now();
    expect((await put(deviceId, { screenshot: shot(new Date(now), 'bmV3ZXI=') })).status).toBe(204);
    expect((await put(deviceId, { screenshot: shot(new Date(now - 5000), 'b2xkZXI=') })).status).toBe(204);
    const playing = { report: report(3), received_at: new Date(now).toISOString() };
    expect((await put(deviceId, { playing })).status).toBe(204);
    expect(
      (await put(deviceId, { playing: { report: report(4), received_at: new Date(now - 5000).toISOString() } })).status,
    ).toBe(204);
    const kept = (await get(deviceId)).body;
    expect(kept.screenshot.image).toBe('bmV3ZXI=');
    expect(kept.playing.report.playing.layout_id).toBe(3);
  });
});

describe('a gateway that heard nothing of a device', () => {
  it('shows a watcher the screenshot and now-playing report another gateway heard', async () => {
    const device = (await seedDevice(stack, admin, { name: 'Heard elsewhere' })).deviceId;
    const now = new Date();
    expect((await put(device, { screenshot: shot(now) })).status).toBe(204);
    expect((await put(device, { playing: { report: report(11), received_at: now.toISOString() } })).status).toBe(204);
    const client = wsClient(stack.gatewayUrl, admin);
    try {
      const screenshots = liveQuery(client, DeviceScreenshotSubscriptionDocument, { id: String(device) });
      const screenshot = (await screenshots.next()).data!.deviceScreenshot;
      expect(screenshot).toMatchObject({ deviceId: String(device), mimeType: 'image/png', image: PIXEL });
      const playing = liveQuery(client, DevicePlayingSubscriptionDocument, { id: String(device) });
      expect((await playing.next()).data!.devicePlaying).toMatchObject({ layoutId: '11', scheduleId: '7' });
    } finally {
      await client.dispose();
    }
  });
});
