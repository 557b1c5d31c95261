import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDevice } from './testkit/devices.ts';
import { createLayout, layoutBody } from './testkit/layouts.ts';
import { demoFile, png, upload } from './testkit/media.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { search, searchIds } from './testkit/search.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;
const m: Record<string, number> = {};
const d: Record<string, number> = {};
const l: Record<string, number> = {};

async function tokenFor(username: string, permissions: string[], forcedTags: string[] = []) {
  const password = `${username}-Pass-1`;
  await createUser(stack, { username, password, permissions, forcedTags });
  return (await restLogin(stack.apiUrl, username, password)).body.auth_token!;
}

beforeAll(async () => {
  stack = await startTestStack();
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  const files: [string, Buffer, string[]][] = [
    ['alpha.png', await png(16, 9), ['lobby', 'north']],
    ['beta.png', await png(16, 9), ['lobby', 'south']],
    ['clip.mp4', await demoFile('sample.mp4'), ['lobby', 'north']],
    ['100%-off.png', await png(16, 9), ['sale']],
  ];
  for (const [name, data, tags] of files) {
    const { body } = await upload(stack.apiUrl, token, [{ name, data }], tags);
    m[name.replace(/\..*$/, '')] = body.media![0]!.media!.media_id as number;
  }
  d.north = (await seedDevice(stack, token, { name: 'Lobby screen north', tags: ['lobby', 'north'] })).deviceId;
  d.cafe = (await seedDevice(stack, token, { name: 'Cafe screen', tags: ['cafe'] })).deviceId;
  d.kiosk = (
    await seedDevice(stack, token, { name: 'Alpha kiosk', asset_tag: 'ASSET-77', tags: ['lobby', 'south'] })
  ).deviceId;
  const layouts: [string, string[], boolean][] = [
    ['Alpha layout', ['lobby', 'north'], false],
    ['Spring template', ['lobby'], true],
  ];
  for (const [name, tags, template] of layouts) {
    const { status, body } = await createLayout(stack.apiUrl, token, layoutBody([], { name, tags, template }));
    if (status !== 201 && status !== 200) throw new Error(`layout not created: ${status} ${body.msg}`);
    l[name.split(' ')[1]!] = body.layout_id;
  }
});
afterAll(async () => {
  await stack?.close();
});

