import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import type { ContainerElement } from '@signage/domain/layouts/elements';
import { convertToTouchApp } from '@signage/domain/layouts/tree';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cloneLayout,
  createLayout,
  element,
  getLayout,
  layoutBody,
  listLayouts,
  syncSequenceBody,
  updateLayout,
} from './testkit/layouts.ts';
import { demoFile, png, upload } from './testkit/media.ts';
import { restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let api: string;
let admin: string;
const media: Record<string, number> = {};

async function login(username: string, password: string) {
  return (await restLogin(api, username, password)).body.auth_token!;
}

beforeAll(async () => {
  stack = await startTestStack();
  api = stack.apiUrl;
  admin = await login('admin', ADMIN_PASSWORD);
  const files: [string, Buffer, string[]][] = [
    ['poster.png', await png(160, 90, '#ff0000'), ['north']],
    ['clip.mp4', await demoFile('sample.mp4'), ['north']],
    ['southern.png', await png(16, 9), ['south']],
  ];
  for (const [name, data, tags] of files) {
    media[name] = (await upload(api, admin, [{ name, data }], tags)).body.media![0]!.media!.media_id;
  }
  await createUser(stack, {
    username: 'northern',
    password: 'North-Pass-1',
    permissions: ['view layouts', 'edit layouts', 'view media'],
    forcedTags: ['north'],
  });
  await createUser(stack, { username: 'viewer', password: 'Viewer-Pass-1', permissions: ['view layouts'] });
  await createUser(stack, { username: 'nobody', password: 'Nobody-Pass-1', permissions: ['view media'] });
});
afterAll(async () => {
  await stack?.close();
});

describe('layout save on the server', () => {
  it('stores a layout and answers it with its media from the media items', async () => {
    const image = element('image', { media_id: media['poster.png'], pwidth: 50 });
    const video = element('video', { media_id: media['clip.mp4'], left: 50, pwidth: 50 });
    const created = await createLayout(
      api,
      admin,
      layoutBody([image, video, element('text', { top: 80, pheight: 20 })]),
    );
    expect(created.status).toBe(201);
    const { layout_id } = created.body;
    const got = await getLayout(api, admin, layout_id);
    expect(got.status).toBe(200);
    expect(got.headers.get('cache-control')).toBe('no-store');
    expect(got.body).toMatchObject({ name: 'Lobby', layout_type: 'layout', template: false, read_only: false });
    expect(got.body.tags.map((t) => t.name)).toEqual(['lobby']);
    expect(got.body.media_ids).toEqual([media['poster.png'], media['clip.mp4']].sort((a, b) => a! - b!));
    const [storedImage, storedVideo, storedText] = got.body.json.type === 'region' ? got.body.json.children : [];
    expect(storedImage).toMatchObject({ type: 'image', filename: 'poster.png', duration: 30 });
    expect(storedImage).toHaveProperty('download_url', expect.stringContaining('signature='));
    expect(storedVideo).toMatchObject({ type: 'video', duration: expect.any(Number) });
    expect((storedVideo as { duration: number }).duration).toBeGreaterThan(0);
    expect(storedText).toMatchObject({ type: 'text', font_family: 'OpenSans', font_size: 100 });
  });

  it('refuses a string left with "Invalid value in layout properties"', async () => {
    const answer = await createLayout(api, admin, layoutBody([element('image', { left: '10' })]));
    expect(answer).toMatchObject({ status: 422, body: { msg: 'Invalid value in layout properties' } });
    const duration = await createLayout(api, admin, layoutBody([element('text', { duration: 'long' })]));
    expect(duration).toMatchObject({ status: 422, body: { msg: 'Invalid value in layout properties' } });
  });

  it('refuses an array as json with "Layout in wrong format"', async () => {
    const answer = await createLayout(api, admin, { ...layoutBody(), json: [] });
    expect(answer).toMatchObject({ status: 422, body: { msg: 'Layout in wrong format' } });
  });

  it('refuses a sync sequence without a video', async () => {
    const answer = await createLayout(api, admin, syncSequenceBody([]));
    expect(answer).toMatchObject({ status: 422, body: { msg: 'Sequence does not have any videos selected.' } });
    const ok = await createLayout(api, admin, syncSequenceBody([media['clip.mp4']!]));
    expect(ok.status).toBe(201);
  });

  it('refuses media of the wrong type', async () => {
    const video = await createLayout(api, admin, layoutBody([element('video', { media_id: media['poster.png'] })]));
    expect(video).toMatchObject({ status: 422, body: { msg: 'Selected media needs to be a video' } });
    const image = await createLayout(api, admin, layoutBody([element('image', { media_id: media['clip.mp4'] })]));
    expect(image).toMatchObject({ status: 422, body: { msg: 'Selected media needs to be a image' } });
  });

  it('refuses media the user cannot see, and media that does not exist', async () => {
    const northern = await login('northern', 'North-Pass-1');
    const hidden = media['southern.png']!;
    const answer = await createLayout(api, northern, layoutBody([element('image', { media_id: hidden })]));
    expect(answer).toMatchObject({ status: 422, body: { msg: LAYOUT_MESSAGES.mediaMissing(hidden) } });
    const missing = await createLayout(api, admin, layoutBody([element('image', { media_id: 999999 })]));
    expect(missing).toMatchObject({ status: 422, body: { msg: LAYOUT_MESSAGES.mediaMissing(999999) } });
  });

  it('keeps media a layout already uses when a user who may not see them saves or copies it', async () => {
    // A layout carrying the user's forced tag, whose picture carries another tag only.
    const hidden = media['southern.png']!;
    const shared = await createLayout(
      api,
      admin,
      layoutBody([element('image', { media_id: hidden, pwidth: 50 }), element('text', { left: 50, pwidth: 50 })], {
        tags: ['north'],
      }),
    );
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);
    const northern = await login('northern', 'North-Pass-1');
    const seen = (await getLayout(api, northern, shared.body.layout_id)).body;
    const renamed = await updateLayout(api, northern, shared.body.layout_id, { name: 'North lobby', json: seen.json });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const kept = (await getLayout(api, admin, shared.body.layout_id)).body;
    expect(kept.name).toBe('North lobby');
    expect(kept.media_ids).toEqual([hidden]);
    expect((kept.json as ContainerElement).children[0]).toMatchObject({ type: 'image', media_id: hidden });
    const copy = await cloneLayout(api, northern, shared.body.layout_id, { name: 'North lobby copy' });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body.media_ids).toEqual([hidden]);
    // Choosing another hidden item is still refused.
    const other = (await upload(api, admin, [{ name: 'southern-2.png', data: await png(8, 8) }], ['south'])).body
      .media![0]!.media!.media_id;
    const json = seen.json as ContainerElement;
    const chosen = { ...json, children: [...json.children, element('image', { id: 'new-pic', media_id: other })] };
    const refused = await updateLayout(api, northern, shared.body.layout_id, { json: chosen });
    expect(refused).toMatchObject({ status: 422, body: { msg: LAYOUT_MESSAGES.mediaMissing(other) } });
  });

  it('refuses a nameless or untagged layout, unknown kinds and fields, and children outside their parent', async () => {
    const cases: [unknown, string][] = [
      [{ ...layoutBody(), name: ' ' }, 'Layout name empty.'],
      [{ ...layoutBody(), tags: [] }, 'You have not entered any tags.'],
      [layoutBody([element('image', { type: 'hologram' })]), LAYOUT_MESSAGES.unknownKind('hologram')],
      [layoutBody([element('image', { left: 80, pwidth: 30, name: 'Wide' })]), LAYOUT_MESSAGES.outsideParent('Wide')],
      [layoutBody([element('region', { data_sources: [{ id: 0, url: '' }] })]), LAYOUT_MESSAGES.dataSourceId],
      [layoutBody([element('image', { colour: 'red' })]), '"colour" is not a field this call accepts.'],
      [layoutBody([element('text', { zOrder: 'top' })]), '"zOrder" must be a whole number.'],
      [layoutBody([element('touchapp'), element('widget_web')]), LAYOUT_MESSAGES.touchAppWidgets],
    ];
    for (const [body, msg] of cases)
      expect(await createLayout(api, admin, body)).toMatchObject({ status: 422, body: { msg } });
  });

  it('keeps a layout converted to a touch app free of widgets, on every save', async () => {
    const { body: created } = await createLayout(api, admin, layoutBody([element('text'), element('widget_web')]));
    const converted = convertToTouchApp(created.json as ContainerElement);
    const saved = await updateLayout(api, admin, created.layout_id, { json: converted });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const kinds = (json: unknown) => (json as ContainerElement).children.map((child) => child.type);
    expect(kinds(saved.body.json)).toEqual(['touchapp']);
    const withWidget = { ...converted, children: [...converted.children, element('widget_rss')] };
    const refused = await updateLayout(api, admin, created.layout_id, { json: withWidget });
    expect(refused).toMatchObject({ status: 422, body: { msg: 'A touch app layout accepts no widgets.' } });
    expect(kinds((await getLayout(api, admin, created.layout_id)).body.json)).toEqual(['touchapp']);
  });

  it('saves without tags for a user with forced tags, who gets them', async () => {
    const northern = await login('northern', 'North-Pass-1');
    const answer = await createLayout(api, northern, { ...layoutBody(), tags: [] });
    expect(answer.status).toBe(201);
    expect(answer.body.tags.map((t) => t.name)).toEqual(['north']);
  });
});

