import { SCHEDULE_MESSAGES } from '@signage/domain/schedules/messages';
import { DAY_MS, formatWallClock } from '@signage/domain/schedules/wall-clock';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { renderScreenshot } from '../../players/src/screen.ts';
import { activateDevice, seedDevice } from './testkit/devices.ts';
import {
  CreateScheduleMutationDocument,
  DeleteScheduleMutationDocument,
  DeviceNowPlayingQueryDocument,
  DeviceScreenLayoutQueryDocument,
  LayoutSchedulesQueryDocument,
  PreviewScheduleQueryDocument,
  SchedulesQueryDocument,
  UpdateDeviceTimeZoneMutationDocument,
  UpdateScheduleMutationDocument,
} from './testkit/gql/graphql.ts';
import { gql, signIn } from './testkit/graphql.ts';
import { createLayout, layoutBody } from './testkit/layouts.ts';
import { rest } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let gw: string;
let admin: string;
let northern: string;
let viewer: string;
let lobby: number;
let menu: number;

const input = (layoutId: number, tags: string[], start: string, end: string, more: object = {}) => ({
  layoutId: String(layoutId),
  tags,
  timer: { start, end, ...more },
});

beforeAll(async () => {
  stack = await startTestStack();
  gw = stack.gatewayUrl;
  admin = (await signIn(gw, 'admin', ADMIN_PASSWORD)).token;
  await createUser(stack, {
    username: 'northern',
    password: 'North-Pass-1',
    permissions: ['view schedules', 'edit schedules', 'view layouts', 'view devices'],
    forcedTags: ['north'],
  });
  await createUser(stack, { username: 'viewer', password: 'Viewer-Pass-1', permissions: ['view schedules'] });
  northern = (await signIn(gw, 'northern', 'North-Pass-1')).token;
  viewer = (await signIn(gw, 'viewer', 'Viewer-Pass-1')).token;
  const token = admin;
  lobby = (await createLayout(stack.apiUrl, token, layoutBody([], { name: 'Lobby', tags: ['lobby'] }))).body.layout_id;
  menu = (await createLayout(stack.apiUrl, token, layoutBody([], { name: 'Menu', tags: ['north'] }))).body.layout_id;
});
afterAll(async () => {
  await stack?.close();
});

