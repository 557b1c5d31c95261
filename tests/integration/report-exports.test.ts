import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlayerCredentials, playerCall, seedDevice, setLastContact } from './testkit/devices.ts';
import { ReportsDiskAndTouchQueryDocument } from './testkit/gql/graphql.ts';
import { gql } from './testkit/graphql.ts';
import { createLayout, element, layoutBody } from './testkit/layouts.ts';
import { png, upload } from './testkit/media.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { createSchedule, scheduleBody } from './testkit/schedules.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

/**
 * Issue 26, the rest: the touch report's filters and groupings (device tags one row per tag), the CSV export of
 * every report with UTC and local times, proof of play per media item and device, the disk storage pie's sums,
 * connectivity events, and the monthly rollup equal to the daily one on random data.
 */
let stack: TestStack;
let token: string;
let kiosk: PlayerCredentials & { deviceId: number };
let lobby: PlayerCredentials & { deviceId: number };
let menu: number;
let poster: number;

const TAG = 'touch-exports';
const get = (path: string, as = token) => rest(stack.apiUrl, as, 'GET', path);
const send = (who: PlayerCredentials, body: unknown) => playerCall(stack.apiUrl, who, '/players/events', body);
async function csv(path: string) {
  const response = await fetch(`${stack.apiUrl}/api/reports/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/csv');
  return (await response.text()).trim().split('\r\n');
}
const touch = (sequence: number, minutesAgo: number, event_name: string, media_uri: string, media_id?: number) => ({
  sequence,
  occurred_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  utc_offset_minutes: 330,
  time_zone: 'Asia/Kolkata',
  kind: 'touch',
  event_name,
  media_uri,
  ...(media_id ? { media_id } : {}),
});

beforeAll(async () => {
  stack = await startTestStack();
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  const uploaded = await upload(
    stack.apiUrl,
    token,
    [
      { name: 'touch-menu.png', data: await png(32, 32) },
      { name: 'touch-poster.png', data: await png(32, 32, '#3366cc') },
    ],
    [TAG],
  );
  [menu, poster] = uploaded.body.media!.map((m) => m.media!.media_id) as [number, number];
  await rest(stack.apiUrl, token, 'PUT', `/media/${poster}`, { tags: [TAG, 'touch-poster'] });
  kiosk = await seedDevice(stack, token, { name: 'Touch kiosk', tags: [TAG, 'touch-east'] });
  lobby = await seedDevice(stack, token, { name: 'Touch lobby', tags: [TAG] });
  const images = [element('image', { id: 'a', media_id: menu }), element('image', { id: 'b', media_id: poster })];
  const layout = await createLayout(stack.apiUrl, token, layoutBody(images, { name: 'Touch exports' }));
  const schedule = scheduleBody(layout.body.layout_id, [TAG], '2020-01-01T00:00', '2099-12-31T23:00');
  expect((await createSchedule(stack.apiUrl, token, schedule)).status).toBe(201);
  // Disk storage reads each device's latest system info only.
  const info = (disks: { bytes_used: number; bytes_avail: number }[]) => ({
    json: { timestamp: new Date().toISOString(), hwinfo: {}, display: { screens: [] }, disk: { disks } },
  });
  await playerCall(stack.apiUrl, kiosk, '/players/system_info', info([{ bytes_used: 9e9, bytes_avail: 1e9 }]));
  await playerCall(
    stack.apiUrl,
    kiosk,
    '/players/system_info',
    info([
      { bytes_used: 1e9, bytes_avail: 2e9 },
      { bytes_used: 2e9, bytes_avail: 3e9 },
    ]),
  );
  const sent = await send(kiosk, {
    idempotency_key: 'kiosk-1',
    events: [
      touch(1, 50, 'tap', 'menu.html', menu),
      touch(2, 40, 'tap', 'menu.html', menu),
      touch(3, 30, 'swipe', 'poster.html', poster),
      { ...touch(4, 20, 'online', ''), kind: 'connectivity', media_uri: undefined },
      {
        sequence: 5,
        occurred_at: new Date(Date.now() - 10 * 60_000).toISOString(),
        utc_offset_minutes: 330,
        time_zone: 'Asia/Kolkata',
        kind: 'playback',
        media_id: poster,
      },
    ],
  });
  expect(sent.body, JSON.stringify(sent.body)).toMatchObject({ stored: 5 });
  expect(
    (await send(lobby, { idempotency_key: 'lobby-1', events: [touch(1, 5, 'tap', 'poster.html', poster)] })).status,
  ).toBe(200);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('touch statistics', () => {
  it('filters by device tags, media tags and event name, and groups by device tags one row per tag', async () => {
    const byTags = await get(`/reports/touch_stats/?device_tags=${TAG}&groups=device_tags&bucket=hour`);
    const counts = Object.fromEntries(
      (byTags.body.touch_stats as { name: string; count: number }[]).reduce<[string, number][]>((all, r) => {
        const known = all.find(([name]) => name === r.name);
        if (known) known[1] += r.count;
        else all.push([r.name, r.count]);
        return all;
      }, []),
    );
    expect(counts).toEqual({ [TAG]: 4, 'touch-east': 3 });
    const posterOnly = await get(`/reports/touch_stats/?device_tags=${TAG}&media_tags=touch-poster&groups=device_name`);
    expect(
      (posterOnly.body.touch_stats as { name: string; count: number }[]).map((r) => [r.name, r.count]).sort(),
    ).toEqual([
      ['Touch kiosk', 1],
      ['Touch lobby', 1],
    ]);
    const eastTaps = await get(`/reports/touch_stats/?device_tags=touch-east&event_name=tap&groups=media_name`);
    expect(eastTaps.body.touch_stats).toMatchObject([{ name: 'touch-menu', count: 2, media_id: menu }]);
  });

  it("answers the date rules in the spec's words", async () => {
    const reversed = await get('/reports/touch_stats/?start_date=2026-05-02&end_date=2026-05-01');
    expect(reversed).toMatchObject({ status: 422, body: { msg: 'End date must be greater than start date.' } });
    const early = await get('/reports/touch_events.csv?start_date=2014-12-31&end_date=2015-02-01');
    expect(early).toMatchObject({ status: 422, body: { msg: 'start_date may not be before 01 January 2015.' } });
  });

  it('answers over GraphQL with each media_uri row its media item, and the disk storage', async () => {
    const answer = await gql(stack.gatewayUrl, ReportsDiskAndTouchQueryDocument, { deviceTags: ['touch-east'] }, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.touchStats.map((r) => [r.name, r.count, r.media?.name])).toEqual([
      ['menu.html', 2, 'touch-menu'],
      ['poster.html', 1, 'touch-poster'],
    ]);
    expect(answer.data!.diskStorage).toEqual({ devices: 1, bytesUsed: 3e9, bytesTotal: 8e9 });
  });
});

describe('CSV exports', () => {
  it('exports touch events with UTC and local times', async () => {
    const lines = await csv(`touch_events.csv?device_ids=${kiosk.deviceId}`);
    expect(lines[0]).toBe(
      'occurred_at_utc,occurred_at_local,time_zone,device_id,device_name,event_name,media_uri,media_id,media_name,sequence',
    );
    expect(lines).toHaveLength(4);
    const [utc, local, zone, ...rest] = lines[1]!.split(',');
    const utcSecond = Math.floor(new Date(utc!).getTime() / 1000) * 1000;
    expect(new Date(local!.replace('+05:30', 'Z')).getTime() - utcSecond).toBe(330 * 60_000);
    expect([zone, ...rest]).toEqual([
      'Asia/Kolkata',
      String(kiosk.deviceId),
      'Touch kiosk',
      'tap',
      'menu.html',
      String(menu),
      'touch-menu',
      '1',
    ]);
  });

  it('exports proof of play per media item and per device, audio or not', async () => {
    const perMedia = await csv(`proof_of_play.csv?media_ids=${poster}`);
    expect(perMedia.slice(1).map((l) => l.split(',').slice(3, 7))).toEqual([
      [String(kiosk.deviceId), 'Touch kiosk', String(poster), 'touch-poster'],
    ]);
    expect(await csv(`proof_of_play.csv?media_ids=${menu}`)).toHaveLength(1);
    expect(await csv(`proof_of_play.csv?device_ids=${lobby.deviceId}`)).toHaveLength(1);
    expect(await csv(`proof_of_play.csv?device_ids=${kiosk.deviceId}&kind=audio`)).toHaveLength(1);
    expect(await csv(`proof_of_play.csv?device_ids=${kiosk.deviceId}&kind=media`)).toHaveLength(2);
  });

  it("exports the network status with each device's last contact in UTC and its local time", async () => {
    await rest(stack.apiUrl, token, 'PUT', `/devices/${kiosk.deviceId}`, { time_zone: 'Europe/Berlin' });
    await setLastContact(stack, kiosk.deviceId, new Date('2026-07-01T10:00:00Z'));
    await setLastContact(stack, lobby.deviceId, new Date());
    const lines = await csv(`network_status.csv?tags=${TAG}`);
    expect(lines[0]).toBe('device_id,device_name,bucket,last_contact_utc,last_contact_local,time_zone,device_tags');
    expect(lines[1]).toMatch(new RegExp(`^${lobby.deviceId},Touch lobby,30min,`));
    expect(lines[2]).toBe(
      `${kiosk.deviceId},Touch kiosk,offline,2026-07-01T10:00:00.000Z,2026-07-01T12:00:00+02:00,Europe/Berlin,${TAG} touch-east`,
    );
  });

  it('refuses a user without the right to view reports', async () => {
    await createUser(stack, { username: 'no-exports', password: 'No-exports-1', permissions: ['view media'] });
    const other = (await restLogin(stack.apiUrl, 'no-exports', 'No-exports-1')).body.auth_token!;
    for (const path of ['touch_events.csv', 'network_status.csv', 'disk_storage/', 'proof_of_play.csv']) {
      expect((await get(`/reports/${path}`, other)).status, path).toBe(403);
    }
  });
});

describe('export links', () => {
  /** A link to an export, asked for with `as`'s token: its answer's status and body. */
  const linkTo = (path: string, as = token) => get(`/reports/links/${path}`, as);
  const open = (url: string) => fetch(`${stack.apiUrl}${url}`);
  const REFUSED = { msg: 'This link has expired or is not valid.' };

  it('opens the export without a token, for five minutes, the same file the token gets', async () => {
    const asked = Date.now();
    const link = await linkTo(`proof_of_play.csv?media_ids=${poster}&kind=media`);
    expect(link.status).toBe(200);
    const { url, expires_at } = link.body as { url: string; expires_at: string };
    expect(url).toMatch(
      /^\/api\/reports\/proof_of_play\.csv\?media_ids=\d+&kind=media&user=\d+&expires=\d+&signature=/,
    );
    expect(Date.parse(expires_at) - asked).toBeGreaterThan(4.9 * 60_000);
    expect(Date.parse(expires_at) - asked).toBeLessThan(5.1 * 60_000);
    const opened = await open(url);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-disposition')).toContain('proof-of-play-');
    expect((await opened.text()).trim().split('\r\n')).toEqual(
      await csv(`proof_of_play.csv?media_ids=${poster}&kind=media`),
    );
    const network = await linkTo(`network_status.csv?tags=${TAG}`);
    expect((await (await open((network.body as { url: string }).url)).text()).trim().split('\r\n')).toEqual(
      await csv(`network_status.csv?tags=${TAG}`),
    );
  });

  it('opens only the export it names, unchanged, and refuses a link altered or not signed', async () => {
    const { url } = (await linkTo(`touch_events.csv?device_ids=${kiosk.deviceId}`)).body as { url: string };
    expect((await (await open(url)).text()).trim().split('\r\n')).toHaveLength(4);
    const altered = [
      url.replace(`device_ids=${kiosk.deviceId}`, `device_ids=${lobby.deviceId}`),
      url.replace('/touch_events.csv', '/proof_of_play.csv'),
      url.replace(/user=\d+/, 'user=99999999999999999999'),
      url.replace(/expires=(\d+)/, (_all, at: string) => `expires=${Number(at) + 3600}`),
      url.replace(/signature=.*$/, 'signature=%00'),
      url.replace(/&expires=.*$/, ''),
    ];
    for (const changed of altered) {
      const answer = await open(changed);
      // Without its signature, a link is a call without a token.
      expect(answer.status, changed).toBe(changed.includes('signature') ? 403 : 401);
      if (answer.status === 403) expect(await answer.json(), changed).toEqual(REFUSED);
    }
  });

  it("applies the user's forced tags and rights as they are when the link opens", async () => {
    const userId = await createUser(stack, {
      username: 'link-user',
      password: 'Link-user-1',
      permissions: ['view reports'],
      forcedTags: ['touch-east'],
    });
    const other = (await restLogin(stack.apiUrl, 'link-user', 'Link-user-1')).body.auth_token!;
    const { url } = (await linkTo(`network_status.csv?tags=${TAG}`, other)).body as { url: string };
    const lines = (await (await open(url)).text()).trim().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['Touch kiosk']);
    // A right taken away since the link was made closes it.
    await stack.db.updateTable('users').set({ permissions: [] }).where('user_id', '=', userId).execute();
    const refused = await open(url);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ msg: 'You do not have permission to perform this action.' });
  });

  it('is refused where the export would be: no right to view reports, or a range the export refuses', async () => {
    const other = (await restLogin(stack.apiUrl, 'no-exports', 'No-exports-1')).body.auth_token!;
    for (const path of ['touch_events.csv', 'network_status.csv', 'proof_of_play.csv']) {
      expect((await linkTo(path, other)).status, path).toBe(403);
    }
    const backwards = await linkTo('proof_of_play.csv?start_date=2026-03-02&end_date=2026-03-01');
    expect(backwards.status).toBe(422);
    expect(backwards.body).toEqual(
      (await get('/reports/proof_of_play.csv?start_date=2026-03-02&end_date=2026-03-01')).body,
    );
    expect((await linkTo('touch_events.csv?start_date=2014-12-31')).status).toBe(422);
  });
});

describe('connectivity events and rollups', () => {
  it('stores connectivity events, named online or offline only', async () => {
    const stored = await sql<{ event_name: string }>`select event_name from player_events
      where device_id = ${kiosk.deviceId} and kind = 'connectivity'`.execute(stack.db);
    expect(stored.rows).toEqual([{ event_name: 'online' }]);
    const odd = await send(kiosk, {
      idempotency_key: 'odd-connectivity',
      events: [{ ...touch(9, 1, 'sleepy', ''), kind: 'connectivity' }],
    });
    expect(odd).toMatchObject({ status: 422, body: { msg: 'Connectivity event 9 must be named online or offline.' } });
  });

  it('keeps the monthly rollup equal to the daily one on random data, and the timeline to the days', async () => {
    await sql`insert into device_playback (device_id, media_id, playback_date, count)
      select ${lobby.deviceId}, m, current_date - d, 1 + floor(random() * 50)::int
      from generate_series(1, 420) d, unnest(array[${menu}::int, ${poster}::int]) m where random() < 0.7
      on conflict (device_id, media_id, playback_date) do update set count = device_playback.count + excluded.count`.execute(
      stack.db,
    );
    // Some days counted again (the update path), some deleted.
    await sql`update device_playback set count = count + 3 where device_id = ${lobby.deviceId} and random() < 0.3`.execute(
      stack.db,
    );
    await sql`delete from device_playback where device_id = ${lobby.deviceId} and random() < 0.1`.execute(stack.db);
    const daily = await sql<{ media_id: number; month: string; n: string }>`
      select media_id, to_char(playback_date, 'YYYY-MM') as month, sum(count)::text as n from device_playback
      group by 1, 2 having sum(count) > 0 order by 1, 2`.execute(stack.db);
    const monthly = await sql<{ media_id: number; month: string; n: string }>`
      select media_id, to_char(month, 'YYYY-MM') as month, sum(count)::text as n from playback_monthly
      group by 1, 2 having sum(count) > 0 order by 1, 2`.execute(stack.db);
    expect(monthly.rows).toEqual(daily.rows);
    // Ranges starting and ending mid-month: the edges from the days, the rest from the months.
    for (const [start, end] of [
      [200, 3],
      [400, 0],
      [45, 20],
      [10, 2],
    ] as const) {
      const startDate = new Date(Date.now() - start * 86_400_000).toISOString().slice(0, 10);
      const endDate = new Date(Date.now() - end * 86_400_000).toISOString().slice(0, 10);
      const timeline = await get(
        `/reports/playback_timeline/?device_ids=${lobby.deviceId}&start_date=${startDate}&end_date=${endDate}`,
      );
      const expected = await sql<{ month: string; count: string }>`
        select to_char(playback_date, 'YYYY-MM') as month, sum(count)::text as count from device_playback
        where device_id = ${lobby.deviceId} and playback_date between ${startDate}::date and ${endDate}::date
        group by 1 order by 1`.execute(stack.db);
      expect(timeline.body.timeline, `${startDate} to ${endDate}`).toEqual(
        expected.rows.map((r) => ({ month: r.month, count: Number(r.count) })),
      );
      // And per day, from the daily rollup alone: every day of the range with plays, the end day included.
      const daily = await get(
        `/reports/playback_daily/?device_ids=${lobby.deviceId}&start_date=${startDate}&end_date=${endDate}`,
      );
      const days = await sql<{ day: string; count: string }>`
        select to_char(playback_date, 'YYYY-MM-DD') as day, sum(count)::text as count from device_playback
        where device_id = ${lobby.deviceId} and playback_date between ${startDate}::date and ${endDate}::date
        group by playback_date order by playback_date`.execute(stack.db);
      expect(daily.body.daily, `${startDate} to ${endDate}`).toEqual(
        days.rows.map((r) => ({ day: r.day, count: Number(r.count) })),
      );
    }
  });
});

describe('export concurrency', () => {
  it('runs at most two event exports per user at once, refusing a third until one ends', async () => {
    // 60,000 plays on a device of its own, 100 days back (out of the other tests' ranges): megabytes of CSV, so an
    // export nobody reads stays open, held back by its socket.
    const gate = await seedDevice(stack, token, { name: 'Export gate', tags: ['export-gate'] });
    const when = new Date(Date.now() - 100 * 86_400_000);
    when.setUTCHours(12, 0, 0, 0);
    await sql`select player_events_partition(${when})`.execute(stack.db);
    await sql`insert into player_events (device_id, sequence, occurred_at, utc_offset_minutes, kind, media_id,
        local_date, local_hour)
      select ${gate.deviceId}, i, ${when}::timestamptz + make_interval(secs => i * 0.1), 0, 'playback', ${menu},
        ${when}::date, 12
      from generate_series(1, 60000) i`.execute(stack.db);
    const day = when.toISOString().slice(0, 10);
    const open = (as: string) =>
      fetch(
        `${stack.apiUrl}/api/reports/proof_of_play.csv?device_ids=${gate.deviceId}&start_date=${day}&end_date=${day}`,
        {
          headers: { authorization: `Bearer ${as}` },
        },
      );
    const first = await open(token);
    const second = await open(token);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await open(token);
    expect(third.status).toBe(429);
    // The console asks for a link first: it is refused the same way, so it can say why.
    const link = await get('/reports/links/proof_of_play.csv');
    expect([link.status, link.body]).toEqual([429, await third.clone().json()]);
    expect(await third.json()).toEqual({
      msg: 'You have 2 exports running already. Wait for one to finish and try again.',
    });
    // Another user's export is not held up by this one's.
    await createUser(stack, { username: 'gate-other', password: 'Gate-other-1', permissions: ['view reports'] });
    const other = await open((await restLogin(stack.apiUrl, 'gate-other', 'Gate-other-1')).body.auth_token!);
    expect(other.status).toBe(200);
    await other.body?.cancel();
    // Once one of the two is read to its end, the place is free again; the export holds every play.
    const lines = (await first.text()).trim().split('\r\n');
    expect(lines).toHaveLength(60_001);
    await expect
      .poll(async () => {
        const again = await open(token);
        await again.body?.cancel();
        return again.status;
      })
      .toBe(200);
    await second.body?.cancel();
  });
});
