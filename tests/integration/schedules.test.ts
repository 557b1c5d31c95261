import { SCHEDULE_MESSAGES } from '@signage/domain/schedules/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDevice } from './testkit/devices.ts';
import { createLayout, deleteLayout, layoutBody } from './testkit/layouts.ts';
import { rest, restLogin } from './testkit/rest.ts';
import {
  createSchedule,
  deleteSchedule,
  deviceNowPlaying,
  deviceSchedules,
  devicesOnScreen,
  getSchedule,
  listSchedules,
  playerDeviceSchedules,
  scheduleBody,
  updateSchedule,
} from './testkit/schedules.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let api: string;
let admin: string;
let northern: string;
let viewer: string;
let nobody: string;
let lobby: number;
let northLayout: number;

const login = async (username: string, password: string) => (await restLogin(api, username, password)).body.auth_token!;

beforeAll(async () => {
  stack = await startTestStack();
  api = stack.apiUrl;
  admin = await login('admin', ADMIN_PASSWORD);
  await createUser(stack, {
    username: 'northern',
    password: 'North-Pass-1',
    permissions: ['view schedules', 'edit schedules', 'view layouts', 'view devices'],
    forcedTags: ['north'],
  });
  await createUser(stack, { username: 'viewer', password: 'Viewer-Pass-1', permissions: ['view schedules'] });
  await createUser(stack, { username: 'nobody', password: 'Nobody-Pass-1', permissions: ['view media'] });
  northern = await login('northern', 'North-Pass-1');
  viewer = await login('viewer', 'Viewer-Pass-1');
  nobody = await login('nobody', 'Nobody-Pass-1');
  lobby = (await createLayout(api, admin, layoutBody([], { name: 'Lobby', tags: ['lobby'] }))).body.layout_id;
  northLayout = (await createLayout(api, admin, layoutBody([], { name: 'North', tags: ['north'] }))).body.layout_id;
});
afterAll(async () => {
  await stack?.close();
});

