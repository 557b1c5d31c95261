import { DATE_MESSAGES } from '@signage/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerCall, seedDevice } from './testkit/devices.ts';
import {
  DeviceNowPlayingQueryDocument,
  ScheduleSearchQueryDocument,
  SchedulesQueryDocument,
} from './testkit/gql/graphql.ts';
import { gql } from './testkit/graphql.ts';
import { createLayout, layoutBody } from './testkit/layouts.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

/**
 * Issue 21: odd dates answered 500 (year 0 is not a PostgreSQL year; 9999 plus an offset prints as a six-digit
 * year). Every date route reads with domain/dates.ts and refuses with a 4xx and its sentence, over REST (through
 * the gateway's /api, as integrators call it) and GraphQL; the odd dates that are real still work.
 */
let stack: TestStack;
let token: string;
let device: Awaited<ReturnType<typeof seedDevice>>;

beforeAll(async () => {
  stack = await startTestStack();
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  device = await seedDevice(stack, token, { tags: ['dates'], time_zone: 'America/New_York' });
});
afterAll(async () => {
  await stack?.close();
});

/** The attack: year 0, 24:00 in year 9999, a leap day that never was, a leap second, non-ISO forms. */
const REFUSED: [string, (name: string, text: string) => string][] = [
  ['0000-01-01', DATE_MESSAGES.range],
  ['0000-01-01T00:00:00Z', DATE_MESSAGES.range],
  ['9999-12-31T24:00', DATE_MESSAGES.form],
  ['9999-12-31T23:59:59Z', DATE_MESSAGES.range],
  ['9999-12-31', DATE_MESSAGES.range],
  ['2015-02-29', DATE_MESSAGES.missingDay],
  ['2026-06-30T23:59:60Z', DATE_MESSAGES.form],
  ['2026-01-01T00:00+14:30', DATE_MESSAGES.form],
  ['20260101', DATE_MESSAGES.form],
  ['01/05/2026', DATE_MESSAGES.form],
  ['May 1, 2026', DATE_MESSAGES.form],
  ['+002026-05-01', DATE_MESSAGES.form],
];
/** Odd but real: the widest offsets, a leap day, a time inside New York's DST gap given with its offset. */
const ACCEPTED = ['2026-01-01T00:00+14:00', '2026-01-01T00:00-12:00', '2016-02-29', '2026-03-08T02:30-05:00'];

/** Date query parameters of the operator's routes. */
const QUERY_DATES = (): [string, string][] => [
  ['/schedules/', 'from'],
  ['/schedules/', 'to'],
  [`/schedules/for_device/${device.deviceId}`, 'from'],
  [`/schedules/for_device/${device.deviceId}`, 'at'],
  ['/search', 'start_before'],
  ['/search', 'end_after'],
  ['/search', 'schedule_end_after'],
  ['/devices/', 'last_contact_min'],
  ['/devices/', 'last_contact_max'],
  [`/devices/activity/?device_ids=${device.deviceId}`, 'start_date'],
  [`/devices/connectivity/?device_ids=${device.deviceId}`, 'end_date'],
  [`/devices/${device.deviceId}/activity`, 'start_date'],
  [`/devices/${device.deviceId}/connectivity`, 'end_date'],
  ['/devices/system_info/', 'start_date'],
];

const get = (path: string, name: string, value: string) =>
  rest(
    `${stack.gatewayUrl}`,
    token,
    'GET',
    `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`,
  );

