import { TAG_PALETTE } from '@signage/domain/tags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { activateDevice, seedDevice } from './testkit/devices.ts';
import {
  CreateTagGroupMutationDocument,
  DeleteSavedSearchMutationDocument,
  DeleteTagGroupMutationDocument,
  DeleteTagObjectsMutationDocument,
  SavedSearchesQueryDocument,
  SaveSearchMutationDocument,
  ScheduleSearchQueryDocument,
  SearchQueryDocument,
  TagGroupQueryDocument,
  TagGroupsQueryDocument,
  TagObjectsImpactQueryDocument,
  UpdateTagGroupMutationDocument,
  UpdateTagObjectsMutationDocument,
} from './testkit/gql/graphql.ts';
import { gql, gqlCountingRestCalls, signIn } from './testkit/graphql.ts';
import { createLayout, layoutBody } from './testkit/layouts.ts';
import { png, upload } from './testkit/media.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { createSchedule, scheduleBody } from './testkit/schedules.ts';
import { storedTags } from './testkit/search.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;
const ids = { media: [] as string[], device: '', layout: '', template: '' };

async function tokenFor(username: string, permissions: string[]) {
  const password = `${username}-Pass-1`;
  await createUser(stack, { username, password, permissions, forcedTags: [] });
  return (await signIn(stack.gatewayUrl, username, password)).token;
}

beforeAll(async () => {
  stack = await startTestStack();
  const rest = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  for (const name of ['window-a.png', 'window-b.png', 'window-c.png']) {
    const { body } = await upload(stack.apiUrl, rest, [{ name, data: await png(16, 9) }], ['shop', 'window']);
    ids.media.push(String(body.media![0]!.media!.media_id));
  }
  ids.device = String((await seedDevice(stack, rest, { name: 'Shop window player', tags: ['shop'] })).deviceId);
  const plain = await createLayout(stack.apiUrl, rest, layoutBody([], { name: 'Shop window', tags: ['shop'] }));
  ids.layout = String(plain.body.layout_id);
  const sync = await createLayout(
    stack.apiUrl,
    rest,
    layoutBody([], { name: 'Shop template', tags: ['shop'], template: true }),
  );
  ids.template = String(sync.body.layout_id);
  token = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
});
afterAll(async () => {
  await stack?.close();
});

