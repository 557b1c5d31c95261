import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDevice } from './testkit/devices.ts';
import { createLayout, getLayout, layoutBody } from './testkit/layouts.ts';
import { png, upload } from './testkit/media.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { createSchedule, scheduleBody } from './testkit/schedules.ts';
import {
  deleteSavedSearch,
  deleteTagObjects,
  device,
  layout,
  media,
  previewTagObjects,
  savedSearches,
  saveSearch,
  schedule,
  search,
  searchIds,
  storedTags,
  updateTagObjects,
} from './testkit/search.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';
import { createTagMetadata } from './testkit/tag-metadata.ts';

let stack: TestStack;
let token: string;

async function tokenFor(username: string, permissions: string[], forcedTags: string[] = []) {
  const password = `${username}-Pass-1`;
  await createUser(stack, { username, password, permissions, forcedTags });
  return (await restLogin(stack.apiUrl, username, password)).body.auth_token!;
}

async function newLayout(name: string, tags: string[], template = false) {
  const { body } = await createLayout(stack.apiUrl, token, layoutBody([], { name, tags, template }));
  return body.layout_id;
}

async function newMedia(name: string, tags: string[]) {
  const { body } = await upload(stack.apiUrl, token, [{ name, data: await png(16, 9) }], tags);
  return body.media![0]!.media!.media_id as number;
}

beforeAll(async () => {
  stack = await startTestStack();
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
});
afterAll(async () => {
  await stack?.close();
});

