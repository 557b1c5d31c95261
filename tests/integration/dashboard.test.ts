import { CARD_MAX_DEVICES } from '@signage/domain/constants';
import { MAX_DASHBOARD_CARDS, NEW_CARD_TITLE } from '@signage/domain/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { seedDevice } from './testkit/devices.ts';
import {
  ActivateDeviceMutationDocument,
  type DashboardCardInput,
  DashboardCardsQueryDocument,
  DevicesPresenceSubscriptionDocument,
  MarkIntroductionWatchedMutationDocument,
  ReplayIntroductionsMutationDocument,
  SaveDashboardCardsMutationDocument,
} from './testkit/gql/graphql.ts';
import { gql, signIn, wsClient } from './testkit/graphql.ts';
import { liveQuery } from './testkit/live.ts';
import { rest } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let admin: string;
let adminId: number;

async function tokenFor(username: string, permissions: string[], forcedTags: string[] = []) {
  const password = `${username}-Pass-1`;
  const userId = await createUser(stack, { username, password, permissions, forcedTags });
  return { userId, token: (await signIn(stack.gatewayUrl, username, password)).token };
}

const card = (over: Partial<DashboardCardInput> = {}): DashboardCardInput => ({
  name: NEW_CARD_TITLE,
  tags: [{ name: 'lobby' }],
  ...over,
});

const save = (cards: DashboardCardInput[], token = admin) =>
  gql(stack.gatewayUrl, SaveDashboardCardsMutationDocument, { cards }, token);
const read = async (token = admin) => (await gql(stack.gatewayUrl, DashboardCardsQueryDocument, {}, token)).data!;

beforeAll(async () => {
  stack = await startTestStack();
  admin = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
  adminId = (await rest(stack.apiUrl, admin, 'GET', '/users/me')).body.user_id;
});
afterAll(async () => {
  await stack?.close();
});