describe('search by text and tags', () => {
  it('matches names, asset tags and tags containing the text, in any case, newest first', async () => {
    expect(await searchIds(stack, token, 'media', { q: 'alpha' })).toEqual([m.alpha]);
    expect(await searchIds(stack, token, 'devices', { q: 'ALPHA' })).toEqual([d.kiosk]);
    expect(await searchIds(stack, token, 'devices', { q: 'asset-7' })).toEqual([d.kiosk]);
    expect(await searchIds(stack, token, 'layouts', { q: 'ALPHA' })).toEqual([l.layout]);
    // A tag containing the text: "nort" is part of the tag north.
    expect(await searchIds(stack, token, 'media', { q: 'nort' })).toEqual([m.clip, m.alpha]);
    expect(await searchIds(stack, token, 'devices', { q: 'nort' })).toEqual([d.north]);
    // % and _ match themselves.
    expect(await searchIds(stack, token, 'media', { q: '%' })).toEqual([m['100%-off']]);
    expect(await searchIds(stack, token, 'media', { q: 'a_p' })).toEqual([]);
  });

  it('keeps objects carrying all the tags asked, with or without #', async () => {
    expect(await searchIds(stack, token, 'media', { tags: ['lobby', '#north'] })).toEqual([m.clip, m.alpha]);
    expect(await searchIds(stack, token, 'devices', { tags: ['lobby', 'north'] })).toEqual([d.north]);
    expect(await searchIds(stack, token, 'devices', { tags: ['lobby'], q: 'kiosk' })).toEqual([d.kiosk]);
    const bad = await search(stack, token, { tags: ['two words'] });
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toMatch(/Invalid tag "two words"/);
  });

  it('answers one list per type with its page info, rows naming their type and tags', async () => {
    const { status, body } = await search(stack, token, { tags: ['north'] });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      'audio_playlists',
      'audio_playlists_page_info',
      'campaigns',
      'campaigns_page_info',
      'devices',
      'devices_page_info',
      'layouts',
      'layouts_page_info',
      'media',
      'media_page_info',
      'schedules',
      'schedules_page_info',
      'tag_metadata',
      'tag_metadata_page_info',
      'users',
      'users_page_info',
      'venue_page_info',
      'venues',
    ]);
    expect(body.schedules_page_info).toEqual({ current_page: 1, page_size: 25, total_items: 0 });
    // Users are searched too (their own tags); none here carries "north".
    expect(body.users_page_info).toEqual({ current_page: 1, page_size: 25, total_items: 0 });
    expect(body.media_page_info).toEqual({ current_page: 1, page_size: 25, total_items: 2 });
    expect(body.layouts_page_info).toEqual({ current_page: 1, page_size: 25, total_items: 1 });
    expect(body.layouts![0]).toMatchObject({ name: 'Alpha layout', type: 'layout', result_id: `layout:${l.layout}` });
    expect(body.devices_page_info).toEqual({ current_page: 1, page_size: 25, total_items: 1 });
    expect(body.media![1]).toEqual({
      name: 'alpha',
      result_id: `media:${m.alpha}`,
      object_id: m.alpha,
      type: 'media',
      tags: [
        { name: 'lobby', color: null, foreground_color: null },
        { name: 'north', color: null, foreground_color: null },
      ],
    });
    expect(body.devices![0]).toMatchObject({
      name: 'Lobby screen north',
      type: 'device',
      result_id: `device:${d.north}`,
    });
  });

  it('searches only the object types asked', async () => {
    const { body } = await search(stack, token, { objects: ['media'], q: 'alpha' });
    expect(Object.keys(body).sort()).toEqual(['media', 'media_page_info']);
    const devices = await search(stack, token, { objects: ['devices'] });
    expect(devices.body.devices!.map((r) => r.object_id)).toEqual([d.kiosk, d.cafe, d.north]);
    const layouts = await search(stack, token, { objects: ['layouts'] });
    expect(Object.keys(layouts.body).sort()).toEqual(['layouts', 'layouts_page_info']);
    expect(layouts.body.layouts!.map((r) => r.object_id)).toEqual([l.template, l.layout]);
    // Data sources take no part in the search (no search area registered): the type is simply not listed.
    expect(await search(stack, token, { objects: ['data_sources'] })).toEqual({ status: 200, body: {} });
    // Campaigns do, with campaigns_page_info (spec 02 §3).
    const created = await rest(stack.apiUrl, token, 'POST', '/campaigns/', {
      code: 'SRCH',
      name: 'Searchable campaign',
      tags: ['search-campaign'],
      runs: [{ timer: { start: '2030-01-01T00:00', end: '2030-01-07T23:59' } }],
    });
    const campaigns = await search(stack, token, { objects: ['campaigns'], q: 'Searchable', embed_objects: true });
    expect(Object.keys(campaigns.body).sort()).toEqual(['campaigns', 'campaigns_page_info']);
    expect(campaigns.body.campaigns!.map((r) => [r.type, r.object_id, r.name])).toEqual([
      ['campaign', created.body.campaign.campaign_id, 'Searchable campaign'],
    ]);
    expect(campaigns.body.campaigns![0]!.original_resource).toMatchObject({ code: 'SRCH', end: '2030-01-07T23:59' });
    expect(campaigns.body.campaigns_page_info!.total_items).toBe(1);
    await rest(stack.apiUrl, token, 'DELETE', `/campaigns/${created.body.campaign.campaign_id}`);
    expect((await search(stack, token, { objects: ['spaceships' as 'media'] })).status).toBe(422);
  });
});

