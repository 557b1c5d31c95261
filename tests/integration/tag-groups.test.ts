import { TAG_PALETTE } from '@signage/domain/tags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDevice } from './testkit/devices.ts';
import { png, upload } from './testkit/media.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { createTagGroup, deleteTagGroup, search, tagGroups, ungroupedTags, updateTagGroup } from './testkit/search.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;
let deviceId: number;

async function tokenFor(username: string, permissions: string[], forcedTags: string[] = []) {
  const password = `${username}-Pass-1`;
  await createUser(stack, { username, password, permissions, forcedTags });
  return (await restLogin(stack.apiUrl, username, password)).body.auth_token!;
}

const blue = { color: TAG_PALETTE['dark blue'].fill, foreground_color: TAG_PALETTE['dark blue'].foreground };
const tan = { color: TAG_PALETTE.tan.fill, foreground_color: TAG_PALETTE.tan.foreground };
const plain = { color: null, foreground_color: null };

beforeAll(async () => {
  stack = await startTestStack();
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  await upload(stack.apiUrl, token, [{ name: 'poster.png', data: await png(16, 9) }], ['lobby', 'north', 'sale']);
  deviceId = (await seedDevice(stack, token, { tags: ['lobby', 'cafe'] })).deviceId;
});
afterAll(async () => {
  await stack?.close();
});

/** The tags of the poster as the media list shows them, and of the device as its own call shows them. */
async function shownTags() {
  const listed = await rest(stack.apiUrl, token, 'GET', '/media/?q=poster');
  const shown = await rest(stack.apiUrl, token, 'GET', `/devices/${deviceId}`);
  return { media: listed.body.media[0].tags, device: shown.body.tags };
}

