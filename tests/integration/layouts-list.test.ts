import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlayerApi } from '../../players/src/api-client.ts';
import { eventually } from './testkit/eventually.ts';
import {
  cloneLayout,
  createLayout,
  deleteLayout,
  element,
  generateLayout,
  getLayout,
  layoutBody,
  listLayouts,
  syncSequenceBody,
  updateLayout,
} from './testkit/layouts.ts';
import { demoFile, png, upload } from './testkit/media.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { createSchedule, scheduleBody } from './testkit/schedules.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let api: string;
let token: string;
let video: number;
const names = (answer: { body: { layouts: { name: string }[] } }) => answer.body.layouts.map((l) => l.name);

beforeAll(async () => {
  stack = await startTestStack();
  api = stack.apiUrl;
  token = (await restLogin(api, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  video = (await upload(api, token, [{ name: 'clip.mp4', data: await demoFile('sample.mp4') }], ['x'])).body.media![0]!
    .media!.media_id;
  // 30 layouts, 3 of them templates and 2 sync sequences; "odd" ones tagged odd.
  for (let i = 0; i < 30; i++) {
    const tags = i % 2 ? ['lobby', 'odd'] : ['lobby'];
    const body =
      i < 2
        ? syncSequenceBody([video], { name: `Sync ${i}`, tags })
        : layoutBody([], { name: `Layout ${String(i).padStart(2, '0')}`, tags, template: i >= 27 });
    expect((await createLayout(api, token, body)).status).toBe(201);
  }
});
afterAll(async () => {
  await stack?.close();
});

describe('layouts list', () => {
  it('pages newest first, 25 by default', async () => {
    const first = await listLayouts(api, token);
    expect(first.body.page_info).toEqual({ current_page: 1, page_size: 25, total_items: 30 });
    expect(first.body.layouts[0]!.name).toBe('Layout 29');
    expect(first.body.layouts[0]).not.toHaveProperty('json');
    const second = await listLayouts(api, token, '?current_page=2');
    expect(names(second)).toEqual(['Layout 04', 'Layout 03', 'Layout 02', 'Sync 1', 'Sync 0']);
    expect((await listLayouts(api, token, '?page_size=50')).body.layouts).toHaveLength(30);
    const withJson = await listLayouts(api, token, '?page_size=1&with_json=true');
    expect(withJson.body.layouts[0]!.json).toMatchObject({ type: 'region' });
  });

  it('filters by template flag, layout type, tags and free text', async () => {
    expect(names(await listLayouts(api, token, '?template=true'))).toEqual(['Layout 29', 'Layout 28', 'Layout 27']);
    expect((await listLayouts(api, token, '?template=false')).body.page_info.total_items).toBe(27);
    expect(names(await listLayouts(api, token, '?layout_type=sync_sequence'))).toEqual(['Sync 1', 'Sync 0']);
    expect((await listLayouts(api, token, '?tags=odd')).body.page_info.total_items).toBe(15);
    expect(names(await listLayouts(api, token, '?q=out 1&page_size=100'))).toHaveLength(10);
    expect(names(await listLayouts(api, token, '?q=SYNC'))).toEqual(['Sync 1', 'Sync 0']);
    expect((await listLayouts(api, token, '?layout_type=poster')).status).toBe(422);
  });

  it('shows real thumbnails: the composition, at 320 x 180 and 1280 x 720', async () => {
    const green = (await upload(api, token, [{ name: 'green.png', data: await png(160, 90, '#00ff00') }], ['x'])).body
      .media![0]!.media!.media_id;
    const red = element('region', { pwidth: 50, pheight: 50, background: '#ff0000', background_transparent: false });
    const picture = element('image', { top: 50, pwidth: 50, pheight: 50, media_id: green });
    const text = element('text', { left: 50, pwidth: 50, text_value: 'Hello', text_color: '#ffffff', font_size: 300 });
    const created = await createLayout(api, token, layoutBody([red, picture, text], { name: 'Red and text' }));
    const listed = (await listLayouts(api, token, '?q=Red and text')).body.layouts[0]!;
    const fetchImage = async (url: string) => {
      const response = await fetch(`${api}${url}`);
      expect(response.headers.get('content-type')).toBe('image/webp');
      return sharp(Buffer.from(await response.arrayBuffer()));
    };
    const small = await fetchImage(listed.thumbnail_url);
    expect(await small.metadata()).toMatchObject({ width: 320, height: 180 });
    const hq = await fetchImage(created.body.thumbnail_url_hq);
    expect(await hq.metadata()).toMatchObject({ width: 1280, height: 720 });
    const { data, info } = await hq.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(pixel(320, 180)).toEqual([expect.closeTo(255, -1), expect.closeTo(0, -1), expect.closeTo(0, -1)]);
    // The image is drawn from its media thumbnail (it was a black gap while thumbnails embedded WebP, which the
    // SVG rasteriser cannot decode).
    expect(pixel(320, 540)).toEqual([expect.closeTo(0, -1), expect.closeTo(255, -1), expect.closeTo(0, -1)]);
    // The right half is black screen with white letters: some of its pixels are white.
    let white = 0;
    for (let x = 660; x < 1270; x += 2) for (let y = 0; y < 200; y += 2) if (pixel(x, y)[0]! > 200) white++;
    expect(white).toBeGreaterThan(100);
    const unsigned = await fetch(`${api}/api/layouts/${created.body.layout_id}/thumb/`);
    expect(unsigned.status).toBe(401);
  });

  it('renders the thumbnail of a burst of saves by itself, for the last version, once the saves settle', async () => {
    const id = (await createLayout(api, token, layoutBody([], { name: 'Saved in a burst' }))).body.layout_id;
    let last = '';
    for (let i = 0; i < 5; i++) {
      const saved = await updateLayout(api, token, id, { name: `Saved in a burst ${i}` });
      expect(saved.status).toBe(200);
      last = saved.body.thumbnail_url;
    }
    const thumbs = () =>
      readdirSync(join(stack.dataDir, 'layouts', 'thumbs')).filter(
        (n) => n.startsWith(`${id}-`) && !n.endsWith('.tmp'),
      );
    // Nobody asks for a link: the render comes by itself, once, for the version the last save answered.
    const version = new URL(last, api).searchParams.get('v');
    await eventually(() => thumbs().length === 2, { timeoutMs: 10_000, what: 'the thumbnail files' });
    expect(thumbs().sort()).toEqual([`${id}-${version}-hq.webp`, `${id}-${version}.webp`]);
  });
});

describe('clone, templates and delete', () => {
  it('clones a layout, and turns a copy into a template', async () => {
    const source = (await listLayouts(api, token, '?q=Layout 05')).body.layouts[0]!;
    const copy = await cloneLayout(api, token, source.layout_id);
    expect(copy).toMatchObject({ status: 201, body: { name: 'Layout 05 (Copy)', template: false } });
    expect(copy.body.layout_id).not.toBe(source.layout_id);
    const template = await cloneLayout(api, token, source.layout_id, { name: 'Lobby template', template: true });
    expect(template.body).toMatchObject({ name: 'Lobby template', template: true });
  });

  it('generates a layout from a template with " (Generated)" and its parent', async () => {
    const template = (await listLayouts(api, token, '?q=Layout 28')).body.layouts[0]!;
    const generated = await generateLayout(api, token, template.layout_id);
    expect(generated.status).toBe(201);
    expect(generated.body).toMatchObject({
      name: 'Layout 28 (Generated)',
      template: false,
      parent_layout_id: template.layout_id,
      parent_layout: { layout_id: template.layout_id, name: 'Layout 28' },
    });
    const edited = await generateLayout(api, token, template.layout_id, { name: 'Menu', json: layoutBody().json });
    expect(edited.body.name).toBe('Menu (Generated)');
    const notTemplate = (await listLayouts(api, token, '?q=Layout 06')).body.layouts[0]!;
    const refused = await generateLayout(api, token, notTemplate.layout_id);
    expect(refused).toMatchObject({ status: 422, body: { msg: LAYOUT_MESSAGES.notTemplate } });
    // Deleting the template leaves what was generated from it.
    expect(await deleteLayout(api, token, template.layout_id)).toMatchObject({
      status: 200,
      body: { msg: 'Layout successfully deleted' },
    });
    expect((await getLayout(api, token, template.layout_id)).status).toBe(404);
    expect((await getLayout(api, token, generated.body.layout_id)).body).toMatchObject({ parent_layout: null });
  });
});

describe('media used by layouts', () => {
  it('lists the layouts using a media item and refuses to delete it while they do', async () => {
    const image = (await upload(api, token, [{ name: 'logo.png', data: await png(32, 18) }], ['x'])).body.media![0]!
      .media!.media_id;
    const a = await createLayout(api, token, layoutBody([element('image', { media_id: image })], { name: 'Uses A' }));
    await createLayout(api, token, layoutBody([element('image', { media_id: image })], { name: 'Uses B' }));
    const usage = await rest(api, token, 'GET', `/media/${image}/used_by`);
    expect(usage.body).toMatchObject({ media_id: image, total: 2 });
    expect(usage.body.layouts.map((l: { name: string }) => l.name)).toEqual(['Uses A', 'Uses B']);
    const batch = await rest(api, token, 'GET', `/media/used_by/?ids=${image}&ids=${video}`);
    expect(batch.body.used_by.map((u: { total: number }) => u.total)).toEqual([2, 2]);
    const refused = await rest(api, token, 'DELETE', `/media/${image}`);
    expect(refused).toMatchObject({ status: 422, body: { msg: LAYOUT_MESSAGES.mediaInUse(2, ['Uses A', 'Uses B']) } });
    await deleteLayout(api, token, a.body.layout_id);
    const after = await rest(api, token, 'GET', `/media/${image}/used_by`);
    expect(after.body.total).toBe(1);
  });
});

describe('players', () => {
  it('fetch a layout with signed media links once activated', async () => {
    const layout = (await listLayouts(api, token, '?layout_type=sync_sequence')).body.layouts[0]!;
    const registered = await rest(api, undefined, 'POST', '/players/register', {
      model_name: 'Sim',
      firmware_version: '1.0',
      type: 'sim',
    });
    const { device_key, player_secret } = registered.body;
    const player = new PlayerApi(api);
    const fetchLayout = () => player.layout({ device_key, player_secret }, layout.layout_id);
    await expect(fetchLayout()).rejects.toMatchObject({ status: 403 });
    const activated = await rest(api, token, 'POST', '/devices/activate', { device_key });
    expect(activated.status).toBe(200);
    // Only a layout its schedules reach (issue 21).
    await expect(fetchLayout()).rejects.toMatchObject({ status: 404 });
    await rest(api, token, 'PUT', `/devices/${activated.body.device_id}`, { tags: ['fetch-sync'] });
    const schedule = scheduleBody(layout.layout_id, ['fetch-sync'], '2026-01-01T00:00', '2027-12-31T23:00');
    expect((await createSchedule(api, token, schedule)).status).toBe(201);
    const body = await fetchLayout();
    expect(body).toMatchObject({ layout_id: layout.layout_id, layout_type: 'sync_sequence' });
    expect(body.media).toEqual([expect.objectContaining({ media_id: video, media_type: 'video' })]);
    expect(body.json.type === 'sequence' && body.json.children[0]).toHaveProperty(
      'download_url',
      expect.stringContaining('signature='),
    );
    const file = await fetch(`${api}${body.media[0]!.download_url}`);
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBe(body.media[0]!.size);
    const wrong = await fetch(`${api}/api/players/layouts/${layout.layout_id}`, {
      headers: { authorization: `Player ${device_key}:wrong` },
    });
    expect(wrong.status).toBe(401);
  });
});
