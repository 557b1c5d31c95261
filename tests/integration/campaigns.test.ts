import { CAMPAIGN_MESSAGES, defaultRunTimer } from '@signage/domain/campaigns/campaign';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignMedia,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  runDelivery,
  runProofOfPlay,
  runVenues,
  setRunVenues,
  updateCampaign,
} from './testkit/campaigns.ts';
import { playerCall, seedDevice } from './testkit/devices.ts';
import { createLayout, element, layoutBody } from './testkit/layouts.ts';
import { png, upload } from './testkit/media.ts';
import { rest, restLogin } from './testkit/rest.ts';
import {
  createSchedule,
  deviceNowPlaying,
  deviceSchedules,
  devicesOnScreen,
  playerDeviceSchedules,
  scheduleBody,
} from './testkit/schedules.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';
import { createVenue, setVenueDevices } from './testkit/venues.ts';

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

const thisWeek = () => defaultRunTimer(Date.now(), 'UTC');

describe('campaigns', () => {
  it('creates, lists, updates and deletes with the spec messages, its runs numbered and spanning it', async () => {
    const created = await createCampaign(api, admin, {
      code: ' SUM-26 ',
      name: ' Summer sale ',
      tags: ['#c-summer'],
      runs: [{ timer: thisWeek() }, { timer: { start: '2030-01-01T00:00', end: '2030-01-07T23:59' } }],
    });
    expect(created.status).toBe(201);
    expect(created.body.msg).toBe(CAMPAIGN_MESSAGES.created);
    const campaign = created.body.campaign;
    expect(campaign).toMatchObject({ code: 'SUM-26', name: 'Summer sale', tags: [{ name: 'c-summer' }] });
    expect(campaign.runs.map((r) => r.run_number)).toEqual([1, 2]);
    expect(campaign.start).toBe(thisWeek().start);
    expect(campaign.end).toBe('2030-01-07T23:59');

    const list = await listCampaigns(api, admin, '?tags=c-summer');
    expect(list.status).toBe(200);
    expect(list.body.campaigns.map((c) => c.campaign_id)).toEqual([campaign.campaign_id]);
    // Spec 02 §9: 50 by default.
    expect(list.body.page_info).toEqual({ current_page: 1, page_size: 50, total_items: 1 });

    // A run removed keeps its number gone; a new run is numbered on.
    const [first] = campaign.runs;
    const updated = await updateCampaign(api, admin, campaign.campaign_id, {
      name: 'Summer sale 2026',
      runs: [{ campaign_run_id: first!.campaign_run_id, timer: first!.timer }, { timer: thisWeek() }],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.msg).toBe(CAMPAIGN_MESSAGES.updated);
    expect(updated.body.campaign.runs.map((r) => r.run_number)).toEqual([1, 3]);
    expect(updated.body.campaign.end).toBe(thisWeek().end);

    const deleted = await deleteCampaign(api, admin, campaign.campaign_id);
    expect(deleted.body).toMatchObject({ msg: CAMPAIGN_MESSAGES.deleted, campaign_id: campaign.campaign_id });
    const gone = await getCampaign(api, admin, campaign.campaign_id);
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe(`Campaign ${campaign.campaign_id} not found.`);
  });

  it('lists campaigns ending after 6 months ago, the older ones on request', async () => {
    const old = await createCampaign(api, admin, {
      code: 'OLD',
      name: 'Old news',
      tags: ['c-age'],
      runs: [{ timer: { start: '2020-01-01T00:00', end: '2020-01-07T23:59' } }],
    });
    const fresh = await createCampaign(api, admin, { code: 'NEW', name: 'No runs yet', tags: ['c-age'] });
    const shown = await listCampaigns(api, admin, '?tags=c-age');
    expect(shown.body.campaigns.map((c) => c.code)).toEqual(['NEW']);
    const all = await listCampaigns(api, admin, '?tags=c-age&include_older=true');
    expect(all.body.campaigns.map((c) => c.code)).toEqual(['NEW', 'OLD']);
    const since2019 = await listCampaigns(api, admin, '?tags=c-age&ending_after=2019-12-01');
    expect(since2019.body.page_info.total_items).toBe(2);
    await deleteCampaign(api, admin, old.body.campaign.campaign_id);
    await deleteCampaign(api, admin, fresh.body.campaign.campaign_id);
  });

  it('refuses bad fields with the messages, never a 5xx', async () => {
    const empty = await createCampaign(api, admin, { code: '  ', name: 'X' });
    expect(empty.status).toBe(422);
    expect(empty.body.msg).toBe(CAMPAIGN_MESSAGES.codeEmpty);
    expect((await createCampaign(api, admin, { code: 'A', name: '  ' })).body.msg).toBe(CAMPAIGN_MESSAGES.nameEmpty);
    const backwards = await createCampaign(api, admin, {
      code: 'A',
      name: 'Backwards',
      runs: [{ timer: { start: '2026-02-02T00:00', end: '2026-02-01T00:00' } }],
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.msg).toBe(CAMPAIGN_MESSAGES.runEndBeforeStart);
    const badDate = await createCampaign(api, admin, {
      code: 'A',
      name: 'Bad date',
      runs: [{ timer: { start: '2026-02-31T00:00', end: '2026-03-01T00:00' } }],
    });
    expect(badDate.body.msg).toBe(CAMPAIGN_MESSAGES.runInvalidDate);
    const a = (await createCampaign(api, admin, { code: 'A', name: 'A', runs: [{ timer: thisWeek() }] })).body.campaign;
    const b = (await createCampaign(api, admin, { code: 'B', name: 'B' })).body.campaign;
    const theft = await updateCampaign(api, admin, b.campaign_id, {
      runs: [{ campaign_run_id: a.runs[0]!.campaign_run_id, timer: thisWeek() }],
    });
    expect(theft.status).toBe(422);
    expect(theft.body.msg).toBe(CAMPAIGN_MESSAGES.runOfAnotherCampaign(a.runs[0]!.campaign_run_id, b.campaign_id));
    const noVenue = await setRunVenues(api, admin, a.campaign_id, a.runs[0]!.campaign_run_id, [999_999]);
    expect(noVenue.status).toBe(404);
    expect(noVenue.body.msg).toBe('Venue 999999 not found.');
    const otherRun = await setRunVenues(api, admin, b.campaign_id, a.runs[0]!.campaign_run_id, []);
    expect(otherRun.status).toBe(404);
    expect(otherRun.body.msg).toBe(`Campaign run ${a.runs[0]!.campaign_run_id} not found.`);
    expect((await createCampaign(api, admin, { code: 'A', name: 'A', layout_id: 999_999 })).status).toBe(404);
    for (const body of [
      null,
      [],
      { code: 1 },
      { code: 'A', name: 'A', runs: [{ timer: {} }] },
      { code: 'x'.repeat(9999) },
    ]) {
      const answer = await createCampaign(api, admin, body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect((await setRunVenues(api, admin, a.campaign_id, a.runs[0]!.campaign_run_id, 'x')).status).toBe(422);
    expect((await rest(api, admin, 'GET', '/campaigns/?page_size=0')).status).toBe(422);
  });

  it('refuses writes without the right and hides campaigns without the forced tags', async () => {
    await createUser(stack, { username: 'c-viewer', password: 'Viewer-Pass-1', permissions: ['view schedules'] });
    await createUser(stack, {
      username: 'c-forced',
      password: 'Forced-Pass-1',
      permissions: ['edit schedules'],
      forcedTags: ['c-team'],
    });
    const viewer = (await restLogin(api, 'c-viewer', 'Viewer-Pass-1')).body.auth_token!;
    const forced = (await restLogin(api, 'c-forced', 'Forced-Pass-1')).body.auth_token!;
    expect((await createCampaign(api, viewer, { code: 'V', name: 'V' })).status).toBe(403);
    expect((await listCampaigns(api, viewer)).status).toBe(200);
    const hidden = (await createCampaign(api, admin, { code: 'H', name: 'Hidden' })).body.campaign;
    expect((await getCampaign(api, forced, hidden.campaign_id)).status).toBe(404);
    const own = await createCampaign(api, forced, { code: 'T', name: 'Team' });
    expect(own.body.campaign.tags.map((t) => t.name)).toEqual(['c-team']);
  });

  it("plays a run on its venues' devices before schedules, and counts their plays as its delivery", async () => {
    const image = (await upload(api, admin, [{ name: 'promo.png', data: await png(64, 36) }], ['c-promo'])).body
      .media![0]!.media!;
    const layout = (
      await createLayout(
        api,
        admin,
        layoutBody([element('image', { media_id: image.media_id })], { name: 'Promo', tags: ['c-promo'] }),
      )
    ).body;
    const venue = (await createVenue(api, admin, { name: 'Mall', time_zone: 'UTC' })).body.venue;
    const inside = await seedDevice(stack, admin, { tags: ['c-mall'] });
    const outside = await seedDevice(stack, admin, { tags: ['c-mall'] });
    await setVenueDevices(api, admin, venue.venue_id, [inside.deviceId]);

    const created = await createCampaign(api, admin, {
      code: 'MALL',
      name: 'Mall promo',
      layout_id: layout.layout_id,
      runs: [{ timer: thisWeek() }],
    });
    const campaign = created.body.campaign;
    const run = campaign.runs[0]!;
    expect((await campaignMedia(api, admin, campaign.campaign_id)).body.media.map((m) => m.media_id)).toEqual([
      image.media_id,
    ]);

    const set = await setRunVenues(api, admin, campaign.campaign_id, run.campaign_run_id, [venue.venue_id]);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ msg: 'Run venues successfully updated.', venues: [venue.venue_id] });
    expect(set.body.affected_device_ids).toEqual([inside.deviceId]);
    expect((await runVenues(api, admin, campaign.campaign_id, run.campaign_run_id)).body.venues).toEqual([
      venue.venue_id,
    ]);

    const here = (await deviceSchedules(api, admin, inside.deviceId)).body;
    expect(here.now_playing.campaign_run).toBe(run.campaign_run_id);
    expect(here.now_playing.screen).toBeNull();
    const plays = here.now_playing.verdicts.find((v) => v.campaign_run_id === run.campaign_run_id)!;
    expect(plays.code).toBe('plays');
    expect(plays.reason).toContain('campaign Mall promo, run 1');
    // The light "what plays now" says the same.
    const now = (await deviceNowPlaying(api, admin, inside.deviceId)).body;
    expect(now).toMatchObject({
      venue_id: venue.venue_id,
      now_playing: { campaign_run: run.campaign_run_id, screen: null },
    });
    expect(now.now_playing.campaign_run_title).toBe(here.now_playing.campaign_run_title);
    const there = (await deviceSchedules(api, admin, outside.deviceId)).body;
    expect(there.now_playing.campaign_run).toBeNull();
    expect((await deviceNowPlaying(api, admin, outside.deviceId)).body.now_playing.campaign_run).toBeNull();
    expect(there.campaign_runs).toEqual([]);

    // The player sees the run and may fetch its layout.
    const forPlayer = await playerDeviceSchedules(api, inside, inside.deviceId);
    expect(forPlayer.body.campaign_runs?.map((r) => r.layout_id)).toEqual([layout.layout_id]);

    const today = thisWeek().start.slice(0, 10);
    const report = (runId: number, device = inside) =>
      playerCall(api, device, '/players/playback', {
        entries: [{ media_id: image.media_id, playback_date: today, count: 3, campaign_run_id: runId }],
      });
    expect((await report(run.campaign_run_id)).status).toBe(200);
    expect((await report(run.campaign_run_id)).status).toBe(200);
    // A device outside the run's venues cannot deliver it.
    expect((await report(run.campaign_run_id, outside)).status).toBe(422);

    const delivery = (await runDelivery(api, admin, campaign.campaign_id, run.campaign_run_id)).body;
    expect(delivery.plays).toBe(6);
    expect(delivery.venues).toEqual([
      { venue_id: venue.venue_id, name: 'Mall', plays: 6, devices: [expect.objectContaining({ plays: 6 })] },
    ]);
    expect(delivery.forecast).toBeGreaterThanOrEqual(6);

    const csv = await runProofOfPlay(api, admin, campaign.campaign_id, run.campaign_run_id);
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Campaign Code,Run,Venue ID,Venue,Device ID,Device,Media ID,Media,Plays');
    expect(lines[1]).toContain(`${today},MALL,1,${venue.venue_id},Mall,${inside.deviceId},`);
    expect(lines[1]!.endsWith(',6')).toBe(true);

    // Deleting the campaign tells the venue's devices to fetch again, and the run no longer reaches them.
    const deleted = await deleteCampaign(api, admin, campaign.campaign_id);
    expect(deleted.body.affected_device_ids).toEqual([inside.deviceId]);
    expect((await deviceSchedules(api, admin, inside.deviceId)).body.campaign_runs).toEqual([]);
  });

  it('tells a forced-tag user only of the venues, devices and plays they may see; their changes leave the rest', async () => {
    const image = (await upload(api, admin, [{ name: 'shop.png', data: await png(32, 18) }], ['c-shop'])).body
      .media![0]!.media!;
    const layout = (
      await createLayout(
        api,
        admin,
        layoutBody([element('image', { media_id: image.media_id })], { name: 'Shop', tags: ['c-shop'] }),
      )
    ).body;
    const shopDevice = await seedDevice(stack, admin, { tags: ['c-shop'] });
    const hqDevice = await seedDevice(stack, admin, { tags: ['c-hq'] });
    const shop = (
      await createVenue(api, admin, {
        name: 'Shop',
        time_zone: 'UTC',
        tags: ['c-shop'],
        devices: [shopDevice.deviceId],
      })
    ).body.venue;
    const hq = (
      await createVenue(api, admin, {
        name: 'Head office',
        time_zone: 'UTC',
        tags: ['c-hq'],
        devices: [hqDevice.deviceId],
      })
    ).body.venue;
    const campaign = (
      await createCampaign(api, admin, {
        code: 'SHOP',
        name: 'Shop week',
        tags: ['c-shop'],
        layout_id: layout.layout_id,
        runs: [{ timer: thisWeek() }],
      })
    ).body.campaign;
    const runId = campaign.runs[0]!.campaign_run_id;
    await setRunVenues(api, admin, campaign.campaign_id, runId, [shop.venue_id, hq.venue_id]);
    const today = thisWeek().start.slice(0, 10);
    for (const [device, count] of [
      [shopDevice, 2],
      [hqDevice, 5],
    ] as const) {
      const played = await playerCall(api, device, '/players/playback', {
        entries: [{ media_id: image.media_id, playback_date: today, count, campaign_run_id: runId }],
      });
      expect(played.status, JSON.stringify(played.body)).toBe(200);
    }

    await createUser(stack, {
      username: 'c-shop-user',
      password: 'Shop-Pass-1',
      permissions: ['edit schedules'],
      forcedTags: ['c-shop'],
    });
    const shopUser = (await restLogin(api, 'c-shop-user', 'Shop-Pass-1')).body.auth_token!;
    expect((await getCampaign(api, shopUser, campaign.campaign_id)).body.runs[0]!.venues).toEqual([shop.venue_id]);
    expect((await runVenues(api, shopUser, campaign.campaign_id, runId)).body.venues).toEqual([shop.venue_id]);
    const delivery = (await runDelivery(api, shopUser, campaign.campaign_id, runId)).body;
    expect(delivery.plays).toBe(7);
    expect(delivery.venues).toEqual([
      {
        venue_id: shop.venue_id,
        name: 'Shop',
        plays: 2,
        devices: [expect.objectContaining({ device_id: shopDevice.deviceId, plays: 2 })],
      },
    ]);
    const lines = (await runProofOfPlay(api, shopUser, campaign.campaign_id, runId)).text.trim().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',')[5])).toEqual([String(shopDevice.deviceId)]);

    // Emptying the run as they see it takes their venue out; the head office stays, and its device is not told.
    const emptied = await setRunVenues(api, shopUser, campaign.campaign_id, runId, []);
    expect(emptied.body).toMatchObject({ venues: [], affected_device_ids: [shopDevice.deviceId] });
    expect((await runVenues(api, admin, campaign.campaign_id, runId)).body.venues).toEqual([hq.venue_id]);
  });

  it("names a campaign run outside a forced-tag user's tags by id alone on a device they see", async () => {
    const device = await seedDevice(stack, admin, { tags: ['c-kiosk'] });
    const venue = (await createVenue(api, admin, { name: 'Arcade', time_zone: 'UTC', devices: [device.deviceId] })).body
      .venue;
    const hqLayout = (await createLayout(api, admin, layoutBody([], { name: 'HQ board', tags: ['c-head'] }))).body;
    const campaign = (
      await createCampaign(api, admin, {
        code: 'HQW',
        name: 'Head office week',
        tags: ['c-head'],
        layout_id: hqLayout.layout_id,
        runs: [{ timer: thisWeek() }],
      })
    ).body.campaign;
    const runId = campaign.runs[0]!.campaign_run_id;
    await setRunVenues(api, admin, campaign.campaign_id, runId, [venue.venue_id]);
    const kioskLayout = (await createLayout(api, admin, layoutBody([], { name: 'Kiosk', tags: ['c-kiosk'] }))).body;
    const { start, end } = thisWeek();
    const schedule = (await createSchedule(api, admin, scheduleBody(kioskLayout.layout_id, ['c-kiosk'], start, end)))
      .body.schedule.schedule_id;
    await createUser(stack, {
      username: 'c-kiosk-user',
      password: 'Kiosk-Pass-1',
      permissions: ['view schedules', 'view devices'],
      forcedTags: ['c-kiosk'],
    });
    const kioskUser = (await restLogin(api, 'c-kiosk-user', 'Kiosk-Pass-1')).body.auth_token!;

    // The run they may not see still plays, and outranks the schedule they see: named by its id, never its title.
    const outranked = `Not playing: campaign run ${runId} (not visible to you) plays instead, because a campaign run in the device's venue comes before schedules.`;
    for (const answer of [
      (await deviceSchedules(api, kioskUser, device.deviceId)).body,
      (await deviceNowPlaying(api, kioskUser, device.deviceId)).body,
    ]) {
      expect(answer.now_playing).toMatchObject({
        campaign_run: runId,
        campaign_run_title: null,
        screen: null,
        layout_id: hqLayout.layout_id,
      });
      expect(answer.now_playing.verdicts.map((v) => [v.schedule_id, v.reason])).toEqual([[schedule, outranked]]);
      expect(JSON.stringify(answer)).not.toContain('Head office');
    }
    expect((await deviceSchedules(api, kioskUser, device.deviceId)).body.campaign_runs).toEqual([]);
    // The dashboard cards' question: the run's layout is on screen.
    expect((await devicesOnScreen(api, kioskUser, [device.deviceId])).body.on_screen).toEqual([
      { device_id: device.deviceId, layout_id: hqLayout.layout_id, schedule_id: null, campaign_run_id: runId },
    ]);
    // Whoever may see the campaign reads it whole.
    const whole = (await deviceSchedules(api, admin, device.deviceId)).body;
    expect(whole.now_playing.campaign_run_title).toBe('campaign Head office week, run 1');
    expect(whole.campaign_runs!.map((r) => [r.campaign_run_id, r.layout_name])).toEqual([[runId, 'HQ board']]);
    expect(whole.now_playing.verdicts.find((v) => v.schedule_id === schedule)!.reason).toBe(
      "Not playing: campaign Head office week, run 1 plays instead, because a campaign run in the device's venue comes before schedules.",
    );
  });

  it("lists only the venues of a device's campaign run that a forced-tag user may see", async () => {
    const device = await seedDevice(stack, admin, { tags: ['v-kiosk'] });
    const near = (
      await createVenue(api, admin, { name: 'Near', tags: ['v-kiosk'], time_zone: 'UTC', devices: [device.deviceId] })
    ).body.venue;
    const far = (await createVenue(api, admin, { name: 'Far', tags: ['v-other'], time_zone: 'UTC' })).body.venue;
    const layout = (await createLayout(api, admin, layoutBody([], { name: 'Kiosk week', tags: ['v-kiosk'] }))).body;
    const campaign = (
      await createCampaign(api, admin, {
        code: 'KW',
        name: 'Kiosk week',
        tags: ['v-kiosk'],
        layout_id: layout.layout_id,
        runs: [{ timer: thisWeek() }],
      })
    ).body.campaign;
    const runId = campaign.runs[0]!.campaign_run_id;
    await setRunVenues(api, admin, campaign.campaign_id, runId, [near.venue_id, far.venue_id]);
    await createUser(stack, {
      username: 'v-kiosk-user',
      password: 'Kiosk-Pass-1',
      permissions: ['view schedules', 'view devices'],
      forcedTags: ['v-kiosk'],
    });
    const kioskUser = (await restLogin(api, 'v-kiosk-user', 'Kiosk-Pass-1')).body.auth_token!;

    const seen = (await deviceSchedules(api, kioskUser, device.deviceId)).body;
    expect(seen.campaign_runs!.map((r) => [r.campaign_run_id, r.venue_ids])).toEqual([[runId, [near.venue_id]]]);
    expect(seen.now_playing.campaign_run).toBe(runId);
    const whole = (await deviceSchedules(api, admin, device.deviceId)).body;
    expect(whole.campaign_runs!.map((r) => [...r.venue_ids].sort((a, b) => a - b))).toEqual([
      [near.venue_id, far.venue_id].sort((a, b) => a - b),
    ]);
  });
});