describe('editing the tags of a selection', () => {
  it('adds and removes tags over several types at once, counting the objects changed', async () => {
    const a = await newMedia('edit-a.png', ['lobby', 'north']);
    const b = await newMedia('edit-b.png', ['lobby', 'south']);
    const { deviceId } = await seedDevice(stack, token, { tags: ['lobby'] });
    const { status, body } = await updateTagObjects(stack, token, {
      objects: [media(a), media(b), device(deviceId)],
      remove_tags: ['lobby'],
      add_tags: ['#foyer', 'north'],
    });
    expect(status).toBe(200);
    // The device's new tags change what it plays: the gateway is told to send it fetch-schedules.
    expect(body).toEqual({ msg: 'Success: 3 objects updated.', updated: 3, affected_device_ids: [deviceId] });
    expect(await storedTags(stack, 'media', a)).toEqual(['north', 'foyer']);
    expect(await storedTags(stack, 'media', b)).toEqual(['south', 'foyer', 'north']);
    expect(await storedTags(stack, 'devices', deviceId)).toEqual(['foyer', 'north']);
    // The new tag is suggested, and the lists see the change at once (their caches were dropped).
    const suggested = await rest(stack.apiUrl, token, 'GET', '/tags/suggest/foy');
    expect(suggested.body.tags.map((t: { name: string }) => t.name)).toEqual(['foyer']);
    const listed = await rest(stack.apiUrl, token, 'GET', '/media/?tags=foyer');
    expect(listed.body.page_info.total_items).toBe(2);
    // Objects already as asked are not counted.
    const again = await updateTagObjects(stack, token, { objects: [media(a), media(b)], add_tags: ['foyer'] });
    expect(again.body).toEqual({ msg: 'Success: 0 objects updated.', updated: 0, affected_device_ids: [] });
  });

  it('replaces the tags with set_tags (the clipboard), keeping a forced-tag user’s forced tags', async () => {
    const c = await newMedia('edit-c.png', ['team-red', 'old']);
    const red = await tokenFor('red-editor', ['edit media', 'view media'], ['team-red']);
    const { body } = await updateTagObjects(stack, red, { objects: [media(c)], set_tags: ['fresh'] });
    expect(body.updated).toBe(1);
    expect(await storedTags(stack, 'media', c)).toEqual(['fresh', 'team-red']);
  });

  it('changes nothing when the 2nd of 3 updates fails mid-way', async () => {
    const { deviceId } = await seedDevice(stack, token, { tags: ['tx'] });
    const failing = await newMedia('explode.png', ['tx']);
    const third = await newMedia('third.png', ['tx']);
    // A failure the api cannot foresee: the database refuses to update one row.
    await sql`create function refuse_explode() returns trigger language plpgsql as $$
      begin if new.name = 'explode' then raise exception 'injected failure'; end if; return new; end $$`.execute(
      stack.db,
    );
    await sql`create trigger refuse_explode before update on media
      for each row execute function refuse_explode()`.execute(stack.db);
    try {
      const { status } = await updateTagObjects(stack, token, {
        objects: [device(deviceId), media(failing), media(third)],
        add_tags: ['changed'],
      });
      expect(status).toBe(500);
      expect(await storedTags(stack, 'devices', deviceId)).toEqual(['tx']);
      expect(await storedTags(stack, 'media', failing)).toEqual(['tx']);
      expect(await storedTags(stack, 'media', third)).toEqual(['tx']);
    } finally {
      await sql`drop trigger refuse_explode on media`.execute(stack.db);
    }
  });

  it('acts on a whole selection or none: an object the caller may not see refuses the lot', async () => {
    const mine = await newMedia('mine.png', ['team-blue']);
    const theirs = await newMedia('theirs.png', ['team-green']);
    const blue = await tokenFor('blue-editor', ['edit media', 'view media'], ['team-blue']);
    const { status, body } = await updateTagObjects(stack, blue, {
      objects: [media(mine), media(theirs)],
      add_tags: ['x'],
    });
    expect(status).toBe(404);
    expect(body.msg).toBe(`media ${theirs} not found.`);
    expect(await storedTags(stack, 'media', mine)).toEqual(['team-blue']);
  });

  it('edits layouts and templates with the rest of a selection', async () => {
    const m = await newMedia('with-layout.png', ['shop']);
    const plain = await newLayout('Shop layout', ['shop']);
    const template = await newLayout('Shop template', ['shop', 'winter'], true);
    const { status, body } = await updateTagObjects(stack, token, {
      objects: [media(m), layout(plain), layout(template)],
      add_tags: ['summer'],
      remove_tags: ['winter'],
    });
    expect(status).toBe(200);
    expect(body).toEqual({ msg: 'Success: 3 objects updated.', updated: 3, affected_device_ids: [] });
    expect(await storedTags(stack, 'layouts', plain)).toEqual(['shop', 'summer']);
    expect(await storedTags(stack, 'layouts', template)).toEqual(['shop', 'summer']);
    // The layout's own answer shows the change (its cached lists were dropped).
    expect((await getLayout(stack.apiUrl, token, plain)).body.tags.map((t) => t.name)).toEqual(['shop', 'summer']);
  });

  it('answers the spec’s words for nothing selected, and refuses bad tags and types not installed', async () => {
    const empty = await updateTagObjects(stack, token, { objects: [], add_tags: ['x'] });
    expect(empty).toMatchObject({ status: 422, body: { msg: 'Select some items before editing' } });
    const m = await newMedia('bad.png', ['ok']);
    const bad = await updateTagObjects(stack, token, { objects: [media(m)], add_tags: ['two words'] });
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toMatch(/Invalid tag "two words"/);
    const nothing = await updateTagObjects(stack, token, { objects: [media(m)] });
    expect(nothing.body.msg).toBe('Say which tags to add, remove or set.');
    // Data sources do not take part in the search (they have no search area): like a type not installed.
    const uninstalled = await updateTagObjects(stack, token, {
      objects: [{ type: 'data_source', object_id: 1 }],
      add_tags: ['x'],
    });
    expect(uninstalled).toMatchObject({
      status: 422,
      body: { msg: 'There are no data_source objects here: that area is not installed.' },
    });
  });

  it('needs the edit permission of every type selected', async () => {
    const m = await newMedia('perm.png', ['perm']);
    const { deviceId } = await seedDevice(stack, token, { tags: ['perm'] });
    const mediaEditor = await tokenFor('media-editor', ['edit media', 'view devices']);
    const refused = await updateTagObjects(stack, mediaEditor, {
      objects: [media(m), device(deviceId)],
      add_tags: ['x'],
    });
    expect(refused.status).toBe(403);
    expect(await storedTags(stack, 'media', m)).toEqual(['perm']);
    expect((await updateTagObjects(stack, mediaEditor, { objects: [media(m)], add_tags: ['x'] })).status).toBe(200);
  });
});

