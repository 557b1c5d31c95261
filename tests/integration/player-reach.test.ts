import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource, uploadCsv } from './testkit/data-sources.ts';
import { type PlayerCredentials, playerCall, seedDevice } from './testkit/devices.ts';
import { createLayout, element, layoutBody } from './testkit/layouts.ts';
import { png, upload } from './testkit/media.ts';
import { restLogin } from './testkit/rest.ts';
import { createSchedule, scheduleBody } from './testkit/schedules.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

/**
 * Issue 21: an activated player reads only what its schedules reach (layouts, data-link cells), reports bounded
 * counts for media it plays, and anonymous registration is rate-limited per address. Each attack is tried and
 * seen refused beside the rightful call.
 */
let stack: TestStack;
let token: string;
/** Device "mine" is tagged reach-mine and has a schedule; "other" is tagged reach-other and has another. */
let mine: PlayerCredentials & { deviceId: number };
let myLayout: number;
let otherLayout: number;
let myMedia: number;
let otherMedia: number;
let source: number;

beforeAll(async () => {
  stack = await startTestStack();
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  mine = await seedDevice(stack, token, { tags: ['reach-mine'] });
  await seedDevice(stack, token, { tags: ['reach-other'] });
  const files = [
    { name: 'reach-mine.png', data: await png(32, 32) },
    { name: 'reach-other.png', data: await png(32, 32, '#cc3366') },
  ];
  [myMedia, otherMedia] = (await upload(stack.apiUrl, token, files, ['reach'])).body.media!.map(
    (m) => m.media!.media_id,
  ) as [number, number];
  source = (await createDataSource(stack.apiUrl, token, { name: 'Prices', source_type: 'local' })).body.data_source_id;
  await uploadCsv(stack.apiUrl, token, source, 'prices.csv', 'Key,Dish,Price\ntoday,Soup,4\nsecret,Salary,9000\n');
  const layout = async (name: string, mediaId: number, rowKey: string) => {
    const children = [
      element('image', { id: 'picture', media_id: mediaId }),
      element('text', { id: 'price', data_source: source, data_key: rowKey, data_column: 2 }),
    ];
    const created = await createLayout(stack.apiUrl, token, layoutBody(children, { name }));
    expect(created.status).toBe(201);
    return created.body.layout_id;
  };
  myLayout = await layout('Reach mine', myMedia, 'today');
  otherLayout = await layout('Reach other', otherMedia, 'secret');
  for (const [layoutId, tag] of [
    [myLayout, 'reach-mine'],
    [otherLayout, 'reach-other'],
  ] as const) {
    const saved = await createSchedule(
      stack.apiUrl,
      token,
      scheduleBody(layoutId, [tag], '2026-01-01T00:00', '2027-12-31T23:00'),
    );
    expect(saved.status).toBe(201);
  }
});
afterAll(async () => {
  await stack?.close();
});

const getLayout = async (credentials: PlayerCredentials, id: number) => {
  const response = await fetch(`${stack.apiUrl}/api/players/layouts/${id}`, {
    headers: { authorization: `Player ${credentials.device_key}:${credentials.player_secret}` },
  });
  return { status: response.status, body: await response.json() };
};

describe('a player reads only what its schedules reach', () => {
  it('fetches its own scheduled layout, and not another device’s (404)', async () => {
    expect((await getLayout(mine, myLayout)).status).toBe(200);
    expect(await getLayout(mine, otherLayout)).toEqual({
      status: 404,
      body: { msg: `Layout ${otherLayout} is not scheduled for this player.` },
    });
    // A layout that does not exist answers the same.
    expect((await getLayout(mine, 999_999)).body.msg).toBe('Layout 999999 is not scheduled for this player.');
  });

  it('resolves the cells its layouts show, and not other cells of the same source', async () => {
    const values = [`${source}:today:2`, `${source}:secret:2`, `${source}:today:1`];
    const answer = await playerCall(stack.apiUrl, mine, '/players/data_links/resolve', { values });
    const refused = {
      ok: false,
      text: null,
      problem: 'source',
      message: `Data source ${source} is not shown by a layout scheduled for this player.`,
    };
    expect(answer).toEqual({
      status: 200,
      body: {
        results: [
          { value: values[0], ok: true, text: '4', problem: null, message: null },
          { value: values[1], ...refused },
          { value: values[2], ...refused },
        ],
      },
    });
  });
});

describe('playback reports', () => {
  const report = (entries: unknown) => playerCall(stack.apiUrl, mine, '/players/playback', { entries });
  const stored = () =>
    stack.db
      .selectFrom('device_playback')
      .select(['media_id', 'count'])
      .where('device_id', '=', mine.deviceId)
      .execute();

  it('count media the player plays, and refuse media it does not play', async () => {
    expect(await report([{ media_id: myMedia, playback_date: '2026-04-01', count: 3 }])).toEqual({
      status: 200,
      body: { count: 3 },
    });
    const foreign = await report([
      { media_id: myMedia, playback_date: '2026-04-02', count: 1 },
      { media_id: otherMedia, playback_date: '2026-04-02', count: 1 },
    ]);
    expect(foreign).toEqual({
      status: 422,
      body: {
        msg: `Media item ${otherMedia} is not in a layout scheduled for this player, so it cannot have played there.`,
      },
    });
    expect(await stored()).toEqual([{ media_id: myMedia, count: 3 }]);
  });

  it('refuse a count past one play a second, in one entry or added up over reports', async () => {
    const huge = await report([{ media_id: myMedia, playback_date: '2026-04-03', count: 1_000_000_000 }]);
    expect(huge.status).toBe(422);
    expect(await report([{ media_id: myMedia, playback_date: '2026-04-03', count: 86_000 }])).toMatchObject({
      status: 200,
    });
    const past = await report([
      { media_id: myMedia, playback_date: '2026-04-03', count: 300 },
      { media_id: myMedia, playback_date: '2026-04-03', count: 101 },
    ]);
    expect(past).toEqual({
      status: 422,
      body: { msg: `Media item ${myMedia} cannot have played more than 86400 times on 2026-04-03 (once a second).` },
    });
    // All or nothing: the refused report left the day as it was.
    expect((await stored()).find((row) => row.count !== 3)).toEqual({ media_id: myMedia, count: 86_000 });
  });
});

describe('anonymous registration', () => {
  it('is rate-limited per client address (429), other addresses unaffected', async () => {
    const register = (address: string) =>
      fetch(`${stack.apiUrl}/api/players/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ model_name: 'Flood', firmware_version: '1', type: 'sim' }),
      });
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push((await register('198.51.100.66')).status);
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    const refused = await register('198.51.100.66');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      msg: 'Too many players were registered from your address lately. Wait a moment and try again.',
    });
    expect(answers[60]).toBe(429);
    expect((await register('198.51.100.67')).status).toBe(200);
  });
});