describe('tag groups', () => {
  it('are created, read, updated and deleted with the spec’s messages', async () => {
    const created = await createTagGroup(stack, token, {
      name: ' Places ',
      description: 'Where screens hang',
      color: 'dark blue',
      tags: ['#lobby', 'north', 'brand-new'],
    });
    expect(created.status).toBe(201);
    expect(created.body.msg).toBe('Tag group successfully created.');
    const id = created.body.tag_group.tag_group_id;
    expect(created.body.tag_group).toMatchObject({
      name: 'Places',
      description: 'Where screens hang',
      color: 'dark blue',
      tags: [
        { name: 'brand-new', ...blue },
        { name: 'lobby', ...blue },
        { name: 'north', ...blue },
      ],
    });
    expect((await rest(stack.apiUrl, token, 'GET', `/tag_groups/${id}`)).body).toEqual(created.body.tag_group);

    const updated = await updateTagGroup(stack, token, id, { name: 'Places', color: 'tan', tags: ['lobby'] });
    expect(updated.body.msg).toBe('Tag group successfully updated.');
    expect(updated.body.tag_group).toMatchObject({ color: 'tan', description: '', tags: [{ name: 'lobby', ...tan }] });
    // Tags that left the group are ungrouped again, and offered to groups.
    expect((await ungroupedTags(stack, token)).tags).toEqual(['brand-new', 'cafe', 'north', 'sale']);

    const deleted = await deleteTagGroup(stack, token, id);
    expect(deleted.body).toEqual({ msg: 'Tag group successfully deleted.', tag_group_id: id });
    expect((await rest(stack.apiUrl, token, 'GET', `/tag_groups/${id}`)).status).toBe(404);
    expect((await ungroupedTags(stack, token)).tags).toContain('lobby');
    expect((await deleteTagGroup(stack, token, id)).status).toBe(404);
  });

  it('give their colour to their tags in every area’s lists, the search and the suggestions', async () => {
    expect((await shownTags()).media).toEqual([
      { name: 'lobby', ...plain },
      { name: 'north', ...plain },
      { name: 'sale', ...plain },
    ]);
    const { body } = await createTagGroup(stack, token, { name: 'Zones', color: 'dark blue', tags: ['lobby', 'cafe'] });
    const shown = await shownTags();
    expect(shown.media[0]).toEqual({ name: 'lobby', ...blue });
    expect(shown.media[1]).toEqual({ name: 'north', ...plain });
    expect(shown.device).toEqual([
      { name: 'lobby', ...blue },
      { name: 'cafe', ...blue },
    ]);
    const found = await search(stack, token, { q: 'poster' });
    expect(found.body.media![0]!.tags[0]).toEqual({ name: 'lobby', ...blue });
    const suggested = await rest(stack.apiUrl, token, 'GET', '/tags/suggest/caf');
    expect(suggested.body.tags).toEqual([{ name: 'cafe', ...blue }]);

    await updateTagGroup(stack, token, body.tag_group.tag_group_id, { name: 'Zones', color: 'tan' });
    expect((await shownTags()).device[0]).toEqual({ name: 'lobby', ...tan });
    await deleteTagGroup(stack, token, body.tag_group.tag_group_id);
    expect((await shownTags()).device[0]).toEqual({ name: 'lobby', ...plain });
  });

  it('hold a tag in one group only, and have unique names', async () => {
    const first = await createTagGroup(stack, token, { name: 'First', color: 'red', tags: ['sale'] });
    const second = await createTagGroup(stack, token, { name: 'Second', color: 'pink', tags: ['sale', 'north'] });
    expect(second).toMatchObject({
      status: 422,
      body: { msg: 'The tag "sale" is already in the tag group "First": a tag is in at most one group.' },
    });
    // Nothing of the refused group was kept.
    expect((await tagGroups(stack, token)).list.map((g) => g.name)).toEqual(['First']);
    expect((await ungroupedTags(stack, token)).tags).toContain('north');
    const taken = await createTagGroup(stack, token, { name: 'First', color: 'red' });
    expect(taken.body.msg).toBe('A tag group named "First" already exists.');
    const renamed = await createTagGroup(stack, token, { name: 'Other', color: 'red' });
    const clash = await updateTagGroup(stack, token, renamed.body.tag_group.tag_group_id, {
      name: 'First',
      color: 'red',
    });
    expect(clash.body.msg).toBe('A tag group named "First" already exists.');
    expect((await createTagGroup(stack, token, { name: ' ', color: 'red' })).body.msg).toBe('Tag group name empty.');
    expect((await createTagGroup(stack, token, { name: 'x', color: 'purple' as 'red' })).status).toBe(422);
    expect((await createTagGroup(stack, token, { name: 'y', color: 'red', tags: ['not ok'] })).status).toBe(422);
    await deleteTagGroup(stack, token, first.body.tag_group.tag_group_id);
    await deleteTagGroup(stack, token, renamed.body.tag_group.tag_group_id);
  });

  it('are changed only with the edit tags permission, and read with view tags', async () => {
    const viewer = await tokenFor('tag-viewer', ['view tags']);
    expect((await createTagGroup(stack, viewer, { name: 'Nope', color: 'red' })).status).toBe(403);
    const { body } = await createTagGroup(stack, token, { name: 'Guarded', color: 'yellow', tags: ['sale'] });
    const id = body.tag_group.tag_group_id;
    expect((await updateTagGroup(stack, viewer, id, { name: 'Mine', color: 'red' })).status).toBe(403);
    expect((await deleteTagGroup(stack, viewer, id)).status).toBe(403);
    expect((await tagGroups(stack, viewer)).list.map((g) => g.name)).toEqual(['Guarded']);
    const nobody = await tokenFor('tagless', ['view media']);
    expect((await tagGroups(stack, nobody)).status).toBe(403);
    expect((await ungroupedTags(stack, nobody)).status).toBe(403);
    await deleteTagGroup(stack, token, id);
  });

  it('offer a user with forced tags only the ungrouped tags on what they may see', async () => {
    const northern = await tokenFor('northern-tagger', ['view tags'], ['north']);
    expect((await ungroupedTags(stack, northern)).tags).toEqual(['lobby', 'north', 'sale']);
  });
});