describe('schedule rules on the server (spec 01 §5)', () => {
  it('refuses an end before the start and day-part times out of order, with the spec’s messages', async () => {
    const backwards = await createSchedule(
      api,
      admin,
      scheduleBody(lobby, ['r1'], '2026-05-10T10:00', '2026-05-09T10:00'),
    );
    expect(backwards).toMatchObject({ status: 422, body: { msg: SCHEDULE_MESSAGES.endBeforeStart } });
    const dayPart = await createSchedule(
      api,
      admin,
      scheduleBody(lobby, ['r1'], '2026-05-01T17:00', '2026-05-09T09:00', { day_part: true }),
    );
    expect(dayPart).toMatchObject({ status: 422, body: { msg: SCHEDULE_MESSAGES.dayPartTimes } });
    expect((await listSchedules(api, admin, '?tags=r1&from=2026-01-01')).body.schedules).toEqual([]);
  });

  it('refuses an overlap only between schedules with identical tag sets', async () => {
    const first = await createSchedule(
      api,
      admin,
      scheduleBody(lobby, ['r2', 'shop'], '2026-06-01T09:00', '2026-06-30T17:00', { dow: 1 | 4, day_part: true }),
    );
    expect(first.status).toBe(201);
    expect(first.body.msg).toBe(SCHEDULE_MESSAGES.created);
    // Same tags in another order, Wednesdays 16:00-18:00: meets the first on Wednesday 3 June 16:00-17:00.
    const clash = await createSchedule(
      api,
      admin,
      scheduleBody(lobby, ['shop', 'r2'], '2026-06-01T16:00', '2026-06-30T18:00', { dow: 4, day_part: true }),
    );
    // The spec's message names the schedule it clashes with; the body says which, so the console can link to it.
    expect(clash).toMatchObject({
      status: 422,
      body: {
        msg: 'Schedule overlaps detected between 3rd Jun 2026 16:00 and 3rd Jun 2026 17:00 with the schedule of "Lobby"',
        overlap: {
          schedule_id: first.body.schedule.schedule_id,
          name: 'the schedule of "Lobby"',
          layout_id: lobby,
          layout_name: 'Lobby',
          layout_type: 'layout',
          audio_playlist_id: null,
          start: '2026-06-03T16:00',
          end: '2026-06-03T17:00',
        },
      },
    });
    // Tuesdays never meet Mondays and Wednesdays; another tag set may overlap freely.
    const tuesdays = await createSchedule(
      api,
      admin,
      scheduleBody(lobby, ['r2', 'shop'], '2026-06-01T09:00', '2026-06-30T17:00', { dow: 2, day_part: true }),
    );
    expect(tuesdays.status).toBe(201);
    const otherTags = await createSchedule(
      api,
      admin,
      scheduleBody(lobby, ['r2'], '2026-06-01T00:00', '2026-06-30T23:59'),
    );
    expect(otherTags.status).toBe(201);
    // An update is checked too, against every schedule but itself.
    const moved = await updateSchedule(api, admin, tuesdays.body.schedule.schedule_id, {
      timer: { start: '2026-06-01T09:00', end: '2026-06-30T17:00', dow: 2 | 4, day_part: true },
    });
    expect(moved).toMatchObject({
      status: 422,
      body: {
        msg: 'Schedule overlaps detected between 3rd Jun 2026 09:00 and 3rd Jun 2026 17:00 with the schedule of "Lobby"',
        overlap: { schedule_id: first.body.schedule.schedule_id },
      },
    });
    const updated = await updateSchedule(api, admin, tuesdays.body.schedule.schedule_id, {
      timer: { start: '2026-06-02T10:00', end: '2026-06-30T17:00', dow: 2, day_part: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.msg).toBe(SCHEDULE_MESSAGES.updated);
    expect(updated.body.schedule.timer).toEqual({
      start: '2026-06-02T10:00',
      end: '2026-06-30T17:00',
      dow: 2,
      day_part: true,
    });
  });

  it('refuses a schedule without tags from a user without forced tags', async () => {
    const answer = await createSchedule(api, admin, scheduleBody(lobby, [], '2026-07-01T00:00', '2026-07-02T00:00'));
    expect(answer).toMatchObject({ status: 422, body: { msg: SCHEDULE_MESSAGES.noTagsRefused } });
  });

  it('asks a user with forced tags to confirm a schedule without tags, then saves it with their forced tags', async () => {
    const body = scheduleBody(northLayout, [], '2026-07-01T00:00', '2026-07-02T00:00');
    const asked = await createSchedule(api, northern, body);
    expect(asked).toMatchObject({ status: 422, body: { msg: SCHEDULE_MESSAGES.noTagsConfirm } });
    const confirmed = await createSchedule(api, northern, { ...body, confirm_no_tags: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.schedule.tags.map((t) => t.name)).toEqual(['north']);
  });
});

describe('forced tags and permissions', () => {
  it('adds the forced tags to what a forced-tag user schedules and hides other schedules from them', async () => {
    const own = await createSchedule(
      api,
      northern,
      scheduleBody(northLayout, ['door'], '2026-08-01T00:00', '2026-08-02T00:00'),
    );
    expect(own.status).toBe(201);
    expect(own.body.schedule.tags.map((t) => t.name).sort()).toEqual(['door', 'north']);
    const others = await createSchedule(
      api,
      admin,
      scheduleBody(lobby, ['door'], '2026-08-01T00:00', '2026-08-02T00:00'),
    );
    expect(others.status).toBe(201);
    const hidden = others.body.schedule.schedule_id;
    expect((await getSchedule(api, northern, hidden)).status).toBe(404);
    expect((await updateSchedule(api, northern, hidden, { tags: ['door', 'north'] })).status).toBe(404);
    expect((await deleteSchedule(api, northern, hidden)).status).toBe(404);
    const listed = await listSchedules(api, northern, '?tags=door&from=2026-01-01');
    expect(listed.body.schedules.map((s) => s.schedule_id)).toEqual([own.body.schedule.schedule_id]);
    // A layout the forced-tag user cannot see cannot be scheduled by them.
    const unseen = await createSchedule(
      api,
      northern,
      scheduleBody(lobby, ['door'], '2026-09-01T00:00', '2026-09-02T00:00'),
    );
    expect(unseen).toMatchObject({ status: 422, body: { msg: `Layout ${lobby} not found.` } });
  });

  it('lets a forced-tag user change a schedule they see whose layout their forced tags hide, but not choose it anew', async () => {
    // The schedule carries "north"; its layout does not.
    const shared = await createSchedule(
      api,
      admin,
      scheduleBody(lobby, ['north', 'evening'], '2026-10-01T18:00', '2026-10-05T22:00'),
    );
    expect(shared.status).toBe(201);
    const id = shared.body.schedule.schedule_id;
    const moved = await updateSchedule(api, northern, id, {
      layout_id: lobby,
      timer: { start: '2026-10-01T18:00', end: '2026-10-06T22:00', dow: 127, day_part: false },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await getSchedule(api, admin, id)).body).toMatchObject({
      layout_id: lobby,
      timer: { end: '2026-10-06T22:00' },
    });
    // Their own schedule may not be pointed at it.
    const own = await createSchedule(
      api,
      northern,
      scheduleBody(northLayout, ['late'], '2026-10-01T18:00', '2026-10-02T22:00'),
    );
    const repointed = await updateSchedule(api, northern, own.body.schedule.schedule_id, { layout_id: lobby });
    expect(repointed).toMatchObject({ status: 422, body: { msg: `Layout ${lobby} not found.` } });
  });

  it('refuses users without the right', async () => {
    const body = scheduleBody(lobby, ['rights'], '2026-08-01T00:00', '2026-08-02T00:00');
    expect((await createSchedule(api, viewer, body)).status).toBe(403);
    expect((await listSchedules(api, viewer)).status).toBe(200);
    expect((await listSchedules(api, nobody)).status).toBe(403);
    expect((await rest(api, undefined, 'GET', '/schedules/')).status).toBe(401);
  });

  it('deletes a layout’s schedules with the layout', async () => {
    const doomed = (await createLayout(api, admin, layoutBody([], { name: 'Doomed', tags: ['x'] }))).body.layout_id;
    const schedule = await createSchedule(
      api,
      admin,
      scheduleBody(doomed, ['doomed'], '2026-08-01T00:00', '2026-08-02T00:00'),
    );
    expect((await listSchedules(api, admin, `?layout_id=${doomed}&from=2026-01-01`)).body.page_info.total_items).toBe(
      1,
    );
    expect((await deleteLayout(api, admin, doomed)).status).toBe(200);
    expect((await getSchedule(api, admin, schedule.body.schedule.schedule_id)).status).toBe(404);
    expect((await listSchedules(api, admin, `?layout_id=${doomed}&from=2026-01-01`)).body.page_info.total_items).toBe(
      0,
    );
  });
});

describe('GET /schedules/for_device/{id}', () => {
  it('splits a device’s schedules into previous, current and future and says why each plays or not', async () => {
    const device = await seedDevice(stack, admin, { tags: ['cafe', 'till', 'late'], time_zone: 'Europe/London' });
    const make = async (tags: string[], start: string, end: string, more = {}) => {
      const answer = await createSchedule(api, admin, scheduleBody(lobby, tags, start, end, more));
      expect(answer.body.msg).toBe(SCHEDULE_MESSAGES.created);
      return answer.body.schedule.schedule_id;
    };
    const ended = await make(['cafe'], '2026-02-01T00:00', '2026-02-28T23:59');
    const general = await make(['cafe'], '2026-03-01T00:00', '2026-03-31T23:59');
    const specific = await make(['cafe', 'till'], '2026-03-01T00:00', '2026-03-31T23:59');
    const weekend = await make(['till'], '2026-03-01T00:00', '2026-03-31T23:59', { dow: 32 | 64 });
    const evening = await make(['till', 'cafe', 'late'], '2026-03-01T18:00', '2026-03-31T22:00', { day_part: true });
    const future = await make(['cafe'], '2026-04-01T00:00', '2026-04-30T23:59');
    const elsewhere = await make(['cafe', 'bar'], '2026-03-01T00:00', '2026-03-31T23:59');
    // Wednesday 4 March 2026, 12:00 in London (GMT).
    const answer = await deviceSchedules(api, admin, device.deviceId, '?at=2026-03-04T12:00:00Z');
    expect(answer.status).toBe(200);
    const { groups, now_playing } = answer.body;
    expect(answer.body).toMatchObject({ time_zone: 'Europe/London', wall_clock: '2026-03-04T12:00' });
    expect(groups.previous).toEqual([ended]);
    expect(groups.current).toEqual([general, specific, weekend, evening]);
    expect(groups.future).toEqual([future]);
    expect(now_playing.screen).toBe(specific);
    const reason = (id: number) => now_playing.verdicts.find((v) => v.schedule_id === id)?.reason;
    expect(reason(specific)).toBe(
      'Plays: it reaches this device by #cafe, #till and ranks first of the 2 layout schedules active now (most tags first, then the newest).',
    );
    expect(reason(general)).toBe(
      `Not playing: schedule ${specific} plays instead, because it is more specific (2 tags against 1).`,
    );
    expect(reason(weekend)).toBe('Not today: it runs Sat, Sun and it is Wednesday in Europe/London.');
    expect(reason(evening)).toBe('Outside the day part: it runs 18:00-22:00 and it is 12:00 in Europe/London.');
    expect(reason(ended)).toBe('Ended: it ended 28th Feb 2026 23:59 (Europe/London).');
    expect(reason(future)).toBe('Not started: it starts 1st Apr 2026 00:00 (Europe/London).');
    expect(reason(elsewhere)).toBe('Not reached: the device does not carry #bar.');

    // The player reads the same answer with its own credentials, and only its own.
    const own = await playerDeviceSchedules(api, device, device.deviceId, '?at=2026-03-04T12:00:00Z');
    expect(own.status).toBe(200);
    expect(own.body.now_playing.screen).toBe(specific);
    const other = await seedDevice(stack, admin, { tags: ['cafe'] });
    expect((await playerDeviceSchedules(api, device, other.deviceId)).status).toBe(403);
    // A forced-tag operator does not see a device without their tags.
    expect((await deviceSchedules(api, northern, device.deviceId)).status).toBe(404);
    expect((await deviceSchedules(api, nobody, device.deviceId)).status).toBe(403);

    // The light form: the same decision over the sources running that day; the ended and future ones left out.
    const now = await deviceNowPlaying(api, admin, device.deviceId, '?at=2026-03-04T12:00:00Z');
    expect(now.status).toBe(200);
    expect(now.body).toMatchObject({ time_zone: 'Europe/London', wall_clock: '2026-03-04T12:00', venue_id: null });
    expect(now.body.now_playing.screen).toBe(specific);
    expect(now.body.now_playing.verdicts.map((v) => v.schedule_id)).toEqual([
      general,
      specific,
      weekend,
      evening,
      elsewhere,
    ]);
    for (const verdict of now.body.now_playing.verdicts) expect(verdict.reason).toBe(reason(verdict.schedule_id));
    expect(now.body.schedules.map((s) => s.schedule_id)).toEqual([general, specific, weekend, evening, elsewhere]);
    expect(
      (await playerDeviceSchedules(api, device, device.deviceId, '?at=2026-03-04T12:00:00Z', 'now_playing')).body
        .now_playing.screen,
    ).toBe(specific);
    expect((await playerDeviceSchedules(api, device, other.deviceId, '', 'now_playing')).status).toBe(403);
    expect((await deviceNowPlaying(api, northern, device.deviceId)).status).toBe(404);
    expect((await deviceNowPlaying(api, nobody, device.deviceId)).status).toBe(403);
    expect((await deviceNowPlaying(api, admin, device.deviceId, '?at=yesterday')).status).toBe(422);
    // What it judges is kept between reads, and a write is seen at once: a newer schedule as specific takes over,
    // and when it goes the first comes back.
    const newer = await make(['cafe', 'late'], '2026-03-01T00:00', '2026-03-31T23:59');
    const after = await deviceNowPlaying(api, admin, device.deviceId, '?at=2026-03-04T12:00:00Z');
    expect(after.body.now_playing.screen).toBe(newer);
    expect((await deleteSchedule(api, admin, newer)).status).toBe(200);
    expect(
      (await deviceNowPlaying(api, admin, device.deviceId, '?at=2026-03-04T13:00:00Z')).body.now_playing.screen,
    ).toBe(specific);
  });

  it('tells a forced-tag operator what plays even where a schedule outside their tags wins, naming it by id alone', async () => {
    const device = await seedDevice(stack, admin, { tags: ['north', 'depot', 'dock'], time_zone: 'UTC' });
    const make = async (tags: string[]) =>
      (await createSchedule(api, admin, scheduleBody(northLayout, tags, '2026-05-01T00:00', '2026-05-31T23:59'))).body
        .schedule.schedule_id;
    const theirs = await make(['north']);
    const hidden = await make(['depot', 'dock']);
    const at = '?at=2026-05-06T12:00:00Z';
    const outranked = `Not playing: schedule ${hidden} (not visible to you) plays instead, because it is more specific (2 tags against 1).`;

    // Other tests' #north schedules reach the device too: each answer is checked for these two.
    const all = (await deviceSchedules(api, northern, device.deviceId, at)).body;
    const now = (await deviceNowPlaying(api, northern, device.deviceId, at)).body;
    for (const answer of [all, now]) {
      expect(answer.now_playing).toMatchObject({ screen: hidden, layout_id: northLayout });
      const ids = answer.schedules.map((s) => s.schedule_id);
      expect(ids).toContain(theirs);
      expect(ids).not.toContain(hidden);
      const verdicts = answer.now_playing.verdicts;
      expect(verdicts.find((v) => v.schedule_id === theirs)?.reason).toBe(outranked);
      expect(verdicts.some((v) => v.schedule_id === hidden)).toBe(false);
    }
    expect(all.groups.current).toContain(theirs);
    expect(all.groups.current).not.toContain(hidden);
    // Whoever sees both reads the winner as a schedule like any other.
    const whole = (await deviceNowPlaying(api, admin, device.deviceId, at)).body.now_playing;
    expect(whole.screen).toBe(hidden);
    expect(whole.verdicts.find((v) => v.schedule_id === theirs)!.reason).toBe(
      `Not playing: schedule ${hidden} plays instead, because it is more specific (2 tags against 1).`,
    );
  });

  it('reads a day part on the device’s clock across the spring-forward night in America/New_York', async () => {
    const device = await seedDevice(stack, admin, { tags: ['dst-night'], time_zone: 'America/New_York' });
    const night = (
      await createSchedule(
        api,
        admin,
        scheduleBody(lobby, ['dst-night'], '2026-03-01T01:00', '2026-03-15T03:00', { day_part: true }),
      )
    ).body.schedule.schedule_id;
    const at = async (instant: string) => (await deviceSchedules(api, admin, device.deviceId, `?at=${instant}`)).body;
    // 01:30 EST (UTC-5): inside the day part.
    const before = await at('2026-03-08T06:30:00Z');
    expect(before).toMatchObject({ wall_clock: '2026-03-08T01:30', now_playing: { screen: night } });
    // One real hour later the clock has jumped from 02:00 to 03:00 EDT: the day part has ended.
    const after = await at('2026-03-08T07:30:00Z');
    expect(after.wall_clock).toBe('2026-03-08T03:30');
    expect(after.now_playing.screen).toBeNull();
    expect(after.now_playing.verdicts[0]?.reason).toBe(
      'Outside the day part: it runs 01:00-03:00 and it is 03:30 in America/New_York.',
    );
  });

  it('refuses an unknown time zone on a device with the domain’s message', async () => {
    const device = await seedDevice(stack, admin, { tags: ['tz'] });
    const answer = await rest(api, admin, 'PUT', `/devices/${device.deviceId}`, { time_zone: 'Mars/Olympus' });
    expect(answer).toMatchObject({ status: 422, body: { msg: SCHEDULE_MESSAGES.invalidTimeZone } });
    const zoned = await rest(api, admin, 'PUT', `/devices/${device.deviceId}`, { time_zone: 'Europe/Berlin' });
    expect(zoned.body.time_zone).toBe('Europe/Berlin');
    // Without a zone of its own, a device reads its timers in the installation's display time zone.
    const reset = await rest(api, admin, 'PUT', `/devices/${device.deviceId}`, { time_zone: null });
    expect(reset.body.time_zone).toBeNull();
    expect((await deviceSchedules(api, admin, device.deviceId)).body.time_zone).toBe('+02:00');
  });
});

describe('GET /schedules/on_screen', () => {
  it('answers the layout each device has on screen now, for the devices the caller sees, in the order asked', async () => {
    const year = new Date().getUTCFullYear();
    const span = [`${year - 1}-01-01T00:00`, `${year + 1}-12-31T23:59`] as const;
    const make = async (layoutId: number, tags: string[]) =>
      (await createSchedule(api, admin, scheduleBody(layoutId, tags, ...span))).body.schedule.schedule_id;
    const depot = await seedDevice(stack, admin, { tags: ['north', 'os-depot', 'os-dock', 'os-bay'] });
    const quiet = await seedDevice(stack, admin, { tags: ['os-quiet'] });
    const south = await seedDevice(stack, admin, { tags: ['os-south'] });
    await make(northLayout, ['north', 'os-depot']);
    // Outside #north, and more specific: it wins on the depot whoever asks.
    const hidden = await make(lobby, ['os-depot', 'os-dock', 'os-bay']);
    const southern = await make(lobby, ['os-south']);

    const all = await devicesOnScreen(api, admin, [south.deviceId, depot.deviceId, quiet.deviceId]);
    expect(all.status).toBe(200);
    expect(all.body.on_screen).toEqual([
      { device_id: south.deviceId, layout_id: lobby, schedule_id: southern, campaign_run_id: null },
      { device_id: depot.deviceId, layout_id: lobby, schedule_id: hidden, campaign_run_id: null },
      { device_id: quiet.deviceId, layout_id: null, schedule_id: null, campaign_run_id: null },
    ]);
    // A forced-tag operator: the south device is left out; the depot's winner is the one outside their tags.
    const theirs = await devicesOnScreen(api, northern, [south.deviceId, depot.deviceId]);
    expect(theirs.body.on_screen).toEqual([
      { device_id: depot.deviceId, layout_id: lobby, schedule_id: hidden, campaign_run_id: null },
    ]);
    expect((await devicesOnScreen(api, nobody, [depot.deviceId])).status).toBe(403);
    expect((await devicesOnScreen(api, admin, [])).status).toBe(422);
  });
});
