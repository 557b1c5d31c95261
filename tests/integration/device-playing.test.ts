import { deviceOutTopic } from '@signage/domain/device-topics';
import { DAY_MS, formatWallClock } from '@signage/domain/schedules/wall-clock';
import { sql } from 'kysely';
import type { Packet } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_ENDED } from '../../gateway/src/live-guard.ts';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { activateDevice } from './testkit/devices.ts';
import { eventually } from './testkit/eventually.ts';
import {
  CreateScheduleMutationDocument,
  DeleteScheduleMutationDocument,
  DevicePlayingSubscriptionDocument,
} from './testkit/gql/graphql.ts';
import { type GraphqlAnswer, gql, signIn, wsClient } from './testkit/graphql.ts';
import { createLayout, element, layoutBody, syncSequenceBody } from './testkit/layouts.ts';
import { liveQuery } from './testkit/live.ts';
import { demoFile, png, upload } from './testkit/media.ts';
import { rest } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

/**
 * Issue 13: a simulated player says what it plays on its out topic; devicePlaying passes it on to watchers who
 * may view the device, and reports of playback reach the database for the playback reports.
 */
let stack: TestStack;
let gw: string;
let admin: string;
let player: SimulatedPlayer;
let deviceId: string;
/** Playing messages the player published, as the broker saw them. */
const said: unknown[] = [];

const PLAYING = DevicePlayingSubscriptionDocument;
type Playing = GraphqlAnswer<{ devicePlaying: { layoutId: string | null } }>;
const today = () => formatWallClock(Date.now() - (Date.now() % DAY_MS));
const nextWeek = () => formatWallClock(Date.now() - (Date.now() % DAY_MS) + 7 * DAY_MS);
const schedule = (layoutId: number, tags: string[]) =>
  gql(
    gw,
    CreateScheduleMutationDocument,
    { input: { layoutId: String(layoutId), tags, timer: { start: today(), end: nextWeek() } } },
    admin,
  );

beforeAll(async () => {
  stack = await startTestStack({ liveCheckMs: 100 });
  gw = stack.gatewayUrl;
  admin = (await signIn(gw, 'admin', ADMIN_PASSWORD)).token;
  player = new SimulatedPlayer({ apiUrl: stack.apiUrl, mqttUrl: stack.stack.mqttUrl!, checkinIntervalMs: 100 });
  const key = await player.start();
  const activated = await activateDevice(stack.apiUrl, admin, key);
  deviceId = String(activated.body.device_id);
  await rest(stack.apiUrl, admin, 'PUT', `/devices/${deviceId}`, { tags: ['play-foyer'], time_zone: 'UTC' });
  await player.whenActivated();
  await player.whenOnline();
  stack.stack.gateway!.broker.on('packetreceive', (packet: Packet) => {
    if (packet.cmd !== 'publish' || packet.topic !== deviceOutTopic(deviceId)) return;
    const message = JSON.parse(String(packet.payload));
    if (message.command === 'playing') said.push(message);
  });
});
afterAll(async () => {
  await player?.stop();
  await stack?.close();
});

