import { MAX_TOUCH_STAT_ROWS, PLAYBACK_TOO_MANY, TOUCH_STATS_TOO_MANY } from '@signage/domain/reports';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playbackStats, reportRange } from '../../api/src/reports/queries.ts';
import { maintainEvents } from '../../api/src/reports/retention.ts';
import { type PlayerCredentials, playerCall, seedDevice, setLastContact } from './testkit/devices.ts';
import {
  ReportsDailyQueryDocument,
  ReportsDeviceQueryDocument,
  ReportsNetworkStatusQueryDocument,
  ReportsPlaybackQueryDocument,
  ReportsTouchQueryDocument,
} from './testkit/gql/graphql.ts';
import { gql } from './testkit/graphql.ts';
import { createLayout, element, layoutBody } from './testkit/layouts.ts';
import { png, upload } from './testkit/media.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { createSchedule, scheduleBody } from './testkit/schedules.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

/**
 * Proof of play (issue 26): events stored once whatever is resent, gaps found, rollups equal to the raw events,
 * and the reports' filters and date rule.
 */
let stack: TestStack;
let token: string;
let player: PlayerCredentials & { deviceId: number };
let other: PlayerCredentials & { deviceId: number };
let imageA: number;
let imageB: number;

const TAG = 'proof-of-play';
const day = (offsetDays: number) => new Date(Date.now() - offsetDays * 86_400_000).toISOString().slice(0, 10);
const at = (isoDay: string, hour: number) => `${isoDay}T${String(hour).padStart(2, '0')}:15:00Z`;
const send = (who: PlayerCredentials, body: unknown) => playerCall(stack.apiUrl, who, '/players/events', body);
const play = (sequence: number, occurred_at: string, media_id: number, utc_offset_minutes = 0) => ({
  sequence,
  occurred_at,
  utc_offset_minutes,
  time_zone: 'UTC',
  kind: 'playback',
  media_id,
});
const get = (path: string, as = token) => rest(stack.apiUrl, as, 'GET', path);

