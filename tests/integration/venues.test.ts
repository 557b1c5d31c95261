import { SCHEDULE_MESSAGES } from '@signage/domain/schedules/messages';
import { VENUE_MESSAGES } from '@signage/domain/venues/venue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDevice } from './testkit/devices.ts';
import { createLayout, layoutBody } from './testkit/layouts.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { createSchedule, deviceSchedules, scheduleBody } from './testkit/schedules.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';
import { createTagMetadata } from './testkit/tag-metadata.ts';
import {
  createVenue,
  deleteVenue,
  getVenue,
  listVenues,
  setVenueDevices,
  updateVenue,
  venueDevices,
  venueLookAhead,
  venueTradingHours,
} from './testkit/venues.ts';

let stack: TestStack;
let api: string;
let admin: string;

beforeAll(async () => {
  stack = await startTestStack();
  api = stack.apiUrl;
  admin = (await restLogin(api, 'admin', ADMIN_PASSWORD)).body.auth_token!;
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

describe('venues', () => {
  it('creates, lists, updates and deletes with the spec messages', async () => {
    const created = await createVenue(api, admin, {
      name: ' High Street ',
      tags: ['#v-shop'],
      time_zone: 'Europe/London',
    });
    expect(created.status).toBe(201);
    expect(created.body.msg).toBe(VENUE_MESSAGES.created);
    const venue = created.body.venue;
    expect(venue).toMatchObject({
      name: 'High Street',
      time_zone: 'Europe/London',
      devices: [],
      tags: [{ name: 'v-shop' }],
    });
    expect(venue.sync_master_device_id).toBeNull();

    const list = await listVenues(api, admin, '?tags=v-shop&page_size=25');
    expect(list.status).toBe(200);
    expect(list.body.venues.map((v) => v.venue_id)).toEqual([venue.venue_id]);
    expect(list.body.page_info).toEqual({ current_page: 1, page_size: 25, total_items: 1 });

    const updated = await updateVenue(api, admin, venue.venue_id, { name: 'Market Street', time_zone: 'Asia/Tokyo' });
    expect(updated.body.msg).toBe(VENUE_MESSAGES.updated);
    expect(updated.body.venue).toMatchObject({ name: 'Market Street', time_zone: 'Asia/Tokyo' });

    const deleted = await deleteVenue(api, admin, venue.venue_id);
    expect(deleted.body).toMatchObject({ msg: VENUE_MESSAGES.deleted, venue_id: venue.venue_id });
    expect((await getVenue(api, admin, venue.venue_id)).status).toBe(404);
    expect((await getVenue(api, admin, venue.venue_id)).body.msg).toBe(`Venue ${venue.venue_id} not found.`);
  });

  it('refuses a zone outside the IANA list, an empty name and a sync master from elsewhere, with no 5xx', async () => {
    const zone = await createVenue(api, admin, { name: 'Nowhere', time_zone: 'Mars/Olympus' });
    expect(zone.status).toBe(422);
    expect(zone.body.msg).toBe(VENUE_MESSAGES.timeZone);
    const offset = await createVenue(api, admin, { name: 'Offset', time_zone: '+02:00' });
    expect(offset.body.msg).toBe(VENUE_MESSAGES.timeZone);
    const empty = await createVenue(api, admin, { name: '   ', time_zone: 'UTC' });
    expect(empty.status).toBe(422);
    expect(empty.body.msg).toBe(VENUE_MESSAGES.nameEmpty);
    const withDevices = await createVenue(api, admin, { name: 'Devices in body', time_zone: 'UTC' });
    const id = withDevices.body.venue.venue_id;
    // Spec 02 §7: the update's body has no devices.
    expect((await updateVenue(api, admin, id, { devices: [1] })).status).toBe(422);
    const stranger = await seedDevice(stack, admin);
    const master = await updateVenue(api, admin, id, { sync_master_device_id: stranger.deviceId });
    expect(master.status).toBe(422);
    expect(master.body.msg).toBe(VENUE_MESSAGES.syncMaster);
    expect((await updateVenue(api, admin, id, { time_zone: 'Europe/Nowhere' })).body.msg).toBe(VENUE_MESSAGES.timeZone);
    expect((await updateVenue(api, admin, 999_999, { name: 'x' })).status).toBe(404);
  });

  it('keeps a device in at most one venue; a sync master that leaves is cleared', async () => {
    const a = await seedDevice(stack, admin, { tags: ['move'] });
    const b = await seedDevice(stack, admin, { tags: ['move'] });
    const first = (
      await createVenue(api, admin, { name: 'First', time_zone: 'UTC', devices: [a.deviceId, b.deviceId] })
    ).body.venue;
    expect(first.devices).toEqual([a.deviceId, b.deviceId]);
    expect(
      (await updateVenue(api, admin, first.venue_id, { sync_master_device_id: a.deviceId })).body.venue
        .sync_master_device_id,
    ).toBe(a.deviceId);
    const second = (await createVenue(api, admin, { name: 'Second', time_zone: 'UTC' })).body.venue;
    const moved = await setVenueDevices(api, admin, second.venue_id, [a.deviceId]);
    expect(moved.status).toBe(200);
    expect(moved.body.venue.devices).toEqual([a.deviceId]);
    // b stays in a venue that lost its sync master: its sync role changes too (desired state).
    expect(moved.body.affected_device_ids).toEqual([a.deviceId, b.deviceId]);
    const left = (await getVenue(api, admin, first.venue_id)).body;
    expect(left.devices).toEqual([b.deviceId]);
    expect(left.sync_master_device_id).toBeNull();
    const devices = await venueDevices(api, admin, second.venue_id);
    expect(devices.body.devices.map((d) => [d.device_id, d.venue_id])).toEqual([[a.deviceId, second.venue_id]]);
    expect((await setVenueDevices(api, admin, second.venue_id, [999_999])).status).toBe(404);
    // Emptying the venue.
    expect((await setVenueDevices(api, admin, second.venue_id, [])).body.venue.devices).toEqual([]);
  });

  it('plays the same schedule at each venue’s local time: London and Tokyo', async () => {
    const layout = (await createLayout(api, admin, layoutBody([], { name: 'Breakfast', tags: ['venue-zone'] }))).body;
    // Every day 09:00-10:00 wall clock, in whatever zone the device's time runs.
    const made = await createSchedule(
      api,
      admin,
      scheduleBody(layout.layout_id, ['breakfast'], '2026-06-01T09:00', '2026-06-30T10:00', { day_part: true }),
    );
    expect(made.body.msg).toBe(SCHEDULE_MESSAGES.created);
    const scheduleId = made.body.schedule.schedule_id;
    // The devices' own zone is New York; their venues rule.
    const london = await seedDevice(stack, admin, { tags: ['breakfast'], time_zone: 'America/New_York' });
    const tokyo = await seedDevice(stack, admin, { tags: ['breakfast'], time_zone: 'America/New_York' });
    await createVenue(api, admin, { name: 'London', time_zone: 'Europe/London', devices: [london.deviceId] });
    const tokyoVenue = await createVenue(api, admin, {
      name: 'Tokyo',
      time_zone: 'Asia/Tokyo',
      devices: [tokyo.deviceId],
    });
    expect(tokyoVenue.body.affected_device_ids).toEqual([tokyo.deviceId]);
    const playing = async (deviceId: number, at: string) => {
      const answer = await deviceSchedules(api, admin, deviceId, `?at=${at}`);
      expect(answer.status).toBe(200);
      return answer.body;
    };
    // 08:30Z is 09:30 in London (BST) and 17:30 in Tokyo.
    const morningLondon = await playing(london.deviceId, '2026-06-10T08:30:00Z');
    expect(morningLondon).toMatchObject({ time_zone: 'Europe/London', wall_clock: '2026-06-10T09:30' });
    expect(morningLondon.now_playing.screen).toBe(scheduleId);
    expect((await playing(tokyo.deviceId, '2026-06-10T08:30:00Z')).now_playing.screen).toBeNull();
    // 00:30Z is 09:30 in Tokyo and 01:30 in London.
    const morningTokyo = await playing(tokyo.deviceId, '2026-06-10T00:30:00Z');
    expect(morningTokyo).toMatchObject({ time_zone: 'Asia/Tokyo', wall_clock: '2026-06-10T09:30' });
    expect(morningTokyo.now_playing.screen).toBe(scheduleId);
    expect((await playing(london.deviceId, '2026-06-10T00:30:00Z')).now_playing.screen).toBeNull();
    // A device that leaves its venue falls back to its own zone.
    await setVenueDevices(api, admin, tokyoVenue.body.venue.venue_id, []);
    expect((await playing(tokyo.deviceId, '2026-06-10T13:30:00Z')).time_zone).toBe('America/New_York');
    expect((await playing(tokyo.deviceId, '2026-06-10T13:30:00Z')).now_playing.screen).toBe(scheduleId);
    // The venue's zone rules trading hours too.
    const hours = await rest(api, admin, 'GET', `/devices/${london.deviceId}/tag_metadata`);
    expect(hours.body.time_zone).toBe('Europe/London');
  });

  it('answers the trading hours linked through the venue’s tags, with defaults and tags', async () => {
    const record = await createTagMetadata(api, admin, {
      category: 'trading hours',
      description: 'Venue hours',
      tags: ['venue-hours'],
      json: { defaults: { monday: [{ start: '08:00', end: '18:00' }] } },
    });
    const venue = (await createVenue(api, admin, { name: 'Hours', time_zone: 'Europe/Paris', tags: ['venue-hours'] }))
      .body.venue;
    const answer = await venueTradingHours(api, admin, venue.venue_id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      venue_id: venue.venue_id,
      tagmetadata_id: record.body.tag_metadata.tagmetadata_id,
      tags: ['venue-hours'],
      time_zone: 'Europe/Paris',
    });
    expect((answer.body.defaults as Record<string, unknown>).monday).toEqual([{ start: '08:00', end: '18:00' }]);
  });

  it('looks 14 days ahead: the daylight-saving change and a schedule in the skipped hour', async () => {
    const layout = (await createLayout(api, admin, layoutBody([], { name: 'Night', tags: ['night'] }))).body;
    const device = await seedDevice(stack, admin, { tags: ['dst-venue'] });
    const venue = (
      await createVenue(api, admin, { name: 'Lookout', time_zone: 'Europe/London', devices: [device.deviceId] })
    ).body.venue;
    // London springs forward on 28 March 2027 at 01:00 GMT: 01:00-02:00 is skipped.
    const skipped = await createSchedule(
      api,
      admin,
      scheduleBody(layout.layout_id, ['dst-venue'], '2027-03-28T01:30', '2027-03-28T05:00'),
    );
    const fine = await createSchedule(
      api,
      admin,
      scheduleBody(layout.layout_id, ['dst-venue'], '2027-03-29T09:00', '2027-03-29T10:00'),
    );
    expect(skipped.body.msg).toBe(SCHEDULE_MESSAGES.created);
    expect(fine.body.msg).toBe(SCHEDULE_MESSAGES.created);
    const answer = await venueLookAhead(api, admin, venue.venue_id, '2027-03-20T00:00:00Z');
    expect(answer.status).toBe(200);
    expect(answer.body.time_zone).toBe('Europe/London');
    expect(answer.body.daylight_saving_changes).toEqual([
      {
        at: '2027-03-28T01:00:00.000Z',
        offset_before_minutes: 0,
        offset_after_minutes: 60,
        kind: 'skipped',
        wall_from: '2027-03-28T01:00',
        wall_to: '2027-03-28T02:00',
      },
    ]);
    const entries = new Map(answer.body.entries.map((e) => [e.schedule_id, e]));
    expect(entries.get(skipped.body.schedule.schedule_id)).toMatchObject({
      device_ids: [device.deviceId],
      problems: ['Starts at 2027-03-28 01:30, in the hour the clocks skip: it takes effect at 02:00.'],
    });
    expect(entries.get(fine.body.schedule.schedule_id)?.problems).toEqual([]);
    // Tokyo keeps one offset all year.
    await updateVenue(api, admin, venue.venue_id, { time_zone: 'Asia/Tokyo' });
    const tokyo = await venueLookAhead(api, admin, venue.venue_id, '2027-03-20T00:00:00Z');
    expect(tokyo.body.daylight_saving_changes).toEqual([]);
    expect((await venueLookAhead(api, admin, venue.venue_id, 'yesterday')).status).toBe(422);
  });

  it('refuses a user without the right, and hides venues outside forced tags', async () => {
    await createUser(stack, { username: 'venue-viewer', password: 'Venue-Viewer-1', permissions: ['view devices'] });
    const viewer = (await restLogin(api, 'venue-viewer', 'Venue-Viewer-1')).body.auth_token!;
    const refused = await createVenue(api, viewer, { name: 'Not mine', time_zone: 'UTC' });
    expect(refused.status).toBe(403);
    expect((await listVenues(api, viewer)).status).toBe(200);
    await createUser(stack, { username: 'venue-none', password: 'Venue-None-1', permissions: ['view media'] });
    const none = (await restLogin(api, 'venue-none', 'Venue-None-1')).body.auth_token!;
    expect((await listVenues(api, none)).status).toBe(403);
    const hidden = (await createVenue(api, admin, { name: 'Secret', time_zone: 'UTC', tags: ['secret-venue'] })).body
      .venue;
    await createUser(stack, {
      username: 'venue-forced',
      password: 'Venue-Forced-1',
      permissions: ['edit devices'],
      forcedTags: ['other-venue'],
    });
    const forced = (await restLogin(api, 'venue-forced', 'Venue-Forced-1')).body.auth_token!;
    expect((await getVenue(api, forced, hidden.venue_id)).status).toBe(404);
    expect((await deleteVenue(api, forced, hidden.venue_id)).status).toBe(404);
    const own = await createVenue(api, forced, { name: 'Forced', time_zone: 'UTC' });
    expect(own.body.venue.tags.map((t) => t.name)).toEqual(['other-venue']);
  });

  it('tells a forced-tag user only of the devices they may see, and their changes leave the others in place', async () => {
    const mine = await seedDevice(stack, admin, { tags: ['shop-venue'] });
    const hidden = await seedDevice(stack, admin, { tags: ['head-office'] });
    const shared = (
      await createVenue(api, admin, {
        name: 'Shared',
        time_zone: 'UTC',
        tags: ['shop-venue'],
        devices: [mine.deviceId, hidden.deviceId],
      })
    ).body.venue;
    await createUser(stack, {
      username: 'venue-shop',
      password: 'Venue-Shop-1',
      permissions: ['edit devices'],
      forcedTags: ['shop-venue'],
    });
    const shop = (await restLogin(api, 'venue-shop', 'Venue-Shop-1')).body.auth_token!;
    expect((await getVenue(api, shop, shared.venue_id)).body.devices).toEqual([mine.deviceId]);
    const listed = (await listVenues(api, shop)).body.venues.find((v) => v.venue_id === shared.venue_id);
    expect(listed?.devices).toEqual([mine.deviceId]);
    expect((await venueDevices(api, shop, shared.venue_id)).body.devices.map((d) => d.device_id)).toEqual([
      mine.deviceId,
    ]);
    // Emptying the venue as they see it takes their device out; the hidden one stays.
    expect((await setVenueDevices(api, shop, shared.venue_id, [])).body.venue.devices).toEqual([]);
    expect((await getVenue(api, admin, shared.venue_id)).body.devices).toEqual([hidden.deviceId]);
  });
});