describe('dashboard cards', () => {
  it('saves cards with their kind and grid position, and reads them back', async () => {
    const saved = await save([
      card({ kind: 'DEVICES', position: { x: 0, y: 0, w: 6, h: 4 } }),
      card({ name: 'Tags', kind: 'TAG_CLOUD', tags: [{ name: 'foyer', color: 'blue' }] }),
    ]);
    expect(saved.errors).toBeUndefined();
    expect((await read()).dashboardCards).toEqual([
      {
        name: NEW_CARD_TITLE,
        kind: 'DEVICES',
        tags: [{ name: 'lobby', color: null }],
        position: { x: 0, y: 0, w: 6, h: 4 },
      },
      { name: 'Tags', kind: 'TAG_CLOUD', tags: [{ name: 'foyer', color: 'blue' }], position: null },
    ]);
  });

  it('never keeps search results, even when the REST call sends them', async () => {
    const put = await rest(stack.apiUrl, admin, 'PUT', `/users/${adminId}`, {
      cms_metadata: { taggroup_dashboard: [{ name: 'Lobby', tags: [], results: [{ object_id: 1 }] }] },
    });
    expect(put.status).toBe(200);
    const row = await stack.db
      .selectFrom('users')
      .select('cms_metadata')
      .where('user_id', '=', adminId)
      .executeTakeFirst();
    expect(row!.cms_metadata.taggroup_dashboard).toEqual([{ name: 'Lobby', tags: [] }]);
  });

  it('refuses more than 50 cards, long titles, invalid tags and positions outside the grid', async () => {
    const refused = async (cards: DashboardCardInput[]) => (await save(cards)).errors?.[0];
    expect(await refused(Array.from({ length: MAX_DASHBOARD_CARDS + 1 }, () => card()))).toMatchObject({
      message: 'A dashboard holds at most 50 cards.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await refused([card({ name: 'x'.repeat(201) })]))?.message).toBe('A card title is at most 200 characters.');
    expect((await refused([card({ tags: [{ name: 'two words' }] })]))?.message).toBe(
      `Invalid tag "two words" on card "${NEW_CARD_TITLE}".`,
    );
    expect((await refused([card({ position: { x: 9, y: 0, w: 6, h: 2 } })]))?.message).toBe(
      'A card must fit in 12 columns.',
    );
    // Nothing of the refused saves was kept.
    expect((await read()).dashboardCards.map((c) => c.name)).toEqual(['Lobby']);
  });

  it("keeps each user's cards their own", async () => {
    await save([card({ name: 'Admin card' })]);
    const other = await tokenFor('card-user', ['view devices']);
    expect((await read(other.token)).dashboardCards).toEqual([]);
    expect((await save([card({ name: 'Mine' })], other.token)).errors).toBeUndefined();
    expect((await read(other.token)).dashboardCards.map((c) => c.name)).toEqual(['Mine']);
    expect((await read()).dashboardCards.map((c) => c.name)).toEqual(['Admin card']);
    // Saving someone else's dashboard through REST is refused.
    const put = await rest(stack.apiUrl, other.token, 'PUT', `/users/${adminId}`, {
      cms_metadata: { taggroup_dashboard: [] },
    });
    expect(put.status).toBe(403);
    expect((await read()).dashboardCards.map((c) => c.name)).toEqual(['Admin card']);
  });
});

describe('introductions', () => {
  it('marks a tour watched once, refuses unknown names, and replays', async () => {
    const mark = () => gql(stack.gatewayUrl, MarkIntroductionWatchedMutationDocument, { tour: 'DEVICE_EDIT' }, admin);
    await mark();
    const again = await mark();
    expect(again.data!.markIntroductionWatched.cmsMetadata.introductions).toEqual(['device-edit']);
    const bogus = await rest(stack.apiUrl, admin, 'PUT', `/users/${adminId}`, {
      cms_metadata: { introductions: ['bogus'] },
    });
    expect(bogus.status).toBe(422);
    expect(bogus.body.msg).toBe('Unknown introduction: bogus.');
    const replayed = await gql(stack.gatewayUrl, ReplayIntroductionsMutationDocument, {}, admin);
    expect(replayed.data!.replayIntroductions.cmsMetadata.introductions).toEqual([]);
  });
});

describe('devicesPresence', () => {
  /** The first answer of a subscription, or the error graphql-ws reports for a failed subscribe. */
  async function firstProblem(token: string, ids: string[]) {
    const client = wsClient(stack.gatewayUrl, token);
    const live = liveQuery(client, DevicesPresenceSubscriptionDocument, { ids });
    try {
      const answer = await live.next();
      return JSON.stringify(answer.errors ?? answer.data);
    } catch {
      return JSON.stringify(live.error);
    } finally {
      live.dispose();
      await client.dispose();
    }
  }

  it('watches several devices in one subscription, with each one live', async () => {
    const quiet = await seedDevice(stack, admin, { tags: ['card'] });
    const player = new SimulatedPlayer({
      apiUrl: stack.apiUrl,
      mqttUrl: stack.stack.mqttUrl!,
      name: 'Foyer',
      checkinIntervalMs: 100,
    });
    const client = wsClient(stack.gatewayUrl, admin);
    try {
      const key = await player.start();
      const activated = await gql(stack.gatewayUrl, ActivateDeviceMutationDocument, { key }, admin);
      const liveId = activated.data!.activateDevice.id;
      await player.whenActivated();
      await player.whenOnline();
      const ids = [String(quiet.deviceId), liveId];
      const live = liveQuery(client, DevicesPresenceSubscriptionDocument, { ids });
      // Each device's state arrives on the one subscription; the running player answers the echo.
      const first = await live.next((a) => a.data?.devicesPresence.deviceId === String(quiet.deviceId));
      expect(first.data!.devicesPresence.online).toBe(false);
      await live.next((a) => a.data?.devicesPresence.deviceId === liveId && a.data.devicesPresence.online);
      live.dispose();
    } finally {
      await client.dispose();
      await player.stop();
    }
  });

  it(`takes from 1 to ${CARD_MAX_DEVICES} devices`, async () => {
    const tooMany = Array.from({ length: CARD_MAX_DEVICES + 1 }, (_, i) => String(i + 1));
    expect(await firstProblem(admin, tooMany)).toContain('Watch from 1 to 100 devices at a time.');
    expect(await firstProblem(admin, [])).toContain('Watch from 1 to 100 devices at a time.');
  });

  it('refuses a user who may not view every device', async () => {
    const hidden = await seedDevice(stack, admin, { tags: ['backstage'] });
    const seen = await seedDevice(stack, admin, { tags: ['front'] });
    const bound = await tokenFor('front-only', ['view devices'], ['front']);
    const nobody = await tokenFor('no-rights', []);
    expect(await firstProblem(bound.token, [String(seen.deviceId), String(hidden.deviceId)])).toContain('NOT_FOUND');
    expect(await firstProblem(nobody.token, [String(seen.deviceId)])).toMatch(/FORBIDDEN|NOT_FOUND/);
    expect(await firstProblem(bound.token, [String(seen.deviceId)])).toContain(`"deviceId":"${seen.deviceId}"`);
  });
});