describe('odd input', () => {
  it('is refused with a 4xx, never a 5xx', async () => {
    const m = await newMedia('odd.png', ['odd']);
    const answers = await Promise.all([
      updateTagObjects(stack, token, { objects: [media(2 ** 40)], add_tags: ['x'] }),
      updateTagObjects(stack, token, { objects: [media(m), media(m)], add_tags: ['x\u0000'] }),
      deleteTagObjects(stack, token, [media(Number.MAX_SAFE_INTEGER)]),
      previewTagObjects(stack, token, { action: 'update', objects: [media(1e20)], set_tags: [] }),
      rest(stack.apiUrl, token, 'PUT', '/tag_objects/', { objects: [{ type: 'media', object_id: 'one' }] }),
      rest(stack.apiUrl, token, 'PUT', '/tag_objects/', { objects: Array(1001).fill(media(m)), add_tags: ['x'] }),
      rest(stack.apiUrl, token, 'GET', '/search?q=%5C&tags=%23&page=99999&per_page=1001'),
    ]);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    // A selection naming one object twice changes it once.
    const twice = await updateTagObjects(stack, token, { objects: [media(m), media(m)], add_tags: ['twice'] });
    expect(twice.body.updated).toBe(1);
  });
});

describe('bulk delete', () => {
  it('deletes media, their files and thumbnails, in one go', async () => {
    const a = await newMedia('del-a.png', ['del']);
    const b = await newMedia('del-b.png', ['del']);
    await fetch(`${stack.apiUrl}/api/media/${a}/thumb/?width=320&height=180`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const mediaDir = join(stack.dataDir, 'media');
    const files = () => readdirSync(mediaDir).filter((name) => !name.startsWith('.'));
    const thumbsOf = (id: number) => readdirSync(join(mediaDir, '.thumbs')).filter((n) => n.startsWith(`${id}-`));
    const filesBefore = files().length;
    expect(thumbsOf(a).length).toBeGreaterThan(0);
    const { status, body } = await deleteTagObjects(stack, token, [media(a), media(b)]);
    expect(status).toBe(200);
    expect(body).toEqual({ msg: 'Items successfully deleted.', deleted: 2 });
    expect((await rest(stack.apiUrl, token, 'GET', `/media/${a}`)).status).toBe(404);
    expect(files().length).toBe(filesBefore - 2);
    expect(thumbsOf(a)).toEqual([]);
  });

  it('deletes layouts with media in one go, and their thumbnails', async () => {
    const m = await newMedia('del-with-layout.png', ['del-l']);
    const a = await newLayout('Delete me', ['del-l']);
    const t = await newLayout('Delete my template', ['del-l'], true);
    const thumb = (await getLayout(stack.apiUrl, token, a)).body.thumbnail_url;
    expect((await fetch(`${stack.apiUrl}${thumb}`)).status).toBe(200);
    const thumbs = () => readdirSync(join(stack.dataDir, 'layouts', 'thumbs')).filter((n) => n.startsWith(`${a}-`));
    const { status, body } = await deleteTagObjects(stack, token, [layout(a), media(m), layout(t)]);
    expect(status).toBe(200);
    expect(body).toEqual({ msg: 'Items successfully deleted.', deleted: 3 });
    expect((await getLayout(stack.apiUrl, token, a)).status).toBe(404);
    expect((await getLayout(stack.apiUrl, token, t)).status).toBe(404);
    expect((await rest(stack.apiUrl, token, 'GET', `/media/${m}`)).status).toBe(404);
    expect(thumbs()).toEqual([]);
  });

  it('deletes Media and Layout objects only, with the spec’s words', async () => {
    const m = await newMedia('keep.png', ['keep']);
    const { deviceId } = await seedDevice(stack, token, { tags: ['keep'] });
    const refused = await deleteTagObjects(stack, token, [media(m), device(deviceId)]);
    expect(refused).toMatchObject({ status: 422, body: { msg: 'Only Media and Layout objects may be deleted.' } });
    expect((await rest(stack.apiUrl, token, 'GET', `/media/${m}`)).status).toBe(200);
    const empty = await deleteTagObjects(stack, token, []);
    expect(empty).toMatchObject({ status: 422, body: { msg: 'Select some items before deleting.' } });
  });

  it('refuses a user without the edit permission, and one who cannot see every object', async () => {
    const m = await newMedia('guarded.png', ['guarded']);
    const viewer = await tokenFor('viewer', ['view media']);
    expect((await deleteTagObjects(stack, viewer, [media(m)])).status).toBe(403);
    const other = await tokenFor('other-team', ['edit media'], ['other']);
    expect((await deleteTagObjects(stack, other, [media(m)])).status).toBe(404);
    expect((await rest(stack.apiUrl, token, 'GET', `/media/${m}`)).status).toBe(200);
  });
});

describe('impact preview', () => {
  it('counts the objects a change alters and the devices it would give other settings or schedules, writing nothing', async () => {
    const m = await newMedia('impact.png', ['impact']);
    const d1 = (await seedDevice(stack, token, { tags: ['impact'] })).deviceId;
    const d2 = (await seedDevice(stack, token, { tags: ['impact', 'already'] })).deviceId;
    const change = { action: 'update' as const, objects: [media(m), device(d1), device(d2)], add_tags: ['already'] };
    // Nothing targets the tag added: d1's tags change, and nothing it plays or gets does.
    const { status, body } = await previewTagObjects(stack, token, change);
    expect(status).toBe(200);
    expect(body).toEqual({ objects: 3, objects_changed: 2, devices: 0, device_ids: [] });
    // Settings for devices carrying both tags: d1 would get them (d2 has them already).
    const settings = await createTagMetadata(stack.apiUrl, token, {
      category: 'device settings',
      description: 'Impact settings',
      tags: ['impact', 'already'],
      json: {},
    });
    expect(settings.status).toBe(201);
    expect((await previewTagObjects(stack, token, change)).body).toEqual({
      objects: 3,
      objects_changed: 2,
      devices: 1,
      device_ids: [d1],
    });
    await rest(stack.apiUrl, token, 'DELETE', `/tagmetadata/${settings.body.tag_metadata.tagmetadata_id}`);
    // So would a schedule of the tag added.
    const l = await newLayout('Impact already', ['impact-already']);
    const once = scheduleBody(l, ['already'], '2098-01-01T09:00', '2098-01-01T17:00');
    const made = await createSchedule(stack.apiUrl, token, once);
    expect([made.status, made.body]).toEqual([201, expect.anything()]);
    expect((await previewTagObjects(stack, token, change)).body).toMatchObject({ devices: 1, device_ids: [d1] });
    expect(await storedTags(stack, 'devices', d1)).toEqual(['impact']);
    const deleting = await previewTagObjects(stack, token, { action: 'delete', objects: [media(m)] });
    expect(deleting.body).toEqual({ objects: 1, objects_changed: 1, devices: 0, device_ids: [] });
    const refused = await previewTagObjects(stack, token, { action: 'delete', objects: [device(d1)] });
    expect(refused.body.msg).toBe('Only Media and Layout objects may be deleted.');
  });

  it("counts, for a layout's delete, the devices its schedules reach; its tag edits reach none", async () => {
    const l = await newLayout('Impact menu', ['impact-l']);
    const reached = (await seedDevice(stack, token, { tags: ['impact-cafe', 'impact-north'] })).deviceId;
    await seedDevice(stack, token, { tags: ['impact-lobby'] });
    const body = scheduleBody(l, ['impact-cafe'], '2030-01-01T00:00', '2030-01-31T23:59');
    expect((await createSchedule(stack.apiUrl, token, body)).status).toBe(201);
    const deleting = await previewTagObjects(stack, token, { action: 'delete', objects: [layout(l)] });
    expect(deleting.body).toEqual({ objects: 1, objects_changed: 1, devices: 1, device_ids: [reached] });
    const editing = await previewTagObjects(stack, token, { action: 'update', objects: [layout(l)], add_tags: ['x'] });
    expect(editing.body).toEqual({ objects: 1, objects_changed: 1, devices: 0, device_ids: [] });
  });
});

describe('schedules in the search and the tag manager', () => {
  async function newSchedule(layoutId: number, tags: string[], start: string, end: string) {
    const { status, body } = await createSchedule(stack.apiUrl, token, scheduleBody(layoutId, tags, start, end));
    expect(status, JSON.stringify(body)).toBe(201);
    return body.schedule.schedule_id;
  }

  it('are found by tags, free text over their tags, and their own dates, named by their layout', async () => {
    const l = await newLayout('Sched search menu', ['sched-search']);
    const spring = await newSchedule(l, ['sched-cafe', 'sched-spring'], '2031-03-01T00:00', '2031-03-31T23:59');
    const summer = await newSchedule(l, ['sched-cafe'], '2031-06-01T08:00', '2031-08-31T18:00');
    const { status, body } = await search(stack, token, { tags: ['sched-cafe'], objects: ['schedules'] });
    expect(status).toBe(200);
    expect(body.schedules!.map((row) => [row.object_id, row.name, row.type, row.result_id])).toEqual([
      [summer, 'Sched search menu', 'schedule', `schedule:${summer}`],
      [spring, 'Sched search menu', 'schedule', `schedule:${spring}`],
    ]);
    expect(body.schedules_page_info).toEqual({ current_page: 1, page_size: 25, total_items: 2 });
    expect(body.schedules![0]!.tags).toEqual([{ name: 'sched-cafe', color: null, foreground_color: null }]);
    expect(await searchIds(stack, token, 'schedules', { q: 'SCHED-SPR' })).toEqual([spring]);
    const cafe = { tags: ['sched-cafe'], objects: ['schedules' as const] };
    expect(await searchIds(stack, token, 'schedules', { ...cafe, start_before: '2031-04-01T00:00:00Z' })).toEqual([
      spring,
    ]);
    expect(await searchIds(stack, token, 'schedules', { ...cafe, end_after: '2031-04-01T00:00:00Z' })).toEqual([
      summer,
    ]);
    const embedded = await search(stack, token, { ...cafe, embed_objects: true });
    expect(embedded.body.schedules![0]!.original_resource).toMatchObject({
      schedule_id: summer,
      layout_name: 'Sched search menu',
      timer: { start: '2031-06-01T08:00', end: '2031-08-31T18:00' },
    });
    // Their tags are suggested.
    const suggested = await rest(stack.apiUrl, token, 'GET', '/tags/suggest/sched-spr');
    expect(suggested.body.tags.map((t: { name: string }) => t.name)).toEqual(['sched-spring']);
  });

  it('are hidden from a forced-tags user who cannot see them, and from a user without the right', async () => {
    const l = await newLayout('Sched forced', ['sched-forced']);
    const theirs = await newSchedule(l, ['sched-forced'], '2031-01-01T00:00', '2031-01-31T23:59');
    const mine = await newSchedule(l, ['sched-forced', 'sched-team'], '2031-01-01T00:00', '2031-01-31T23:59');
    const team = await tokenFor('sched-team', ['edit schedules'], ['sched-team']);
    expect(await searchIds(stack, team, 'schedules', { tags: ['sched-forced'] })).toEqual([mine]);
    const refused = await updateTagObjects(stack, team, { objects: [schedule(theirs)], add_tags: ['x'] });
    expect(refused).toMatchObject({ status: 404, body: { msg: `schedule ${theirs} not found.` } });
    const preview = await previewTagObjects(stack, team, {
      action: 'update',
      objects: [schedule(theirs)],
      add_tags: ['x'],
    });
    expect(preview.status).toBe(404);
    expect(await storedTags(stack, 'schedules', theirs)).toEqual(['sched-forced']);
    const mediaOnly = await tokenFor('sched-media-only', ['edit media']);
    expect((await search(stack, mediaOnly, { tags: ['sched-forced'] })).body.schedules).toBeUndefined();
    const editing = await updateTagObjects(stack, mediaOnly, { objects: [schedule(mine)], add_tags: ['x'] });
    expect(editing.status).toBe(403);
  });

  it('previews and edits their tags, naming the devices reached by the old and new tags', async () => {
    const l = await newLayout('Sched tags', ['sched-tags']);
    const s = await newSchedule(l, ['sched-old'], '2031-01-01T00:00', '2031-01-31T23:59');
    const old = (await seedDevice(stack, token, { tags: ['sched-old'] })).deviceId;
    const both = (await seedDevice(stack, token, { tags: ['sched-old', 'sched-new'] })).deviceId;
    const fresh = (await seedDevice(stack, token, { tags: ['sched-new'] })).deviceId;
    await seedDevice(stack, token, { tags: ['sched-elsewhere'] });
    const change = { objects: [schedule(s)], remove_tags: ['sched-old'], add_tags: ['sched-new'] };
    const preview = await previewTagObjects(stack, token, { action: 'update', ...change });
    expect(preview.body).toEqual({ objects: 1, objects_changed: 1, devices: 3, device_ids: [old, both, fresh] });
    const { status, body } = await updateTagObjects(stack, token, change);
    expect(status).toBe(200);
    expect(body).toEqual({ msg: 'Success: 1 objects updated.', updated: 1, affected_device_ids: [old, both, fresh] });
    expect(await storedTags(stack, 'schedules', s)).toEqual(['sched-new']);
    // The device's own schedules follow the new tags.
    const forDevice = await rest(stack.apiUrl, token, 'GET', `/schedules/for_device/${fresh}`);
    expect(forDevice.body.schedules.map((row: { schedule_id: number }) => row.schedule_id)).toContain(s);
  });

  it('are not deleted by the tag manager (Media and Layout only)', async () => {
    const l = await newLayout('Sched keep', ['sched-keep']);
    const s = await newSchedule(l, ['sched-keep'], '2031-01-01T00:00', '2031-01-31T23:59');
    const refused = await deleteTagObjects(stack, token, [schedule(s)]);
    expect(refused).toMatchObject({ status: 422, body: { msg: 'Only Media and Layout objects may be deleted.' } });
    expect((await rest(stack.apiUrl, token, 'GET', `/schedules/${s}`)).status).toBe(200);
  });
});

describe('saved searches', () => {
  it('are saved by name per user, listed and deleted', async () => {
    const query = { q: 'lobby', tags: ['#north'], objects: ['media'], media_type: 'image' };
    const saved = await saveSearch(stack, token, 'Northern images', query);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ name: 'Northern images', query: { ...query, tags: ['north'] } });
    expect((await saveSearch(stack, token, 'Northern images', {})).body.msg).toBe(
      'A saved search named "Northern images" already exists.',
    );
    expect((await saveSearch(stack, token, '  ', {})).body.msg).toBe('Saved search name empty.');
    expect((await saveSearch(stack, token, 'bad', { end_after: 'soon' })).status).toBe(422);
    expect((await saveSearch(stack, token, 'bad', { page: 2 })).status).toBe(422);
    const other = await tokenFor('someone-else', []);
    expect((await savedSearches(stack, other)).list).toEqual([]);
    expect((await deleteSavedSearch(stack, other, saved.body.saved_search_id)).status).toBe(404);
    const mine = await savedSearches(stack, token);
    expect(mine.list.map((s) => s.name)).toEqual(['Northern images']);
    // What was saved runs as a search.
    expect((await search(stack, token, mine.list[0]!.query)).status).toBe(200);
    const deleted = await deleteSavedSearch(stack, token, saved.body.saved_search_id);
    expect(deleted.body).toEqual({
      msg: 'Saved search successfully deleted.',
      saved_search_id: saved.body.saved_search_id,
    });
    expect((await savedSearches(stack, token)).list).toEqual([]);
  });
});