describe('filters of one type', () => {
  it('media type and format filter media and leave devices as they are', async () => {
    const images = await search(stack, token, { media_type: 'image' });
    expect(images.body.media!.map((r) => r.object_id)).toEqual([m['100%-off'], m.beta, m.alpha]);
    expect(images.body.devices_page_info!.total_items).toBe(3);
    expect(await searchIds(stack, token, 'media', { media_format: 'mp4' })).toEqual([m.clip]);
    expect(await searchIds(stack, token, 'media', { media_type: 'image', tags: ['north'] })).toEqual([m.alpha]);
    expect((await search(stack, token, { media_type: 'spaceship' as 'image' })).status).toBe(422);
  });

  it('layout templates and plain layouts are each shown or hidden', async () => {
    expect(await searchIds(stack, token, 'layouts', { layout_template: 'hide' })).toEqual([l.layout]);
    expect(await searchIds(stack, token, 'layouts', { layout_non_template: 'hide' })).toEqual([l.template]);
    expect(await searchIds(stack, token, 'layouts', { layout_template: 'show', tags: ['lobby'] })).toEqual([
      l.template,
      l.layout,
    ]);
    const neither = await search(stack, token, { layout_template: 'hide', layout_non_template: 'hide' });
    expect(neither.body.layouts).toEqual([]);
    // Media filters do not narrow layouts.
    expect(await searchIds(stack, token, 'layouts', { media_type: 'video' })).toEqual([l.template, l.layout]);
  });

  it('layout, schedule and tag metadata filters do not narrow media or devices', async () => {
    const { body } = await search(stack, token, {
      layout_template: 'hide',
      layout_non_template: 'hide',
      start_before: '2030-01-01',
      end_after: '2020-01-01T00:00:00Z',
      schedule_end_after: '2020-01-01',
      tagmetadata_categories: ['trading hours'],
    });
    expect(body.media_page_info!.total_items).toBe(4);
    expect(body.devices_page_info!.total_items).toBe(3);
  });

  it('refuses a date that is not one, naming the filter', async () => {
    const { status, body } = await search(stack, token, { end_after: 'yesterday' });
    expect(status).toBe(422);
    expect(body.msg).toBe(
      'end_after must be an ISO 8601 date such as 2026-05-01 or date-time such as 2026-05-01T09:00:00+02:00, got "yesterday".',
    );
    expect((await search(stack, token, { layout_template: 'maybe' as 'show' })).status).toBe(422);
  });
});