describe('dates over REST', () => {
  it('refuses every odd date on every date parameter with 422 and its sentence', async () => {
    for (const [path, name] of QUERY_DATES()) {
      for (const [text, message] of REFUSED) {
        const answer = await get(path, name, text);
        expect({ status: answer.status, msg: answer.body?.msg }, `${path} ${name}=${text}`).toEqual({
          status: 422,
          msg: message(name, text),
        });
      }
    }
    expect((await get('/schedules/', 'from', '0000-01-01')).body.msg).toBe(
      'from must be between 1st Jan 2000 and 31st Dec 2999, got "0000-01-01".',
    );
  });

  it('answers the odd dates that exist', async () => {
    for (const [path, name] of QUERY_DATES()) {
      for (const text of ACCEPTED) expect((await get(path, name, text)).status, `${path} ${name}=${text}`).toBe(200);
    }
  });

  it('needs a zone for the instant a device is asked about: a DST gap time alone names no instant', async () => {
    const answer = await get(`/schedules/for_device/${device.deviceId}`, 'at', '2026-03-08T02:30');
    expect(answer).toMatchObject({
      status: 422,
      body: {
        msg: 'at must be an ISO 8601 date-time with its zone (Z or an offset such as +02:00), got "2026-03-08T02:30".',
      },
    });
    const gap = await get(`/schedules/for_device/${device.deviceId}`, 'at', '2026-03-08T02:30-05:00');
    // 07:30 UTC is 03:30 on New York's clocks that morning: the hour from 02:00 was skipped.
    expect(gap.body).toMatchObject({ at: '2026-03-08T07:30:00.000Z', wall_clock: '2026-03-08T03:30' });
  });

  it('refuses odd dates in the player reports, and stores nothing of a refused report', async () => {
    const dateMessage = (field: string) =>
      `"${field}" must be an ISO 8601 date such as 2026-05-01, between 1st Jan 2000 and 31st Dec 2999.`;
    for (const [text] of REFUSED) {
      const connectivity = await playerCall(stack.apiUrl, device, '/players/connectivity', {
        entries: [
          { date: '2026-05-01', c: 10 },
          { date: text, c: 50 },
        ],
      });
      expect(connectivity, text).toEqual({ status: 422, body: { msg: dateMessage('date') } });
      const playback = await playerCall(stack.apiUrl, device, '/players/playback', {
        entries: [{ media_id: 1, playback_date: text, count: 1 }],
      });
      expect(playback, text).toEqual({ status: 422, body: { msg: dateMessage('playback_date') } });
      const activity = await playerCall(stack.apiUrl, device, '/players/activity', {
        events: [{ timestamp: text, event: 'boot' }],
      });
      expect(activity, text).toEqual({
        status: 422,
        body: {
          msg: '"timestamp" must be an ISO 8601 date-time with its zone such as 2026-05-01T09:00:00+02:00, between 1st Jan 2000 and 31st Dec 2999.',
        },
      });
    }
    const stored = await rest(stack.gatewayUrl, token, 'GET', `/devices/${device.deviceId}/connectivity`);
    expect(stored.body.connectivity ?? stored.body).toEqual([]);
    const accepted = await playerCall(stack.apiUrl, device, '/players/activity', {
      events: [{ timestamp: '2026-01-01T00:00:00+14:00', event: 'boot' }],
    });
    expect(accepted.status).toBe(200);
  });

  it('refuses a schedule ending in year 9999 with its sentence', async () => {
    const layout = await createLayout(stack.gatewayUrl, token, layoutBody([], { name: 'Dates', tags: ['dates'] }));
    expect(layout.status).toBe(201);
    const answer = await rest(stack.gatewayUrl, token, 'POST', '/schedules/', {
      layout_id: layout.body.layout_id,
      tags: ['dates'],
      timer: { start: '2026-01-01T00:00', end: '9999-12-31T23:59', dow: 127, day_part: false },
    });
    expect(answer).toMatchObject({ status: 422, body: { msg: 'Schedules cannot end after 31st Dec 2999.' } });
  });
});

describe('dates over GraphQL', () => {
  it('refuses odd dates in the DateTime scalar and in the schedule lists, with the same sentences', async () => {
    for (const [text, message] of REFUSED) {
      const search = await gql(stack.gatewayUrl, ScheduleSearchQueryDocument, { startBefore: text }, token);
      expect(search.errors?.[0]?.message, text).toContain(message('A date', text));
      const nowPlaying = await gql(
        stack.gatewayUrl,
        DeviceNowPlayingQueryDocument,
        { id: String(device.deviceId), at: text },
        token,
      );
      expect(nowPlaying.errors?.[0]?.message, text).toContain(message('A date', text));
      const schedules = await gql(stack.gatewayUrl, SchedulesQueryDocument, { from: text }, token);
      expect(schedules.errors?.[0], text).toMatchObject({
        message: message('from', text),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('answers the odd dates that exist', async () => {
    for (const text of ACCEPTED) {
      const search = await gql(stack.gatewayUrl, ScheduleSearchQueryDocument, { startBefore: text }, token);
      expect(search.errors, text).toBeUndefined();
      const schedules = await gql(stack.gatewayUrl, SchedulesQueryDocument, { to: text }, token);
      expect(schedules.errors, text).toBeUndefined();
    }
    const gap = await gql(
      stack.gatewayUrl,
      DeviceNowPlayingQueryDocument,
      { id: String(device.deviceId), at: '2026-03-08T02:30-05:00' },
      token,
    );
    expect(gap.data?.device?.nowPlaying?.wallClock).toBe('2026-03-08T03:30');
  });
});