beforeAll(async () => {
  stack = await startTestStack();
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  const uploaded = await upload(
    stack.apiUrl,
    token,
    [
      { name: 'pop-a.png', data: await png(32, 32) },
      { name: 'pop-b.png', data: await png(32, 32, '#cc3366') },
    ],
    ['pop-media'],
  );
  expect(
    uploaded.body.media?.every((m) => m.media),
    JSON.stringify(uploaded.body),
  ).toBe(true);
  [imageA, imageB] = uploaded.body.media!.map((m) => m.media!.media_id) as [number, number];
  // Only b carries the tag the media filter asks for.
  await rest(stack.apiUrl, token, 'PUT', `/media/${imageB}`, { tags: ['pop-media', 'pop-b'] });
  player = await seedDevice(stack, token, { name: 'Proof one', tags: [TAG, 'pop-east'] });
  other = await seedDevice(stack, token, { name: 'Proof two', tags: [TAG] });
  const images = [element('image', { id: 'a', media_id: imageA }), element('image', { id: 'b', media_id: imageB })];
  const layout = await createLayout(stack.apiUrl, token, layoutBody(images, { name: 'Proof of play' }));
  const schedule = scheduleBody(layout.body.layout_id, [TAG], '2020-01-01T00:00', '2099-12-31T23:00');
  expect((await createSchedule(stack.apiUrl, token, schedule)).status).toBe(201);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('the event store', () => {
  it('stores a resent batch once, an event resent in another batch once, and finds gaps', async () => {
    const today = day(0);
    const batch = {
      idempotency_key: 'batch-1',
      pending: 5,
      events: [play(1, at(today, 1), imageA), play(2, at(today, 2), imageA), play(4, at(today, 4), imageB)],
    };
    expect(await send(player, batch)).toEqual({
      status: 200,
      body: { stored: 3, duplicates: 0, expired: 0, resent: false },
    });
    expect((await send(player, batch)).body).toEqual({ stored: 3, duplicates: 0, expired: 0, resent: true });
    const stream = await get(`/devices/${player.deviceId}/event_stream`);
    expect(stream.body).toMatchObject({
      max_sequence: 4,
      received: 3,
      missing: 1,
      pending: 5,
      complete_until: new Date(at(today, 2)).toISOString(),
    });
    // The gap arrives with a repeat of event 2: the repeat is not counted again.
    const late = await send(player, {
      idempotency_key: 'batch-2',
      events: [play(2, at(today, 2), imageA), play(3, at(today, 3), imageB)],
    });
    expect(late.body).toEqual({ stored: 1, duplicates: 1, expired: 0, resent: false });
    expect((await get(`/devices/${player.deviceId}/event_stream`)).body).toMatchObject({
      max_sequence: 4,
      received: 4,
      missing: 0,
      pending: 0,
      complete_until: new Date(at(today, 4)).toISOString(),
    });
  });

  it('refuses what cannot have happened, storing nothing of the batch', async () => {
    const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const future = await send(player, { idempotency_key: 'future', events: [play(90, tomorrow, imageA)] });
    expect(future.status).toBe(422);
    expect(future.body.msg).toContain('more than a day ahead of now');
    const foreign = await send(player, { idempotency_key: 'nothing', events: [play(91, at(day(0), 0), 999_999)] });
    expect(foreign).toEqual({ status: 422, body: { msg: 'No such media item: 999999.' } });
    const touch = await send(player, {
      idempotency_key: 'touchless',
      events: [{ sequence: 92, occurred_at: at(day(0), 0), utc_offset_minutes: 0, kind: 'touch' }],
    });
    expect(touch).toEqual({ status: 422, body: { msg: 'Touch event 92 has no event_name.' } });
    expect((await get(`/devices/${player.deviceId}/event_stream`)).body.max_sequence).toBe(4);
  });

  it('keeps rollups equal to the raw events on random data, by the player calendar day', async () => {
    let sequence = 0;
    const events = [];
    for (let i = 0; i < 600; i++) {
      const when = new Date(Date.now() - Math.floor(Math.random() * 20 * 86_400_000));
      const offset = [-300, 0, 120, 600][i % 4]!;
      events.push(play(++sequence, when.toISOString(), i % 3 ? imageA : imageB, offset));
    }
    // Sent in shuffled, overlapping batches: some events twice.
    const shuffled = [...events].sort(() => Math.random() - 0.5);
    for (let first = 0; first < shuffled.length; first += 150) {
      const chunk = shuffled.slice(first, first + 170);
      expect((await send(other, { idempotency_key: `random-${first}`, events: chunk })).status).toBe(200);
    }
    const raw = await sql<{ media_id: number; d: string; n: string }>`
      select media_id, to_char(local_date, 'YYYY-MM-DD') as d, count(*) as n from player_events
      where device_id = ${other.deviceId} group by 1, 2 order by 1, 2`.execute(stack.db);
    const rolled = await sql<{ media_id: number; d: string; n: string }>`
      select media_id, to_char(playback_date, 'YYYY-MM-DD') as d, count::bigint as n from device_playback
      where device_id = ${other.deviceId} order by 1, 2`.execute(stack.db);
    expect(rolled.rows).toEqual(raw.rows);
    expect(raw.rows.reduce((sum, r) => sum + Number(r.n), 0)).toBe(600);
    expect((await get(`/devices/${other.deviceId}/event_stream`)).body).toMatchObject({ received: 600, missing: 0 });
  });
});

describe('the reports', () => {
  it('counts media playback per item and day with the device, media and date filters', async () => {
    const today = day(0);
    const plays = await get(`/reports/media_playback/?device_ids=${player.deviceId}&start_date=${today}`);
    expect(plays.status).toBe(200);
    expect(plays.body.playback).toEqual([
      { media_id: imageA, name: 'pop-a', playback_date: today, count: 2 },
      { media_id: imageB, name: 'pop-b', playback_date: today, count: 2 },
    ]);
    const tagged = await get(`/reports/media_playback/?device_tags=pop-east&media_tags=pop-b&start_date=${today}`);
    expect(tagged.body.playback).toEqual([{ media_id: imageB, name: 'pop-b', playback_date: today, count: 2 }]);
    // Media playback leaves out the end day itself (the console sends the day after the chosen end).
    const before = await get(
      `/reports/media_playback/?device_ids=${player.deviceId}&start_date=${today}&end_date=${today}`,
    );
    expect(before.body.playback).toEqual([]);
    // Audio playback counts audio media only.
    expect((await get(`/reports/audio_playback/?device_ids=${player.deviceId}`)).body.playback).toEqual([]);
    const timeline = await get(`/reports/playback_timeline/?device_tags=${TAG}&start_date=${day(40)}`);
    const total = timeline.body.timeline.reduce((sum: number, m: { count: number }) => sum + m.count, 0);
    expect(total).toBe(604);
    // The dashboard's totals per day: every item summed, the end day included, audio apart.
    const daily = await get(
      `/reports/playback_daily/?device_ids=${player.deviceId}&start_date=${today}&end_date=${today}`,
    );
    expect(daily.body).toEqual({ daily: [{ day: today, count: 4 }] });
    const audio = await get(`/reports/playback_daily/?device_ids=${player.deviceId}&start_date=${today}&kind=audio`);
    expect(audio.body).toEqual({ daily: [] });
  });

  it('refuses a playback report of more rows than it answers, saying how to narrow it', async () => {
    const today = day(0);
    const filter = {
      query: { device_ids: [player.deviceId], start_date: today },
      forcedTags: [],
      kind: 'media' as const,
      endExclusive: false,
      range: reportRange({ start_date: today }),
    };
    // Two rows (two media items played today): refused where at most one is answered, answered where two are.
    await expect(playbackStats(stack.db, filter, 1)).rejects.toMatchObject({ status: 422, message: PLAYBACK_TOO_MANY });
    expect(await playbackStats(stack.db, filter, 2)).toHaveLength(2);
  });

  it("refuses an end before the start with the spec's message, in every report", async () => {
    for (const path of [
      'media_playback/',
      'audio_playback/',
      'playback_timeline/',
      'playback_daily/',
      'touch_stats/',
      'proof_of_play.csv',
    ]) {
      const answer = await get(`/reports/${path}?start_date=2026-05-02&end_date=2026-05-01`);
      expect(answer, path).toEqual({
        status: 422,
        headers: expect.anything(),
        body: { msg: 'End date must be greater than start date.' },
      });
    }
    const early = await get('/reports/touch_stats/?start_date=2014-12-31&end_date=2015-02-01');
    expect(early.body).toEqual({ msg: 'start_date may not be before 01 January 2015.' });
  });

  it('groups and buckets touch statistics', async () => {
    const today = day(0);
    const touch = (sequence: number, hour: number, event_name: string, media_uri: string) => ({
      sequence,
      occurred_at: at(today, hour),
      utc_offset_minutes: 0,
      kind: 'touch',
      event_name,
      media_uri,
      media_id: imageB,
    });
    const sent = await send(player, {
      idempotency_key: 'touches',
      events: [touch(5, 9, 'tap', 'menu.html'), touch(6, 9, 'tap', 'menu.html'), touch(7, 10, 'swipe', 'map.html')],
    });
    expect(sent.body.stored).toBe(3);
    const query = `device_ids=${player.deviceId}&start_date=${today}`;
    const byEvent = await get(`/reports/touch_stats/?${query}`);
    expect(byEvent.body.touch_stats).toEqual([
      {
        name: 'swipe',
        event_name: 'swipe',
        bucket: today,
        count: 1,
        media_uri: 'map.html',
        media_id: imageB,
        device_id: player.deviceId,
      },
      {
        name: 'tap',
        event_name: 'tap',
        bucket: today,
        count: 2,
        media_uri: 'menu.html',
        media_id: imageB,
        device_id: player.deviceId,
      },
    ]);
    const byHour = await get(`/reports/touch_stats/?${query}&groups=media_uri&bucket=hour`);
    expect(
      byHour.body.touch_stats.map((r: { name: string; bucket: string; count: number }) => [r.bucket, r.name, r.count]),
    ).toEqual([
      ['10', 'map.html', 1],
      ['9', 'menu.html', 2],
    ]);
    const tapsOnly = await get(`/reports/touch_stats/?${query}&event_name=tap&groups=device_name&bucket=dow`);
    const isoDow = ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    expect(tapsOnly.body.touch_stats).toMatchObject([{ name: 'Proof one', bucket: String(isoDow), count: 2 }]);
  });

  it('refuses touch statistics of more rows than a report can show, and answers them narrowed', async () => {
    const today = day(0);
    // A kiosk of its own, so its touches stay out of the other tests' reports.
    const kiosk = await seedDevice(stack, token, { name: 'Proof pages', tags: ['pop-pages'] });
    // One touch on each of MAX_TOUCH_STAT_ROWS + 1 pages: one row per page when grouped by media uri.
    const events = Array.from({ length: MAX_TOUCH_STAT_ROWS + 1 }, (_, i) => ({
      sequence: 1000 + i,
      occurred_at: at(today, 12),
      utc_offset_minutes: 0,
      kind: 'touch' as const,
      event_name: 'many-pages',
      media_uri: `page-${i}.html`,
    }));
    // In two batches: a batch holds at most 10,000 events.
    const half = Math.ceil(events.length / 2);
    for (const [key, batch] of [
      ['many-pages-1', events.slice(0, half)],
      ['many-pages-2', events.slice(half)],
    ] as const) {
      expect((await send(kiosk, { idempotency_key: key, events: batch })).body.stored).toBe(batch.length);
    }
    const query = `device_ids=${kiosk.deviceId}&start_date=${today}`;
    expect(await get(`/reports/touch_stats/?${query}&groups=media_uri`)).toMatchObject({
      status: 422,
      body: { msg: TOUCH_STATS_TOO_MANY },
    });
    const byEvent = await get(`/reports/touch_stats/?${query}`);
    expect(byEvent.body.touch_stats).toMatchObject([{ name: 'many-pages', count: MAX_TOUCH_STAT_ROWS + 1 }]);
  });

  it('exports proof of play as CSV with UTC and local times', async () => {
    const response = await fetch(
      `${stack.apiUrl}/api/reports/proof_of_play.csv?device_ids=${player.deviceId}&start_date=${day(0)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'occurred_at_utc,occurred_at_local,time_zone,device_id,device_name,media_id,media_name,sequence',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      `${new Date(at(day(0), 1)).toISOString()},${at(day(0), 1).slice(0, 19)}+00:00,UTC,${player.deviceId},Proof one,${imageA},pop-a,1`,
    );
  });

  it('buckets devices by last contact, with totals and the devices of each bucket', async () => {
    await setLastContact(stack, player.deviceId, new Date(Date.now() - 45 * 60_000));
    await setLastContact(stack, other.deviceId, new Date(Date.now() - 5 * 3_600_000));
    const summary = await get(`/reports/network_status/?tags=${TAG}`);
    expect(summary.body).toEqual({
      device_count: { '30min': 0, '60min': 1, '180min': 0, offline: 1, closed: 0, total: 2 },
    });
    const full = await get(`/reports/network_status/?tags=${TAG}&include_devices=true&q=Proof%20one`);
    expect(full.body.device_count.total).toBe(1);
    expect(full.body.devices['60min']).toEqual([
      {
        device_id: player.deviceId,
        name: 'Proof one',
        last_contact: expect.any(String),
        tags: [expect.objectContaining({ name: TAG }), expect.objectContaining({ name: 'pop-east' })],
      },
    ]);
  });

  it('refuses a user without the right to view reports', async () => {
    await createUser(stack, { username: 'no-reports', password: 'No-reports-1', permissions: ['view media'] });
    const other = (await restLogin(stack.apiUrl, 'no-reports', 'No-reports-1')).body.auth_token!;
    for (const path of [
      'network_status/',
      'media_playback/',
      'playback_timeline/',
      'playback_daily/',
      'touch_stats/',
      'proof_of_play.csv',
    ]) {
      expect((await get(`/reports/${path}`, other)).status, path).toBe(403);
    }
  });
});

describe('the reports over GraphQL', () => {
  it('answers each report and the device page statistics, with the refusals of REST', async () => {
    const today = day(0);
    const network = await gql(
      stack.gatewayUrl,
      ReportsNetworkStatusQueryDocument,
      { tags: [TAG], includeDevices: true },
      token,
    );
    expect(network.errors).toBeUndefined();
    expect(network.data!.networkStatus.total).toBe(2);
    expect(network.data!.networkStatus.counts.find((c) => c.bucket === '60min')?.count).toBe(1);
    expect(network.data!.networkStatus.devices.map((d) => d.name)).toEqual(['Proof one', 'Proof two']);
    const deviceIds = [String(player.deviceId)];
    const plays = await gql(
      stack.gatewayUrl,
      ReportsPlaybackQueryDocument,
      { kind: 'MEDIA', startDate: today, deviceIds },
      token,
    );
    expect(plays.data!.playbackReport.rows.map((r) => [r.mediaName, r.count])).toEqual([
      ['pop-a', 2],
      ['pop-b', 2],
    ]);
    // The dashboard's totals per day: both items summed on their day.
    const daily = await gql(
      stack.gatewayUrl,
      ReportsDailyQueryDocument,
      { kind: 'MEDIA', startDate: today, endDate: today, deviceIds },
      token,
    );
    expect(daily.data!.playbackDaily).toEqual([{ day: today, count: 4 }]);
    const backwards = await gql(
      stack.gatewayUrl,
      ReportsPlaybackQueryDocument,
      { kind: 'AUDIO', startDate: '2026-05-02', endDate: '2026-05-01' },
      token,
    );
    expect(backwards.errors?.[0]?.message).toBe('End date must be greater than start date.');
    const touches = await gql(
      stack.gatewayUrl,
      ReportsTouchQueryDocument,
      { deviceIds, startDate: today, bucket: 'HOUR', groups: 'EVENT_NAME' },
      token,
    );
    expect(touches.data!.touchStats).toEqual([
      { name: 'swipe', bucket: '10', count: 1 },
      { name: 'tap', bucket: '9', count: 2 },
    ]);
    const device = await gql(
      stack.gatewayUrl,
      ReportsDeviceQueryDocument,
      { id: String(player.deviceId), startDate: today },
      token,
    );
    expect(device.data!.device!.eventStream).toMatchObject({ received: 7, missing: 0, pending: 0 });
    expect(device.data!.device!.playbackStatistics).toEqual([
      { mediaName: 'pop-a', playbackDate: today, count: 2 },
      { mediaName: 'pop-b', playbackDate: today, count: 2 },
    ]);
  });
});

describe('retention', () => {
  it('drops whole month partitions past the months kept, and leaves the rollups', async () => {
    const old = new Date(Date.UTC(new Date().getUTCFullYear() - 2, 0, 15));
    await sql`select player_events_partition(${old})`.execute(stack.db);
    const name = `player_events_${old.toISOString().slice(0, 4)}01`;
    const dropped = await maintainEvents(stack.db, 13);
    expect(dropped).toContain(name);
    expect(await sql`select to_regclass(${name}) as r`.execute(stack.db)).toMatchObject({ rows: [{ r: null }] });
    // An event older than the retention is counted as expired and not stored.
    const answer = await send(player, { idempotency_key: 'ancient', events: [play(50, old.toISOString(), imageA)] });
    expect(answer.body).toEqual({ stored: 0, duplicates: 0, expired: 1, resent: false });
  });
});