describe('paging and embedded objects', () => {
  it('pages each type by per_page, with each type its own total', async () => {
    const first = await search(stack, token, { per_page: 2, page: 1 });
    expect(first.body.media!.map((r) => r.object_id)).toEqual([m['100%-off'], m.clip]);
    expect(first.body.media_page_info).toEqual({ current_page: 1, page_size: 2, total_items: 4 });
    expect(first.body.devices!.map((r) => r.object_id)).toEqual([d.kiosk, d.cafe]);
    const second = await search(stack, token, { per_page: 2, page: 2 });
    expect(second.body.media!.map((r) => r.object_id)).toEqual([m.beta, m.alpha]);
    expect(second.body.devices!.map((r) => r.object_id)).toEqual([d.north]);
    expect(second.body.devices_page_info).toEqual({ current_page: 2, page_size: 2, total_items: 3 });
    const beyond = await search(stack, token, { per_page: 2, page: 9 });
    expect(beyond.body.media).toEqual([]);
    expect(beyond.body.media_page_info!.total_items).toBe(4);
    expect((await search(stack, token, { per_page: 0 })).status).toBe(422);
    expect((await search(stack, token, { page: 1e30 })).status).toBe(422);
  });

  it('embeds each object as its own area answers it', async () => {
    const { body } = await search(stack, token, { tags: ['north'], embed_objects: true });
    const alpha = body.media!.find((r) => r.object_id === m.alpha)!.original_resource!;
    const own = await rest(stack.apiUrl, token, 'GET', `/media/${m.alpha}`);
    expect(alpha).toMatchObject({ media_id: m.alpha, name: 'alpha', media_type: 'image', width: 16 });
    expect(alpha.thumbnail_url).toMatch(/^\/api\/media\/\d+\/thumb\/.*signature=/);
    expect({ ...alpha, download_url: 0, thumbnail_url: 0, thumbnail_hq_url: 0 }).toEqual({
      ...own.body,
      download_url: 0,
      thumbnail_url: 0,
      thumbnail_hq_url: 0,
    });
    expect(body.devices![0]!.original_resource).toMatchObject({ device_id: d.north, name: 'Lobby screen north' });
    expect(body.layouts![0]!.original_resource).toMatchObject({
      layout_id: l.layout,
      name: 'Alpha layout',
      template: false,
      layout_type: 'layout',
    });
    expect(body.layouts![0]!.original_resource!.thumbnail_url).toMatch(/^\/api\/layouts\/\d+\/thumb\//);
    const plain = await search(stack, token, { tags: ['north'] });
    expect(plain.body.media![0]).not.toHaveProperty('original_resource');
  });
});

describe('who sees what', () => {
  it("narrows every type to objects carrying the caller's forced tags", async () => {
    const north = await tokenFor('north-only', ['view media', 'view devices', 'view layouts'], ['north']);
    const { body } = await search(stack, north);
    expect(body.media!.map((r) => r.object_id)).toEqual([m.clip, m.alpha]);
    expect(body.devices!.map((r) => r.object_id)).toEqual([d.north]);
    expect(body.layouts!.map((r) => r.object_id)).toEqual([l.layout]);
    expect(body.media_page_info!.total_items).toBe(2);
    expect((await search(stack, north, { tags: ['south'] })).body.media).toEqual([]);
    expect(await searchIds(stack, north, 'media', { q: 'beta' })).toEqual([]);
  });

  it('lists only the types the caller may view', async () => {
    const mediaOnly = await tokenFor('media-viewer', ['view media']);
    expect(Object.keys((await search(stack, mediaOnly)).body).sort()).toEqual(['media', 'media_page_info']);
    expect((await search(stack, mediaOnly, { objects: ['devices'] })).body).toEqual({});
    const nobody = await tokenFor('no-rights', []);
    expect((await search(stack, nobody)).body).toEqual({});
    expect((await rest(stack.apiUrl, undefined, 'GET', '/search')).status).toBe(401);
  });
});

describe('tag suggestions', () => {
  it('cover every registered area and hold to the limit of 20', async () => {
    // "cafe" is carried by a device only.
    const cafe = await rest(stack.apiUrl, token, 'GET', '/tags/suggest/caf');
    expect(cafe.body.tags.map((t: { name: string }) => t.name)).toEqual(['cafe']);
    const few = await rest(stack.apiUrl, token, 'GET', '/tags/suggest/o?limit=2');
    expect(few.body.tags).toHaveLength(2);
    expect((await rest(stack.apiUrl, token, 'GET', '/tags/suggest/o?limit=21')).status).toBe(422);
  });
});

// Last: its layouts would be in the lists the tests above count.
describe('ranking by name', () => {
  it('puts a name typed whole first, then names starting with it, then the rest, newest first', async () => {
    const made: Record<string, number> = {};
    // Oldest first: the exact name is the oldest of all, and one name starting otherwise is the newest.
    for (const name of ['Zephyr 1', 'Zephyr 10', 'Zephyr 12', 'Old zephyr 1']) {
      made[name] = (await createLayout(stack.apiUrl, token, layoutBody([], { name }))).body.layout_id;
    }
    expect(await searchIds(stack, token, 'layouts', { q: 'ZEPHYR 1' })).toEqual([
      made['Zephyr 1'],
      made['Zephyr 12'],
      made['Zephyr 10'],
      made['Old zephyr 1'],
    ]);
    // No name is "zephyr": those starting with it, newest first, before the one only containing it.
    expect(await searchIds(stack, token, 'layouts', { q: 'zephyr' })).toEqual([
      made['Zephyr 12'],
      made['Zephyr 10'],
      made['Zephyr 1'],
      made['Old zephyr 1'],
    ]);
  });
});