describe('devicePlaying', () => {
  it('hears the player play a scheduled layout, then a sync sequence at its position, then nothing', async () => {
    const image = (await upload(stack.apiUrl, admin, [{ name: 'welcome.png', data: await png(64, 36) }], ['x'])).body
      .media![0]!.media!.media_id;
    const video = (await upload(stack.apiUrl, admin, [{ name: 'clip.mp4', data: await demoFile('sample.mp4') }], ['x']))
      .body.media![0]!.media!.media_id;
    const lobby = (
      await createLayout(
        stack.apiUrl,
        admin,
        layoutBody([element('image', { id: 'welcome', media_id: image })], { name: 'Lobby' }),
      )
    ).body.layout_id;
    const sync = (await createLayout(stack.apiUrl, admin, syncSequenceBody([video, video], { name: 'Loop' }))).body
      .layout_id;
    const client = wsClient(gw, admin);
    const playing = liveQuery(client, PLAYING, { id: deviceId });
    try {
      // Watching sends the device an echo: its answer is followed by what it plays (nothing yet).
      const idle = await playing.next();
      expect(idle.data?.devicePlaying).toMatchObject({ deviceId, layoutId: null, scheduleId: null, schedule: null });

      const created = await schedule(lobby, ['play-foyer']);
      const scheduleId = created.data!.createSchedule.id;
      const heard = await playing.next((a: Playing) => a.data?.devicePlaying.layoutId === String(lobby), 15_000);
      expect(heard.data?.devicePlaying).toMatchObject({
        deviceId,
        layoutId: String(lobby),
        scheduleId,
        schedule: { id: scheduleId, layoutName: 'Lobby' },
        sequencePosition: null,
      });
      const since = Date.parse(heard.data!.devicePlaying.since!);
      expect(since).toBe(player.schedules.playing!.since.getTime());
      // The message on the broker, as a vendor's player would send it.
      // (With its audio channel beside it: nothing plays there here.)
      expect(said).toContainEqual({
        command: 'playing',
        datetime: expect.any(String),
        playing: { layout_id: lobby, schedule_id: Number(scheduleId), since: new Date(since).toISOString() },
        audio: expect.objectContaining({ music: null, sting: null }),
      });

      // The layout starting counts one play of its media item, on the device's calendar day (UTC here).
      const counts = () =>
        stack.db
          .selectFrom('device_playback')
          .select(['media_id', sql<string>`to_char(playback_date, 'YYYY-MM-DD')`.as('day'), 'count'])
          .where('device_id', '=', Number(deviceId))
          .execute();
      await eventually(async () => (await counts()).length > 0, { what: 'the playback report' });
      expect(await counts()).toEqual([{ media_id: image, day: new Date(since).toISOString().slice(0, 10), count: 1 }]);

      // A more specific schedule puts the sync sequence on screen, at its first video.
      await rest(stack.apiUrl, admin, 'PUT', `/devices/${deviceId}`, { tags: ['play-foyer', 'play-bar'] });
      const syncSchedule = (await schedule(sync, ['play-foyer', 'play-bar'])).data!.createSchedule.id;
      const looping = await playing.next((a: Playing) => a.data?.devicePlaying.layoutId === String(sync), 15_000);
      expect(looping.data?.devicePlaying).toMatchObject({ scheduleId: syncSchedule, sequencePosition: 0 });

      // Nothing scheduled any more: it says it plays nothing.
      await gql(gw, DeleteScheduleMutationDocument, { id: syncSchedule }, admin);
      await playing.next((a: Playing) => a.data?.devicePlaying.layoutId === String(lobby), 15_000);
      await gql(gw, DeleteScheduleMutationDocument, { id: scheduleId }, admin);
      const nothing = await playing.next((a: Playing) => a.data?.devicePlaying.layoutId === null, 15_000);
      expect(nothing.data?.devicePlaying).toMatchObject({ scheduleId: null, since: null, sequencePosition: null });
    } finally {
      playing.dispose();
      await client.dispose();
    }
  });

  it('gives a later watcher the last report at once', async () => {
    const first = wsClient(gw, admin);
    const holding = liveQuery(first, PLAYING, { id: deviceId });
    const later = wsClient(gw, admin);
    try {
      const heard = await holding.next();
      const watcher = liveQuery(later, PLAYING, { id: deviceId });
      expect((await watcher.next()).data?.devicePlaying.receivedAt).toBe(heard.data?.devicePlaying.receivedAt);
      watcher.dispose();
    } finally {
      holding.dispose();
      await first.dispose();
      await later.dispose();
    }
  });
});

describe('who may watch what a device plays', () => {
  async function tokenFor(username: string, permissions: string[], forcedTags: string[] = []) {
    const password = `${username}-Pass-1`;
    const userId = await createUser(stack, { username, password, permissions, forcedTags });
    return { userId, token: (await signIn(gw, username, password)).token };
  }

  /** The first answer, or the error a refused subscribe ends with. */
  async function refusal(token: string) {
    const client = wsClient(gw, token);
    const live = liveQuery(client, PLAYING, { id: deviceId });
    try {
      return (await live.next()).errors?.[0]?.extensions?.code;
    } catch {
      // graphql-ws reports a failed subscribe as an error event rather than a result.
      return (live.error as { extensions?: { code?: string } }[])?.[0]?.extensions?.code;
    } finally {
      live.dispose();
      await client.dispose();
    }
  }

  it('refuses a user without device permissions, and one whose forced tags hide the device', async () => {
    expect(await refusal((await tokenFor('no-rights', [])).token)).toBe('FORBIDDEN');
    expect(await refusal((await tokenFor('elsewhere', ['view devices'], ['cafe'])).token)).toBe('NOT_FOUND');
  });

  it('ends a watcher whose rights go', async () => {
    const { userId, token } = await tokenFor('demoted', ['view devices']);
    const client = wsClient(gw, token);
    const live = liveQuery(client, PLAYING, { id: deviceId });
    try {
      expect((await live.next()).data?.devicePlaying.deviceId).toBe(deviceId);
      await rest(stack.apiUrl, admin, 'PUT', `/users/${userId}/permissions`, { permissions: [] });
      const ended = await live.next((a) => Boolean(a.errors));
      expect(ended.errors).toEqual([
        expect.objectContaining({ message: ACCESS_ENDED, extensions: { code: 'FORBIDDEN' } }),
      ]);
    } finally {
      live.dispose();
      await client.dispose();
    }
  });
});
