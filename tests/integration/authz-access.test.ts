import { MESSAGES } from '@signage/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDevice } from './testkit/devices.ts';
import { createLayout, element, getLayout, layoutBody } from './testkit/layouts.ts';
import { png, upload } from './testkit/media.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { createSchedule, scheduleBody } from './testkit/schedules.ts';
import { createTagGroup, device, storedTags, tagGroups, updateTagGroup, updateTagObjects } from './testkit/search.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

// Issue 21: a user restricted by forced tags or permissions repeats each attack and is refused, nothing changed.
let stack: TestStack;
let admin: string;
let teamA: string;

async function tokenFor(username: string, permissions: string[], forcedTags: string[] = []) {
  const password = `${username}-Pass-1`;
  await createUser(stack, { username, password, permissions, forcedTags });
  return (await restLogin(stack.apiUrl, username, password)).body.auth_token!;
}

beforeAll(async () => {
  // No DATA_SOURCE_ALLOWED_HOSTS: every loopback and private address is refused.
  stack = await startTestStack();
  admin = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  teamA = await tokenFor(
    'team-a',
    ['view layouts', 'edit layouts', 'view tags', 'edit tags', 'view devices', 'edit devices', 'view schedules'],
    ['team-a'],
  );
});
afterAll(async () => {
  await stack?.close();
});

describe('a layout’s contents', () => {
  it('carry signed media links only for media within the user’s forced tags', async () => {
    const uploaded = async (name: string, tags: string[]) =>
      (await upload(stack.apiUrl, admin, [{ name, data: await png(64, 64) }], tags)).body.media![0]!.media!.media_id;
    const ours = await uploaded('ours.png', ['team-a']);
    const secret = await uploaded('secret.png', ['board']);
    const children = [
      element('image', { media_id: ours, pwidth: 50 }),
      element('image', { media_id: secret, left: 50, pwidth: 50 }),
    ];
    const { status, body } = await createLayout(
      stack.apiUrl,
      admin,
      layoutBody(children, { name: 'Mixed', tags: ['team-a'] }),
    );
    expect(status, body.msg).toBe(201);
    const images = async (token: string) =>
      (await getLayout(stack.apiUrl, token, body.layout_id)).body.json as unknown as {
        children: Record<string, unknown>[];
      };
    const [mine, theirs] = (await images(teamA)).children;
    expect(mine).toMatchObject({ media_id: ours, download_url: expect.stringContaining(`/api/media/${ours}/`) });
    expect(theirs).toMatchObject({ media_id: secret });
    expect(theirs).not.toHaveProperty('download_url');
    expect(theirs).not.toHaveProperty('thumbnail_url');
    expect((await images(admin)).children[1]).toHaveProperty('download_url');
  });
});

describe('the feed fetcher', () => {
  it('says only "refused" for a host on a private address, and needs a layout permission', async () => {
    const feed = (token: string, url: string) =>
      rest(stack.apiUrl, token, 'GET', `/rss_feed/?url=${encodeURIComponent(url)}`);
    const refused = await feed(admin, 'http://localhost:9/feed.xml');
    expect(refused).toMatchObject({ status: 400, body: { msg: "The url's host localhost is refused." } });
    const nobody = await tokenFor('nobody', []);
    expect(await feed(nobody, 'http://localhost:9/feed.xml')).toMatchObject({
      status: 403,
      body: { msg: MESSAGES.forbidden },
    });
    const link = await rest(stack.apiUrl, nobody, 'GET', `/rss_feed/link?url=${encodeURIComponent('https://x.test/')}`);
    expect(link).toMatchObject({ status: 403, body: { msg: MESSAGES.forbidden } });
  });
});

describe('tag groups', () => {
  it('list only the tags a forced-tags user may see, and keep the others through their save', async () => {
    await createLayout(stack.apiUrl, admin, layoutBody([], { name: 'Zoned', tags: ['team-a', 'zone-a'] }));
    await createLayout(stack.apiUrl, admin, layoutBody([], { name: 'Board', tags: ['zone-board'] }));
    const created = await createTagGroup(stack, admin, {
      name: 'Zones',
      color: 'default green',
      tags: ['zone-a', 'zone-board'],
    });
    const id = created.body.tag_group.tag_group_id;
    const names = (group?: { tags: { name: string }[] }) => group?.tags.map((tag) => tag.name);
    const listed = (await tagGroups(stack, teamA)).list.find((group) => group.tag_group_id === id);
    expect(names(listed)).toEqual(['zone-a']);
    const one = await rest(stack.apiUrl, teamA, 'GET', `/tag_groups/${id}`);
    expect(names(one.body)).toEqual(['zone-a']);
    const saved = await updateTagGroup(stack, teamA, id, {
      name: 'Zones',
      color: 'default green',
      tags: ['zone-a', 'team-a'],
    });
    expect(names(saved.body.tag_group)).toEqual(['team-a', 'zone-a']);
    const forAdmin = (await tagGroups(stack, admin)).list.find((group) => group.tag_group_id === id);
    expect(names(forAdmin)).toEqual(['team-a', 'zone-a', 'zone-board']);
  });
});

describe('a device’s tags', () => {
  it('take no tag from a forced-tags user that would bring other teams’ schedules onto it', async () => {
    const lobby = await createLayout(stack.apiUrl, admin, layoutBody([], { name: 'Lobby', tags: ['lobby'] }));
    const scheduled = await createSchedule(
      stack.apiUrl,
      admin,
      scheduleBody(lobby.body.layout_id, ['lobby'], '2026-01-01T00:00', '2026-12-31T23:59'),
    );
    expect(scheduled.status).toBe(201);
    const { deviceId } = await seedDevice(stack, admin, { tags: ['team-a'] });
    const message = `Tag lobby not added to device ${deviceId}: it would bring schedules outside your forced tags to it.`;
    const put = await rest(stack.apiUrl, teamA, 'PUT', `/devices/${deviceId}`, { tags: ['team-a', 'lobby'] });
    expect(put).toMatchObject({ status: 422, body: { msg: message } });
    const bulk = await updateTagObjects(stack, teamA, { objects: [device(deviceId)], add_tags: ['lobby'] });
    expect(bulk).toMatchObject({ status: 422, body: { msg: message } });
    expect(await storedTags(stack, 'devices', deviceId)).toEqual(['team-a']);
    // A tag that brings no one else's schedules is theirs to add.
    const floor = await rest(stack.apiUrl, teamA, 'PUT', `/devices/${deviceId}`, { tags: ['team-a', 'floor-2'] });
    expect(floor.status).toBe(200);
    expect(await storedTags(stack, 'devices', deviceId)).toEqual(['team-a', 'floor-2']);
  });
});
