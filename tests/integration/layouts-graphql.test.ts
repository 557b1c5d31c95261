import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCallsDuring } from './testkit/api-calls.ts';
import {
  CloneLayoutMutationDocument,
  CreateLayoutMutationDocument,
  CreateTemplateFromLayoutMutationDocument,
  DeleteLayoutMutationDocument,
  GenerateLayoutMutationDocument,
  LayoutJsonQueryDocument,
  LayoutListQueryDocument,
  LayoutTreeQueryDocument,
  MediaUsedByQueryDocument,
  TemplateNamesQueryDocument,
  UpdateLayoutMutationDocument,
} from './testkit/gql/graphql.ts';
import { gql } from './testkit/graphql.ts';
import { createLayout, element, layoutBody } from './testkit/layouts.ts';
import { demoFile, png, upload } from './testkit/media.ts';
import { restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

/** Layouts over GraphQL: the typed tree, writes refused with the save rules' messages, rights, batched reads. */
let stack: TestStack;
let admin: string;
let poster: number;
let clip: number;
/** A layout holding one element of every kind but the touch app (a touch-app layout takes no widgets). */
let everyKind: number;

const login = async (username: string, password: string) =>
  (await restLogin(stack.apiUrl, username, password)).body.auth_token!;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await login('admin', ADMIN_PASSWORD);
  const files = [
    { name: 'poster.png', data: await png(160, 90, '#ff0000') },
    { name: 'clip.mp4', data: await demoFile('sample.mp4') },
  ];
  const uploaded = (await upload(stack.apiUrl, admin, files, ['gqlmedia'])).body.media!;
  [poster, clip] = uploaded.map((u) => u.media!.media_id) as [number, number];
  const half = { pwidth: 50, pheight: 50 };
  const tree = [
    element('tag_zone', { id: 'zone', ...half, tag_zone_tags: ['lobby'], children: [element('text', { id: 'zt' })] }),
    element('sequence', {
      id: 'seq',
      ...half,
      left: 50,
      children: [element('image', { id: 'si', media_id: poster })],
    }),
    element('video', { id: 'vid', ...half, top: 50, media_id: clip }),
    element('streamingvideo', { id: 'stream', ...half, top: 50, left: 50, data: { slot: 3 } }),
    element('image', { id: 'img', media_id: poster }),
    element('text', { id: 'txt', text_value: 'Hello', font_family: 'Pacifico' }),
    element('widget_rss', { id: 'rss', data: { feed_url: 'https://example.org/feed', url: '', include_auth: true } }),
    element('widget_twitter', { id: 'tw' }),
    element('widget_web', { id: 'web', data: { url: 'https://example.org/' } }),
    element('region', { id: 'inner', ...half, data_sources: [{ id: 4, url: 'x' }], fallback: true }),
  ];
  const created = await createLayout(stack.apiUrl, admin, layoutBody(tree, { name: 'Every kind', tags: ['gql'] }));
  expect(created.status).toBe(201);
  everyKind = created.body.layout_id;
  await createUser(stack, { username: 'nobody', password: 'Nobody-Pass-1', permissions: ['view media'] });
  await createUser(stack, { username: 'viewer', password: 'Viewer-Pass-1', permissions: ['view layouts'] });
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('a layout read over GraphQL', () => {
  it('answers the typed tree, every kind as its own type, media through one batched call', async () => {
    let answer: Awaited<ReturnType<typeof treeOf>> | undefined;
    const calls = await apiCallsDuring(stack.apiUrl, async () => {
      answer = await treeOf(everyKind);
    });
    expect(answer?.errors).toBeUndefined();
    const layout = answer!.data!.layout;
    // The layout, then the media of all its elements at once.
    expect(calls).toBe(2);
    expect(layout.thumbnailUrl).toMatch(new RegExp(`^${stack.gatewayUrl}/api/layouts/${everyKind}/thumb/`));
    const byId = new Map(layout.elements.map((e) => [e.id, e]));
    const types = Object.fromEntries(layout.elements.map((e) => [e.id, e.__typename]));
    expect(types).toMatchObject({
      root: 'RegionElement',
      zone: 'TagZoneElement',
      zt: 'TextElement',
      seq: 'SequenceElement',
      si: 'ImageElement',
      vid: 'VideoElement',
      stream: 'StreamingVideoElement',
      img: 'ImageElement',
      txt: 'TextElement',
      rss: 'RssWidgetElement',
      tw: 'TwitterWidgetElement',
      web: 'WebWidgetElement',
      inner: 'RegionElement',
    });
    expect(byId.get('root')).toMatchObject({ parentId: null, type: 'REGION', fallback: false, switchIndex: 0 });
    expect(byId.get('zt')).toMatchObject({ parentId: 'zone', textValue: expect.any(String) });
    expect(byId.get('zone')).toMatchObject({ tagZoneTags: ['lobby'], type: 'TAG_ZONE' });
    expect(byId.get('si')).toMatchObject({ parentId: 'seq', media: { id: String(poster), name: 'poster' } });
    expect(byId.get('img')).toMatchObject({ filename: 'poster.png', duration: 30, maintainAspectRatio: true });
    expect(byId.get('vid')).toMatchObject({ type: 'VIDEO', media: { id: String(clip) } });
    expect((byId.get('vid') as { downloadUrl: string }).downloadUrl).toMatch(/^http.*signature=/);
    expect(byId.get('stream')).toMatchObject({ slot: 3, type: 'STREAMING_VIDEO', duration: -1 });
    expect(byId.get('txt')).toMatchObject({ textValue: 'Hello', fontFamily: 'Pacifico', fontSize: 100 });
    expect(byId.get('rss')).toMatchObject({ feedUrl: 'https://example.org/feed', includeAuth: true });
    expect((byId.get('rss') as { url: string }).url).toContain(encodeURIComponent('https://example.org/feed'));
    expect(byId.get('tw')).toMatchObject({ authId: 1, type: 'WIDGET' });
    expect(byId.get('web')).toMatchObject({ url: 'https://example.org/' });
    expect(byId.get('inner')).toMatchObject({ fallback: true, dataSources: [{ id: 4 }] });
    // The nested view holds the same tree.
    type Node = { id: string; children?: Node[] };
    const zone = (layout.root as Node).children?.find((c) => c.id === 'zone');
    expect(zone?.children?.map((c) => c.id)).toEqual(['zt']);
  });

  it('reads a touch app as its own type', async () => {
    const created = await createLayout(stack.apiUrl, admin, layoutBody([element('touchapp', { id: 'ta' })]));
    const answer = await treeOf(created.body.layout_id);
    const touch = answer.data!.layout.elements.find((e) => e.id === 'ta');
    expect(touch).toMatchObject({ __typename: 'TouchAppElement', type: 'TOUCH_APP', mediaId: null });
  });

  it('costs three REST calls for a page of layouts with their trees and media', async () => {
    for (let i = 0; i < 4; i++) {
      const image = element('image', { media_id: poster });
      expect((await createLayout(stack.apiUrl, admin, layoutBody([image], { tags: ['page'] }))).status).toBe(201);
    }
    let items: { media: { id: string }[]; elements: ({ id: string } & { media?: { id: string } | null })[] }[] = [];
    const calls = await apiCallsDuring(stack.apiUrl, async () => {
      const answer = await gql(stack.gatewayUrl, LayoutListQueryDocument, { tags: ['page'] }, admin);
      expect(answer.errors).toBeUndefined();
      items = answer.data!.layouts.items;
    });
    expect(items).toHaveLength(4);
    for (const item of items) {
      expect(item.media.map((m) => m.id)).toEqual([String(poster)]);
      expect(item.elements.find((e) => e.media)?.media?.id).toBe(String(poster));
    }
    expect(calls).toBe(3);
  });
});

describe('layout writes over GraphQL', () => {
  it('refuse an unknown kind and a string left with the save rules’ messages', async () => {
    const hologram = { ...element('image'), type: 'hologram' };
    const refused = await gql(
      stack.gatewayUrl,
      CreateLayoutMutationDocument,
      { input: layoutBody([hologram as never]) },
      admin,
    );
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: LAYOUT_MESSAGES.unknownKind('hologram'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const stringLeft = await gql(
      stack.gatewayUrl,
      CreateLayoutMutationDocument,
      { input: layoutBody([element('text', { left: '10' })]) },
      admin,
    );
    expect(stringLeft.errors?.[0]).toMatchObject({
      message: 'Invalid value in layout properties',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('create, update, clone, make a template, generate from it and delete', async () => {
    const created = await gql(
      stack.gatewayUrl,
      CreateLayoutMutationDocument,
      { input: { ...layoutBody([element('text')]), name: 'Menu' } },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createLayout.id;
    expect(created.data!.createLayout).toMatchObject({ name: 'Menu', layoutType: 'LAYOUT', tags: [{ name: 'lobby' }] });
    const renamed = await gql(stack.gatewayUrl, UpdateLayoutMutationDocument, { id, input: { name: 'Menu 2' } }, admin);
    expect(renamed.data?.updateLayout.name).toBe('Menu 2');
    const stored = await gql(stack.gatewayUrl, LayoutJsonQueryDocument, { id }, admin);
    expect((stored.data!.layout.json as { type: string }).type).toBe('region');
    const copy = await gql(stack.gatewayUrl, CloneLayoutMutationDocument, { id }, admin);
    expect(copy.data?.cloneLayout).toMatchObject({ name: 'Menu 2 (Copy)', template: false });
    const template = await gql(stack.gatewayUrl, CreateTemplateFromLayoutMutationDocument, { id }, admin);
    expect(template.data?.createTemplateFromLayout).toMatchObject({ name: 'Menu 2', template: true });
    const templateId = template.data!.createTemplateFromLayout.id;
    const templates = await gql(stack.gatewayUrl, TemplateNamesQueryDocument, { tags: ['lobby'] }, admin);
    expect(templates.data?.templates.items.map((t) => t.id)).toEqual([templateId]);
    const generated = await gql(stack.gatewayUrl, GenerateLayoutMutationDocument, { templateId }, admin);
    expect(generated.data?.generateLayout).toMatchObject({
      name: 'Menu 2 (Generated)',
      template: false,
      parentLayout: { id: templateId, name: 'Menu 2' },
    });
    const deleted = await gql(stack.gatewayUrl, DeleteLayoutMutationDocument, { id }, admin);
    expect(deleted.data?.deleteLayout).toBe(id);
    const gone = await gql(stack.gatewayUrl, LayoutJsonQueryDocument, { id }, admin);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('rights', () => {
  it('refuse a user without the layouts rights, and a viewer who writes', async () => {
    const nobody = await login('nobody', 'Nobody-Pass-1');
    const list = await gql(stack.gatewayUrl, LayoutListQueryDocument, {}, nobody);
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const one = await gql(stack.gatewayUrl, LayoutJsonQueryDocument, { id: String(everyKind) }, nobody);
    expect(one.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const viewer = await login('viewer', 'Viewer-Pass-1');
    expect((await gql(stack.gatewayUrl, LayoutJsonQueryDocument, { id: String(everyKind) }, viewer)).errors).toBe(
      undefined,
    );
    const write = await gql(stack.gatewayUrl, DeleteLayoutMutationDocument, { id: String(everyKind) }, viewer);
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const stillThere = await gql(stack.gatewayUrl, LayoutJsonQueryDocument, { id: String(everyKind) }, admin);
    expect(stillThere.data?.layout.name).toBe('Every kind');
  });
});

describe('Media.usedBy', () => {
  it('names the layouts using each item, for a whole page in one REST call', async () => {
    let items: { id: string; usedBy: { total: number; layouts: { name: string }[] } }[] = [];
    const calls = await apiCallsDuring(stack.apiUrl, async () => {
      const answer = await gql(stack.gatewayUrl, MediaUsedByQueryDocument, { tags: ['gqlmedia'] }, admin);
      expect(answer.errors).toBeUndefined();
      items = answer.data!.mediaList.items;
    });
    // The media list, then the usage of all its items.
    expect(calls).toBe(2);
    const posterUse = items.find((m) => m.id === String(poster))!.usedBy;
    const clipUse = items.find((m) => m.id === String(clip))!.usedBy;
    expect(clipUse).toEqual({ total: 1, layouts: [{ id: String(everyKind), name: 'Every kind', template: false }] });
    // Every kind, plus the four layouts of the page test.
    expect(posterUse.total).toBe(5);
    expect(posterUse.layouts.map((l) => l.name)).toContain('Every kind');
  });
});

function treeOf(id: number) {
  return gql(stack.gatewayUrl, LayoutTreeQueryDocument, { id: String(id) }, admin);
}