describe('schedules over GraphQL', () => {
  it('creates, updates and deletes with the console’s messages, and shows content and reach', async () => {
    const device = await seedDevice(stack, admin, { tags: ['gq-hall'] });
    const created = await gql(
      gw,
      CreateScheduleMutationDocument,
      { input: input(lobby, ['gq-hall'], '2026-05-01T00:00', '2026-05-31T23:59', { dow: 1 | 16 }) },
      admin,
    );
    const saved = created.data!.createSchedule;
    expect(saved).toMatchObject({ message: SCHEDULE_MESSAGES.created, affectedDevices: 1 });
    expect(saved.schedule).toMatchObject({
      layoutId: String(lobby),
      tags: [{ name: 'gq-hall' }],
      timer: { start: '2026-05-01T00:00', end: '2026-05-31T23:59', dow: 17, dayPart: false, days: 'Mon, Fri' },
      group: 'PREVIOUS',
      content: { __typename: 'Layout', id: String(lobby), name: 'Lobby', layoutType: 'LAYOUT' },
      reach: { count: 1, devices: { items: [{ id: String(device.deviceId) }], pageInfo: { totalItems: 1 } } },
    });
    const id = saved.id;
    const updated = await gql(
      gw,
      UpdateScheduleMutationDocument,
      { id, input: { timer: { start: '2026-05-02T00:00', end: '2026-05-31T23:59' } } },
      admin,
    );
    expect(updated.data!.updateSchedule).toMatchObject({
      message: SCHEDULE_MESSAGES.updated,
      schedule: { timer: { start: '2026-05-02T00:00' } },
    });
    const listed = await gql(
      gw,
      SchedulesQueryDocument,
      { from: '2026-04-01', to: '2026-06-01', tags: ['gq-hall'] },
      admin,
    );
    expect(listed.data!.schedules.items.map((s) => s.id)).toEqual([id]);
    const ofLayout = await gql(gw, LayoutSchedulesQueryDocument, { id: String(lobby), from: '2026-01-01' }, admin);
    expect(ofLayout.data!.layout.schedules.items.map((s) => s.id)).toContain(id);
    const deleted = await gql(gw, DeleteScheduleMutationDocument, { id }, admin);
    expect(deleted.data!.deleteSchedule).toMatchObject({ message: SCHEDULE_MESSAGES.deleted, id, affectedDevices: 1 });
    const again = await gql(gw, DeleteScheduleMutationDocument, { id }, admin);
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('carries each rule’s message as BAD_USER_INPUT', async () => {
    const refuse = async (token: string, value: ReturnType<typeof input>) =>
      (await gql(gw, CreateScheduleMutationDocument, { input: value }, token)).errors?.[0];
    expect(await refuse(admin, input(lobby, ['gq-r'], '2026-05-10T00:00', '2026-05-09T00:00'))).toMatchObject({
      message: SCHEDULE_MESSAGES.endBeforeStart,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      await refuse(admin, input(lobby, ['gq-r'], '2026-05-01T18:00', '2026-05-09T08:00', { dayPart: true })),
    ).toMatchObject({ message: SCHEDULE_MESSAGES.dayPartTimes });
    expect(await refuse(admin, input(lobby, [], '2026-05-01T00:00', '2026-05-02T00:00'))).toMatchObject({
      message: SCHEDULE_MESSAGES.noTagsRefused,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await gql(
      gw,
      CreateScheduleMutationDocument,
      { input: input(lobby, ['gq-r'], '2026-05-01T09:00', '2026-05-01T17:00') },
      admin,
    );
    expect(await refuse(admin, input(lobby, ['gq-r'], '2026-05-01T16:00', '2026-05-01T18:00'))).toMatchObject({
      message:
        'Schedule overlaps detected between 1st May 2026 16:00 and 1st May 2026 17:00 with the schedule of "Lobby"',
      extensions: {
        code: 'BAD_USER_INPUT',
        overlap: { name: 'the schedule of "Lobby"', layoutId: String(lobby), layoutType: 'LAYOUT' },
      },
    });
    // The no-tags question, answered yes.
    const noTags = input(menu, [], '2026-05-01T00:00', '2026-05-02T00:00');
    expect(await refuse(northern, noTags)).toMatchObject({
      message: SCHEDULE_MESSAGES.noTagsConfirm,
      extensions: { code: 'CONFIRMATION_NEEDED', confirmation: true },
    });
    const confirmed = await gql(
      gw,
      CreateScheduleMutationDocument,
      { input: { ...noTags, confirmNoTags: true } },
      northern,
    );
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.createSchedule.schedule!.tags).toEqual([{ name: 'north' }]);
    // A user without the right.
    expect(await refuse(viewer, input(lobby, ['gq-v'], '2026-05-01T00:00', '2026-05-02T00:00'))).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('previews a save without saving: messages, the overlap and the reach', async () => {
    await seedDevice(stack, admin, { tags: ['gq-p', 'x'] });
    await seedDevice(stack, admin, { tags: ['gq-p'] });
    await gql(
      gw,
      CreateScheduleMutationDocument,
      { input: input(lobby, ['gq-p'], '2026-05-01T09:00', '2026-05-03T17:00') },
      admin,
    );
    const preview = await gql(
      gw,
      PreviewScheduleQueryDocument,
      { input: input(lobby, ['gq-p'], '2026-05-02T00:00', '2026-05-09T00:00') },
      admin,
    );
    expect(preview.data!.previewSchedule).toMatchObject({
      valid: false,
      messages: [
        'Schedule overlaps detected between 2nd May 2026 00:00 and 3rd May 2026 17:00 with the schedule of "Lobby"',
      ],
      overlap: { start: '2026-05-02T00:00', end: '2026-05-03T17:00', name: 'the schedule of "Lobby"' },
      reach: { count: 2 },
    });
    const narrower = await gql(
      gw,
      PreviewScheduleQueryDocument,
      { input: input(lobby, ['gq-p', 'x'], '2026-05-02T00:00', '2026-05-09T00:00') },
      admin,
    );
    expect(narrower.data!.previewSchedule).toMatchObject({
      valid: true,
      messages: [],
      overlap: null,
      reach: { count: 1 },
    });
    const listed = await gql(gw, SchedulesQueryDocument, { from: '2026-04-01', tags: ['gq-p'] }, admin);
    expect(listed.data!.schedules.pageInfo.totalItems).toBe(1);
  });

  it('answers a device’s schedules and what plays now, with the reasons', async () => {
    const device = await seedDevice(stack, admin, { tags: ['gq-shop'] });
    const zoned = await gql(
      gw,
      UpdateDeviceTimeZoneMutationDocument,
      { id: String(device.deviceId), timeZone: 'Asia/Tokyo' },
      admin,
    );
    expect(zoned.data!.updateDevice.timeZone).toBe('Asia/Tokyo');
    const mornings = await gql(
      gw,
      CreateScheduleMutationDocument,
      { input: input(lobby, ['gq-shop'], '2026-04-01T08:00', '2026-04-30T12:00', { dayPart: true }) },
      admin,
    );
    const id = mornings.data!.createSchedule.id;
    // 00:30 UTC is 09:30 in Tokyo.
    const answer = await gql(
      gw,
      DeviceNowPlayingQueryDocument,
      { id: String(device.deviceId), at: '2026-04-15T00:30:00Z' },
      admin,
    );
    const d = answer.data!.device;
    expect(d.timeZone).toBe('Asia/Tokyo');
    expect(d.nowPlaying).toMatchObject({
      timeZone: 'Asia/Tokyo',
      wallClock: '2026-04-15T09:30',
      screen: { id, layoutName: 'Lobby' },
      verdicts: [{ scheduleId: id, code: 'PLAYS' }],
    });
    expect(d.nowPlaying.verdicts[0]!.reason).toBe(
      'Plays: it reaches this device by #gq-shop and no other layout schedule is active now.',
    );
  });

  it('answers what plays on a device a forced-tag user sees where a schedule outside their tags wins, by its id', async () => {
    const device = await seedDevice(stack, admin, { tags: ['north', 'gq-depot', 'gq-dock', 'gq-bay'] });
    const make = async (layoutId: number, tags: string[]) =>
      (
        await gql(
          gw,
          CreateScheduleMutationDocument,
          { input: input(layoutId, tags, '2026-06-01T00:00', '2026-06-30T23:59') },
          admin,
        )
      ).data!.createSchedule.id;
    const theirs = await make(menu, ['north', 'gq-depot']);
    const hidden = await make(lobby, ['gq-depot', 'gq-dock', 'gq-bay']);
    const answer = await gql(
      gw,
      DeviceNowPlayingQueryDocument,
      { id: String(device.deviceId), at: '2026-06-10T12:00:00Z' },
      northern,
    );
    expect(answer.errors).toBeUndefined();
    const playing = answer.data!.device.nowPlaying;
    // The schedule is hidden, and so is its #lobby layout: both by id.
    expect(playing).toMatchObject({
      screenId: hidden,
      screen: null,
      screenLayoutId: String(lobby),
      screenLayout: null,
    });
    // Other tests' #north schedules may reach it too: the two made here are checked.
    expect(playing.verdicts.find((v) => v.scheduleId === theirs)).toMatchObject({
      code: 'OUTRANKED',
      reason: `Not playing: schedule ${hidden} (not visible to you) plays instead, because it is more specific (3 tags against 2).`,
    });
    expect(playing.verdicts.some((v) => v.scheduleId === hidden)).toBe(false);
  });

  it('answers the layout a device has on screen now, null where the layout is hidden from the reader', async () => {
    const device = await seedDevice(stack, admin, { tags: ['north', 'gq-screen'] });
    const year = new Date().getUTCFullYear();
    await gql(
      gw,
      CreateScheduleMutationDocument,
      { input: input(lobby, ['gq-screen'], `${year - 1}-01-01T00:00`, `${year + 1}-12-31T23:59`) },
      admin,
    );
    const read = (token: string) => gql(gw, DeviceScreenLayoutQueryDocument, { id: String(device.deviceId) }, token);
    expect((await read(admin)).data!.device.screenLayout).toEqual({ id: String(lobby), name: 'Lobby' });
    // The #north operator sees the device, not the #lobby layout on it.
    const theirs = await read(northern);
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data!.device).toMatchObject({ screenLayoutId: String(lobby), screenLayout: null });
  });
});

describe('a simulated player and schedules', () => {
  it('receives fetch-schedules after a schedule write and switches to the new layout', async () => {
    const player = new SimulatedPlayer({
      apiUrl: stack.apiUrl,
      mqttUrl: stack.stack.mqttUrl!,
      name: 'Foyer',
      checkinIntervalMs: 100,
    });
    try {
      const key = await player.start();
      const activated = await activateDevice(stack.apiUrl, admin, key);
      const deviceId = activated.body.device_id as number;
      await rest(stack.apiUrl, admin, 'PUT', `/devices/${deviceId}`, { tags: ['gq-foyer'], time_zone: 'UTC' });
      await player.whenActivated();
      await player.whenOnline();
      const today = formatWallClock(Date.now() - (Date.now() % DAY_MS));
      const nextWeek = formatWallClock(Date.now() - (Date.now() % DAY_MS) + 7 * DAY_MS);
      const told = new Promise((resolve) => player.on('command', (m) => m.command === 'fetch-schedules' && resolve(m)));
      const first = await gql(
        gw,
        CreateScheduleMutationDocument,
        { input: input(lobby, ['gq-foyer'], today, nextWeek) },
        admin,
      );
      expect(first.data!.createSchedule).toMatchObject({ affectedDevices: 1, notifiedDevices: 1 });
      await told;
      expect((await player.whenPlaying(lobby)).layoutName).toBe('Lobby');
      // A more specific schedule for the same device takes the screen.
      await rest(stack.apiUrl, admin, 'PUT', `/devices/${deviceId}`, { tags: ['gq-foyer', 'gq-bar'] });
      await gql(
        gw,
        CreateScheduleMutationDocument,
        { input: input(menu, ['gq-foyer', 'gq-bar'], today, nextWeek) },
        admin,
      );
      expect((await player.whenPlaying(menu)).layoutName).toBe('Menu');
      // Its screenshot is the layout playing, drawn as the console's thumbnail of it draws it.
      const { png } = await player.screenshot(true);
      const thumb = (await rest(stack.apiUrl, admin, 'GET', `/layouts/${menu}`)).body;
      const drawn = Buffer.from(await (await fetch(`${stack.apiUrl}${thumb.thumbnail_url}`)).arrayBuffer());
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 320, height: 180 });
      expect(await meanDifference(png, drawn)).toBeLessThan(6);
      const idle = await renderScreenshot('Foyer', new Date(), true);
      expect(await meanDifference(png, idle.png)).toBeGreaterThan(20);
    } finally {
      await player.stop();
    }
  });
});

/** The mean difference of two pictures' pixels (0-255), both scaled to 64 x 36. */
async function meanDifference(a: Buffer, b: Buffer) {
  const pixels = (picture: Buffer) => sharp(picture).resize(64, 36, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([pixels(a), pixels(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
}