describe('search over GraphQL', () => {
  it('answers a page per kind whose items are the real objects, in one REST call and one for the devices’ trading states', async () => {
    const answer = await gqlCountingRestCalls(stack.gatewayUrl, SearchQueryDocument, { q: 'window' }, token);
    expect(answer.errors).toBeUndefined();
    const { devices, media, layouts } = answer.data!.search;
    expect(media!.items.map((m) => m.id)).toEqual([...ids.media].reverse());
    expect(media!.items[0]).toMatchObject({ name: 'window-c', mediaType: 'image' });
    expect(media!.items[0]!.thumbnailUrl).toMatch(/^http.*\/api\/media\/\d+\/thumb\//);
    expect(media!.pageInfo).toEqual({ page: 1, pageSize: 25, totalItems: 3 });
    expect(devices!.items).toEqual([
      { id: ids.device, name: 'Shop window player', status: 'ONLINE', tags: [{ name: 'shop' }] },
    ]);
    expect(layouts!.items).toEqual([
      {
        id: ids.layout,
        name: 'Shop window',
        template: false,
        layoutType: 'LAYOUT',
        thumbnailUrl: expect.stringMatching(/\/api\/layouts\/\d+\/thumb\//),
        tags: [{ name: 'shop' }],
      },
    ]);
    // The embedded objects are handed to the loaders: no call per Media or Device. The second call is the devices'
    // trading states (is the shop closed now?), one batched call for every device on the page.
    expect(answer.restCalls).toBe(2);
  });

  it('passes each filter and pages each kind', async () => {
    const templates = await gql(
      stack.gatewayUrl,
      SearchQueryDocument,
      { objects: ['LAYOUTS'], layoutNonTemplate: 'HIDE' },
      token,
    );
    expect(templates.data!.search).toMatchObject({ devices: null, media: null });
    expect(templates.data!.search.layouts!.items.map((l) => l.id)).toEqual([ids.template]);
    const paged = await gql(stack.gatewayUrl, SearchQueryDocument, { tags: ['#window'], pageSize: 2, page: 2 }, token);
    expect(paged.data!.search.media!.items.map((m) => m.id)).toEqual([ids.media[0]]);
    expect(paged.data!.search.media!.pageInfo).toEqual({ page: 2, pageSize: 2, totalItems: 3 });
    const tooBig = await gql(stack.gatewayUrl, SearchQueryDocument, { pageSize: 101 }, token);
    expect(tooBig.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('leaves out the kinds the caller may not view', async () => {
    const viewer = await tokenFor('search-media-viewer', ['view media']);
    const { data } = await gql(stack.gatewayUrl, SearchQueryDocument, { q: 'window' }, viewer);
    expect(data!.search.devices).toBeNull();
    expect(data!.search.layouts).toBeNull();
    expect(data!.search.media!.pageInfo.totalItems).toBe(3);
  });
});

describe('the tag manager over GraphQL', () => {
  const selection = () => [
    { type: 'MEDIA' as const, id: ids.media[0]! },
    { type: 'DEVICE' as const, id: ids.device },
    { type: 'LAYOUT' as const, id: ids.layout },
  ];

  it('previews, then edits the tags of a selection of several types', async () => {
    const edit = { add: ['summer'], remove: ['window'] };
    const impactOf = async () =>
      (
        await gql(
          stack.gatewayUrl,
          TagObjectsImpactQueryDocument,
          { selection: selection(), action: 'UPDATE', edit },
          token,
        )
      ).data!.tagObjectsImpact;
    // The device's tags change, but nothing reaches #summer: it would play and get what it does now.
    expect(await impactOf()).toEqual({ objects: 3, objectsChanged: 3, devices: 0, deviceIds: [] });
    // Settings for #shop #summer would reach it once it carries both.
    const admin = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
    const settings = await rest(stack.apiUrl, admin, 'POST', '/tagmetadata/', {
      category: 'device settings',
      description: 'Summer settings',
      tags: ['shop', 'summer'],
      json: {},
    });
    expect(settings.status).toBe(201);
    expect(await impactOf()).toEqual({ objects: 3, objectsChanged: 3, devices: 1, deviceIds: [ids.device] });
    const settingsId = (settings.body as { tag_metadata: { tagmetadata_id: number } }).tag_metadata.tagmetadata_id;
    expect((await rest(stack.apiUrl, admin, 'DELETE', `/tagmetadata/${settingsId}`)).status).toBe(200);
    const updated = await gql(
      stack.gatewayUrl,
      UpdateTagObjectsMutationDocument,
      { selection: selection(), edit },
      token,
    );
    expect(updated.data!.updateTagObjects).toBe(3);
    expect(await storedTags(stack, 'media', Number(ids.media[0]))).toEqual(['shop', 'summer']);
    expect(await storedTags(stack, 'layouts', Number(ids.layout))).toEqual(['shop', 'summer']);
  });

  it('carries the spec’s words when nothing is selected or a type may not be deleted', async () => {
    const empty = await gql(
      stack.gatewayUrl,
      UpdateTagObjectsMutationDocument,
      { selection: [], edit: { add: ['x'] } },
      token,
    );
    expect(empty.errors![0]!.message).toBe('Select some items before editing');
    const none = await gql(stack.gatewayUrl, DeleteTagObjectsMutationDocument, { selection: [] }, token);
    expect(none.errors![0]!.message).toBe('Select some items before deleting.');
    const device = await gql(stack.gatewayUrl, DeleteTagObjectsMutationDocument, { selection: selection() }, token);
    expect(device.errors![0]!.message).toBe('Only Media and Layout objects may be deleted.');
    const bad = await gql(
      stack.gatewayUrl,
      DeleteTagObjectsMutationDocument,
      { selection: [{ type: 'MEDIA', id: '1e99' }] },
      token,
    );
    expect(bad.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('deletes media and layouts, and refuses a user without the edit permission', async () => {
    const doomed = [
      { type: 'MEDIA' as const, id: ids.media[1]! },
      { type: 'LAYOUT' as const, id: ids.template },
    ];
    const viewer = await tokenFor('tag-manager-viewer', ['view media', 'view layouts']);
    const refused = await gql(stack.gatewayUrl, DeleteTagObjectsMutationDocument, { selection: doomed }, viewer);
    expect(refused.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const deleted = await gql(stack.gatewayUrl, DeleteTagObjectsMutationDocument, { selection: doomed }, token);
    expect(deleted.data!.deleteTagObjects).toBe(2);
    const after = await gql(
      stack.gatewayUrl,
      SearchQueryDocument,
      { tags: ['shop'], objects: ['MEDIA', 'LAYOUTS'] },
      token,
    );
    expect(after.data!.search.media!.items.map((m) => m.id)).not.toContain(ids.media[1]);
    expect(after.data!.search.layouts!.items.map((l) => l.id)).toEqual([ids.layout]);
  });

  it('saves searches by name, lists and deletes them', async () => {
    const query = {
      q: 'window',
      tags: ['shop'],
      objects: ['MEDIA' as const],
      mediaType: 'image' as const,
      layoutTemplate: 'HIDE' as const,
    };
    const saved = await gql(stack.gatewayUrl, SaveSearchMutationDocument, { name: 'Shop windows', query }, token);
    expect(saved.data!.saveSearch.name).toBe('Shop windows');
    const listed = await gql(stack.gatewayUrl, SavedSearchesQueryDocument, {}, token);
    expect(listed.data!.savedSearches).toEqual([{ id: saved.data!.saveSearch.id, name: 'Shop windows', query }]);
    const again = await gql(stack.gatewayUrl, SaveSearchMutationDocument, { name: 'Shop windows', query }, token);
    expect(again.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    await gql(stack.gatewayUrl, DeleteSavedSearchMutationDocument, { id: saved.data!.saveSearch.id }, token);
    expect((await gql(stack.gatewayUrl, SavedSearchesQueryDocument, {}, token)).data!.savedSearches).toEqual([]);
  });
});

describe('schedules in the search and the tag manager over GraphQL', () => {
  it('finds schedules by tags and dates, and sends fetch-schedules to the devices a tag edit reaches', async () => {
    const admin = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
    const layoutId = (await createLayout(stack.apiUrl, admin, layoutBody([], { name: 'Gq sched', tags: ['gq-sched'] })))
      .body.layout_id;
    const saved = await createSchedule(
      stack.apiUrl,
      admin,
      scheduleBody(layoutId, ['gq-sched-old'], '2031-02-01T00:00', '2031-02-28T23:59'),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const scheduleId = String(saved.body.schedule.schedule_id);
    const found = await gql(stack.gatewayUrl, ScheduleSearchQueryDocument, { tags: ['gq-sched-old'] }, token);
    expect(found.errors).toBeUndefined();
    expect(found.data!.search.layouts).toBeNull();
    expect(found.data!.search.schedules).toEqual({
      items: [
        {
          id: scheduleId,
          layoutName: 'Gq sched',
          timer: { start: '2031-02-01T00:00', end: '2031-02-28T23:59' },
          tags: [{ name: 'gq-sched-old' }],
        },
      ],
      pageInfo: { totalItems: 1 },
    });
    const later = { tags: ['gq-sched-old'], endAfter: '2031-03-01T00:00:00Z' };
    expect(
      (await gql(stack.gatewayUrl, ScheduleSearchQueryDocument, later, token)).data!.search.schedules!.items,
    ).toEqual([]);

    const player = new SimulatedPlayer({
      apiUrl: stack.apiUrl,
      mqttUrl: stack.stack.mqttUrl!,
      name: 'Gq sched player',
      checkinIntervalMs: 100,
    });
    try {
      const key = await player.start();
      const deviceId = (await activateDevice(stack.apiUrl, admin, key)).body.device_id as number;
      await rest(stack.apiUrl, admin, 'PUT', `/devices/${deviceId}`, { tags: ['gq-sched-new'] });
      await player.whenActivated();
      await player.whenOnline();
      const told = new Promise((resolve) => player.on('command', (m) => m.command === 'fetch-schedules' && resolve(m)));
      const selection = [{ type: 'SCHEDULE' as const, id: scheduleId }];
      const edit = { add: ['gq-sched-new'], remove: ['gq-sched-old'] };
      const impact = await gql(
        stack.gatewayUrl,
        TagObjectsImpactQueryDocument,
        { selection, action: 'UPDATE', edit },
        token,
      );
      expect(impact.data!.tagObjectsImpact).toEqual({
        objects: 1,
        objectsChanged: 1,
        devices: 1,
        deviceIds: [String(deviceId)],
      });
      const updated = await gql(stack.gatewayUrl, UpdateTagObjectsMutationDocument, { selection, edit }, token);
      expect(updated.data!.updateTagObjects).toBe(1);
      await told;
      expect(await storedTags(stack, 'schedules', Number(scheduleId))).toEqual(['gq-sched-new']);
    } finally {
      await player.stop();
    }
  });
});

describe('tag groups over GraphQL', () => {
  it('are created with a palette colour their tags take, updated, listed and deleted', async () => {
    const created = await gql(
      stack.gatewayUrl,
      CreateTagGroupMutationDocument,
      { input: { name: 'Retail', color: 'DARK_BLUE', tags: ['shop'] } },
      token,
    );
    expect(created.errors).toBeUndefined();
    const group = created.data!.createTagGroup;
    const blue = TAG_PALETTE['dark blue'];
    expect(group).toMatchObject({ name: 'Retail', color: 'DARK_BLUE' });
    expect(group.tags).toEqual([{ name: 'shop', color: blue.fill, foregroundColor: blue.foreground }]);
    const found = await gql(stack.gatewayUrl, SearchQueryDocument, { objects: ['MEDIA'], tags: ['shop'] }, token);
    expect(found.data!.search.media!.items[0]!.tags).toContainEqual({ name: 'shop', color: blue.fill });
    const listed = await gql(stack.gatewayUrl, TagGroupsQueryDocument, {}, token);
    expect(listed.data!.tagGroups.map((g) => g.name)).toEqual(['Retail']);
    expect(listed.data!.ungroupedTags).toContain('summer');
    expect(listed.data!.ungroupedTags).not.toContain('shop');
    const updated = await gql(
      stack.gatewayUrl,
      UpdateTagGroupMutationDocument,
      { id: group.id, input: { name: 'Retail', description: 'Shops', color: 'RED' } },
      token,
    );
    expect(updated.data!.updateTagGroup).toEqual({ id: group.id, name: 'Retail', description: 'Shops', color: 'RED' });
    expect((await gql(stack.gatewayUrl, TagGroupQueryDocument, { id: group.id }, token)).data!.tagGroup.color).toBe(
      'RED',
    );
    const taken = await gql(
      stack.gatewayUrl,
      CreateTagGroupMutationDocument,
      { input: { name: 'Retail', color: 'TAN' } },
      token,
    );
    expect(taken.errors![0]!.message).toBe('A tag group named "Retail" already exists.');
    expect(
      (await gql(stack.gatewayUrl, DeleteTagGroupMutationDocument, { id: group.id }, token)).data!.deleteTagGroup,
    ).toBe(group.id);
    const gone = await gql(stack.gatewayUrl, TagGroupQueryDocument, { id: group.id }, token);
    expect(gone.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('refuses a user without the right to edit tags', async () => {
    const nobody = await tokenFor('no-tag-rights', []);
    const refused = await gql(
      stack.gatewayUrl,
      CreateTagGroupMutationDocument,
      { input: { name: 'X', color: 'TAN' } },
      nobody,
    );
    expect(refused.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});