describe('layout rights', () => {
  it('refuses users without the right, and hides layouts not carrying a user’s forced tags', async () => {
    const viewer = await login('viewer', 'Viewer-Pass-1');
    const nobody = await login('nobody', 'Nobody-Pass-1');
    const northern = await login('northern', 'North-Pass-1');
    expect((await createLayout(api, viewer, layoutBody())).status).toBe(403);
    expect((await listLayouts(api, nobody)).status).toBe(403);
    const mine = await createLayout(api, admin, layoutBody([], { name: 'Admin only', tags: ['south'] }));
    expect((await listLayouts(api, viewer)).body.layouts.map((l) => l.name)).toContain('Admin only');
    expect((await listLayouts(api, northern)).body.layouts.map((l) => l.name)).not.toContain('Admin only');
    expect((await getLayout(api, northern, mine.body.layout_id)).status).toBe(404);
    expect((await updateLayout(api, northern, mine.body.layout_id, { name: 'Taken' })).status).toBe(404);
  });

  it('shows a layout shared with the network to all, read-only without the forced tags', async () => {
    const northern = await login('northern', 'North-Pass-1');
    const shared = await createLayout(api, admin, layoutBody([], { name: 'Shared', shared_with_network: true }));
    const seen = await getLayout(api, northern, shared.body.layout_id);
    expect(seen.body).toMatchObject({ name: 'Shared', read_only: true });
    const change = await updateLayout(api, northern, shared.body.layout_id, { name: 'Mine now' });
    expect(change).toMatchObject({ status: 403, body: { msg: LAYOUT_MESSAGES.readOnly } });
    const renamed = await updateLayout(api, admin, shared.body.layout_id, { name: 'Shared lobby', tags: ['north'] });
    expect(renamed.body).toMatchObject({ name: 'Shared lobby', read_only: false });
    expect((await getLayout(api, northern, shared.body.layout_id)).body.read_only).toBe(false);
  });
});
