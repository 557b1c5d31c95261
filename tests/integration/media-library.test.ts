import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_MESSAGES } from '@signage/domain/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPathsDuring } from './testkit/api-calls.ts';
import {
  DeleteMediaItemsMutationDocument,
  DeleteMediaMutationDocument,
  MediaBatchQueryDocument,
  MediaItemQueryDocument,
  MediaLinksQueryDocument,
  type MediaPageQuery,
  MediaPageQueryDocument,
  type MediaPageQueryVariables,
  type UpdateMediaInput,
  UpdateMediaMutationDocument,
} from './testkit/gql/graphql.ts';
import { gql, gqlCountingRestCalls, rawGql, signIn } from './testkit/graphql.ts';
import { demoFile, png, upload } from './testkit/media.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  stack = await startTestStack();
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  const batches: [string, Buffer, string[]][] = [
    ['red.png', await png(200, 100, '#ff0000'), ['lobby', 'north']],
    ['green.png', await png(200, 100, '#00ff00'), ['lobby', 'south']],
    ['clip.mp4', await demoFile('sample.mp4'), ['lobby', 'north']],
    ['tone.mp3', await demoFile('sample.mp3'), ['cafe']],
  ];
  for (const [name, data, tags] of batches) {
    const { body } = await upload(stack.apiUrl, token, [{ name, data }], tags);
    ids[name] = body.media![0]!.media!.media_id as number;
  }
});
afterAll(async () => {
  await stack?.close();
});

const list = (query = '') => rest(stack.apiUrl, token, 'GET', `/media/${query}`);

describe('media list', () => {
  it('pages newest first with the total', async () => {
    const { body } = await list('?page_size=3&current_page=1');
    expect(body.page_info).toEqual({ current_page: 1, page_size: 3, total_items: 4 });
    expect(body.media.map((m: { name: string }) => m.name)).toEqual(['tone', 'clip', 'green']);
    const second = await list('?page_size=3&current_page=2');
    expect(second.body.media.map((m: { name: string }) => m.name)).toEqual(['red']);
    const beyond = await list('?page_size=3&current_page=9');
    expect(beyond.body).toMatchObject({ media: [], page_info: { total_items: 4 } });
  });

  it('answers only the keys asked with fields=, and refuses a key that is not a key', async () => {
    const whole = (await list('?page_size=2')).body;
    const { body } = await list('?page_size=2&fields=media_id&fields=name&fields=no_such_key');
    expect(body.media).toHaveLength(2);
    expect(body.media).toEqual(
      whole.media.map(({ media_id, name }: { media_id: number; name: string }) => ({ media_id, name })),
    );
    expect(body.page_info).toEqual(whole.page_info);
    const refused = await list('?fields=Name');
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe('Item 1 of "fields" is not in the expected form.');
  });

  it('filters by tags (all of them), type, format and free text', async () => {
    const names = async (q: string) => (await list(q)).body.media.map((m: { name: string }) => m.name).sort();
    expect(await names('?tags=lobby&tags=north')).toEqual(['clip', 'red']);
    expect(await names('?tags=%23lobby')).toEqual(['clip', 'green', 'red']);
    expect(await names('?media_type=image')).toEqual(['green', 'red']);
    expect(await names('?media_format=mp3')).toEqual(['tone']);
    expect(await names('?q=GRE')).toEqual(['green']);
    expect(await names('?q=caf')).toEqual(['tone']);
    expect((await list('?media_type=spaceship')).status).toBe(422);
  });

  it('shows a user with forced tags only the media carrying them', async () => {
    await createUser(stack, {
      username: 'northern',
      password: 'North-Pass-1',
      permissions: ['view media'],
      forcedTags: ['north'],
    });
    const northToken = (await restLogin(stack.apiUrl, 'northern', 'North-Pass-1')).body.auth_token!;
    const { body } = await rest(stack.apiUrl, northToken, 'GET', '/media/');
    expect(body.media.map((m: { name: string }) => m.name).sort()).toEqual(['clip', 'red']);
    expect((await rest(stack.apiUrl, northToken, 'GET', `/media/${ids['green.png']}`)).status).toBe(404);
    // Suggestions too: only tags found on what this user may see.
    const suggested = async (as: string, term: string) =>
      (await rest(stack.apiUrl, as, 'GET', `/tags/suggest/${term}`)).body.tags.map((t: { name: string }) => t.name);
    expect(await suggested(token, 'south')).toEqual(['south']);
    expect(await suggested(northToken, 'south')).toEqual([]);
    expect(await suggested(northToken, 'nor')).toEqual(['north']);
  });

  it('suggests at most 20 tags, prefix matches first', async () => {
    for (let i = 0; i < 25; i++) {
      await upload(
        stack.apiUrl,
        token,
        [{ name: `s${i}.png`, data: await png(8, 8) }],
        [`suggest${String(i).padStart(2, '0')}`],
      );
    }
    const { body } = await rest(stack.apiUrl, token, 'GET', '/tags/suggest/%23sugg');
    expect(body.tags).toHaveLength(20);
    expect(body.tags[0].name).toBe('suggest00');
    const south = await rest(stack.apiUrl, token, 'GET', '/tags/suggest/out');
    expect(south.body.tags.map((t: { name: string }) => t.name)).toEqual(['south']);
    // Leave the list as the other tests expect it.
    const extra = (await list('?tags=suggest00&page_size=100')).body.media.length;
    expect(extra).toBe(1);
    const { body: all } = await list('?page_size=100');
    const suggestIds = all.media
      .filter((m: { name: string }) => /^s\d+$/.test(m.name))
      .map((m: { media_id: number }) => m.media_id);
    expect((await rest(stack.apiUrl, token, 'DELETE', '/media/', { ids: suggestIds })).status).toBe(200);
  });
});

describe('media edit and delete', () => {
  it("renames and retags, keeping a forced-tag user's forced tags", async () => {
    const { status, body } = await rest(stack.apiUrl, token, 'PUT', `/media/${ids['red.png']}`, {
      name: 'Red square',
      tags: ['#lobby', 'east'],
    });
    expect(status).toBe(200);
    expect(body.name).toBe('Red square');
    expect(body.tags.map((t: { name: string }) => t.name)).toEqual(['lobby', 'east']);
    await createUser(stack, {
      username: 'editor-n',
      password: 'Editor-Pass-1',
      permissions: ['edit media'],
      forcedTags: ['north'],
    });
    const northEditor = (await restLogin(stack.apiUrl, 'editor-n', 'Editor-Pass-1')).body.auth_token!;
    const clip = await rest(stack.apiUrl, northEditor, 'PUT', `/media/${ids['clip.mp4']}`, { tags: ['video'] });
    expect(clip.body.tags.map((t: { name: string }) => t.name)).toEqual(['video', 'north']);
    expect((await rest(stack.apiUrl, token, 'PUT', `/media/${ids['red.png']}`, { name: '  ' })).body.msg).toBe(
      'Media name must not be empty.',
    );
  });

  it('serves thumbnails and downloads through signed links only', async () => {
    const { body: item } = await rest(stack.apiUrl, token, 'GET', `/media/${ids['clip.mp4']}`);
    const thumb = await fetch(`${stack.apiUrl}${item.thumbnail_url}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(meta.width).toBeLessThanOrEqual(320);
    expect(meta.height).toBeLessThanOrEqual(180);
    const download = await fetch(`${stack.apiUrl}${item.download_url}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(await demoFile('sample.mp4'))).toBe(true);
    expect(download.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''clip.mp4");
    // The token is in no URL; a tampered or unsigned link is refused; a bearer token also works.
    expect(item.thumbnail_url).not.toContain(token);
    const tampered = await fetch(`${stack.apiUrl}${item.thumbnail_url.replace('width=320', 'width=1920')}`);
    expect([tampered.status, await tampered.json()]).toEqual([403, { msg: 'This link has expired or is not valid.' }]);
    const unsigned = await fetch(`${stack.apiUrl}/api/media/${ids['clip.mp4']}/download`);
    expect([unsigned.status, await unsigned.json()]).toEqual([
      401,
      { msg: 'Sign in, or use the signed link of the media item.' },
    ]);
    // A bearer token of a user without a media right is refused.
    await createUser(stack, { username: 'no-media-files', password: 'No-media-1', permissions: ['view reports'] });
    const other = (await restLogin(stack.apiUrl, 'no-media-files', 'No-media-1')).body.auth_token!;
    const refused = await fetch(`${stack.apiUrl}/api/media/${ids['clip.mp4']}/download`, {
      headers: { authorization: `Bearer ${other}` },
    });
    expect(refused.status).toBe(403);
    const withToken = await fetch(`${stack.apiUrl}/api/media/${ids['clip.mp4']}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.status).toBe(200);
  });

  it('deletes one item with its file', async () => {
    const { status, body } = await rest(stack.apiUrl, token, 'DELETE', `/media/${ids['tone.mp3']}`);
    expect(status).toBe(200);
    expect(body.msg).toBe('Media item successfully deleted.');
    expect((await rest(stack.apiUrl, token, 'GET', `/media/${ids['tone.mp3']}`)).status).toBe(404);
  });

  it('bulk-deletes all or nothing', async () => {
    const missing = await rest(stack.apiUrl, token, 'DELETE', '/media/', { ids: [ids['green.png'], 999999] });
    expect(missing.status).toBe(404);
    expect((await rest(stack.apiUrl, token, 'GET', `/media/${ids['green.png']}`)).status).toBe(200);
    const both = await rest(stack.apiUrl, token, 'DELETE', '/media/', { ids: [ids['green.png'], ids['red.png']] });
    expect(both.body.msg).toBe('Media Items successfully deleted.');
    expect((await list()).body.media.map((m: { name: string }) => m.name)).toEqual(['clip']);
  });
});

describe('media through GraphQL', () => {
  it('lists a page with tags in one REST call, and batches media(id) lookups into one', async () => {
    for (let i = 0; i < 6; i++)
      await upload(stack.apiUrl, token, [{ name: `g${i}.png`, data: await png(16, 16) }], ['gql', `n${i}`]);
    const { token: gqlToken } = await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD);
    const answer = await gqlCountingRestCalls(
      stack.gatewayUrl,
      MediaPageQueryDocument,
      { pageSize: 5, tags: ['gql'] },
      gqlToken,
    );
    expect(answer.data!.mediaList.pageInfo).toEqual({ totalItems: 6, pageSize: 5, page: 1 });
    expect(answer.data!.mediaList.items).toHaveLength(5);
    expect(answer.restCalls).toBe(1);
    const [a, b, c] = answer.data!.mediaList.items.map((i) => i.id) as [string, string, string];
    const batchAnswer = await gqlCountingRestCalls(stack.gatewayUrl, MediaBatchQueryDocument, { a, b, c }, gqlToken);
    expect(Object.keys(batchAnswer.data!)).toEqual(['a', 'b', 'c', 'd']);
    expect(batchAnswer.restCalls).toBe(1);
  });

  it('asks /api only for the keys the selected item fields read, through fragments and aliases', async () => {
    const { token: gqlToken } = await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD);
    const fieldsOf = (path: string) => new URL(path, 'http://api').searchParams.getAll('fields').sort();
    let answer: Awaited<ReturnType<typeof gql<MediaPageQuery, MediaPageQueryVariables>>> | undefined;
    const { body } = await upload(stack.apiUrl, token, [{ name: 'few.png', data: await png(32, 18) }], ['fewkeys']);
    const paths = await apiPathsDuring(stack.apiUrl, async () => {
      answer = await gql(stack.gatewayUrl, MediaPageQueryDocument, { tags: ['fewkeys'] }, gqlToken);
    });
    expect(answer?.errors).toBeUndefined();
    expect(paths).toHaveLength(1);
    expect(fieldsOf(paths[0]!)).toEqual(['media_id', 'name', 'tags', 'thumbnail_url']);
    const [item] = answer!.data!.mediaList.items;
    expect(item).toMatchObject({
      id: String(body.media![0]!.media!.media_id),
      name: 'few',
      tags: [{ name: 'fewkeys' }],
    });
    expect((await fetch(item!.thumbnailUrl)).status).toBe(200);

    const text = `query { page: mediaList(pageSize: 1) { items { __typename ...Item ... on Media { kind: mediaType } } } }
      fragment Item on Media { size dateCreated }`;
    const [path] = await apiPathsDuring(stack.apiUrl, () => rawGql(stack.gatewayUrl, text, {}, gqlToken));
    expect(fieldsOf(path!)).toEqual(['date_created', 'media_type', 'size']);
  });

  it('asks /api for whole items when a selected field does not say what it reads', async () => {
    const { token: gqlToken } = await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD);
    const pathOf = async (text: string) => {
      const paths = await apiPathsDuring(stack.apiUrl, async () => {
        expect((await rawGql(stack.gatewayUrl, text, {}, gqlToken)).errors).toBeUndefined();
      });
      return new URL(paths[0]!, 'http://api').searchParams.getAll('fields').sort();
    };
    expect(await pathOf('{ venues { items { id name timeZone deviceCount } } }')).toEqual([
      'devices',
      'name',
      'time_zone',
      'venue_id',
    ]);
    // A venue's devices are read by another call, with its id: a field that declares no key, so whole venues.
    expect(await pathOf('{ venues { items { name devices { id } } } }')).toEqual([]);
  });

  it('gives absolute signed links an integrator can fetch as they are, without a token', async () => {
    await upload(stack.apiUrl, token, [{ name: 'abs.png', data: await png(64, 36) }], ['absolute']);
    const { token: gqlToken } = await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD);
    const answer = await gql(stack.gatewayUrl, MediaLinksQueryDocument, { tags: ['absolute'] }, gqlToken);
    const item = answer.data!.mediaList.items[0]!;
    for (const link of [item.thumbnailUrl, item.thumbnailHqUrl, item.downloadUrl]) {
      expect(link.startsWith(`${stack.gatewayUrl}/api/media/`), link).toBe(true);
      expect((await fetch(link)).status, link).toBe(200);
    }
  });

  it('updates and deletes with the spec errors', async () => {
    const { token: gqlToken } = await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD);
    const page = await gql(stack.gatewayUrl, MediaPageQueryDocument, { tags: ['gql'] }, gqlToken);
    const [first, second, third] = page.data!.mediaList.items.map((i) => i.id) as [string, string, string];
    const update = (input: UpdateMediaInput) =>
      gql(stack.gatewayUrl, UpdateMediaMutationDocument, { id: first, input }, gqlToken);
    const updated = await update({ name: 'Renamed', tags: ['#gql', 'fresh'] });
    expect(updated.data?.updateMedia).toEqual({ name: 'Renamed', tags: [{ name: 'gql' }, { name: 'fresh' }] });
    const bad = await update({ tags: ['no good'] });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const one = await gql(stack.gatewayUrl, DeleteMediaMutationDocument, { id: first }, gqlToken);
    expect(one.data).toEqual({ deleteMedia: first });
    const many = await gql(stack.gatewayUrl, DeleteMediaItemsMutationDocument, { ids: [second, third] }, gqlToken);
    expect(many.data).toEqual({ deleteMediaItems: [second, third] });
    const gone = await gql(stack.gatewayUrl, MediaItemQueryDocument, { id: first }, gqlToken);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('a media item whose stored file is gone or unreadable', () => {
  it('answers 404 saying so for its thumbnail and download, and previews an unreadable picture as a card', async () => {
    const { body } = await upload(
      stack.apiUrl,
      token,
      [
        { name: 'lost.png', data: await png(64, 36) },
        { name: 'broken.png', data: await png(64, 36) },
      ],
      ['files'],
    );
    const [lost, broken] = body.media!.map((m) => m.media!.media_id as number) as [number, number];
    const fileOf = async (id: number) => {
      const row = await stack.db
        .selectFrom('media')
        .select('file_name')
        .where('media_id', '=', id)
        .executeTakeFirstOrThrow();
      return join(stack.dataDir, 'media', row.file_name);
    };
    // A restored database without its media folder, a disk cleaned up by hand: the row stays, the file is gone.
    await rm(await fileOf(lost));
    await writeFile(await fileOf(broken), 'not a picture');
    const { body: item } = await rest(stack.apiUrl, token, 'GET', `/media/${lost}`);
    for (const link of [item.thumbnail_url, item.download_url]) {
      const answer = await fetch(`${stack.apiUrl}${link}`);
      expect([answer.status, await answer.json()]).toEqual([404, { msg: MEDIA_MESSAGES.fileMissing(lost) }]);
    }
    const card = await fetch(`${stack.apiUrl}/api/media/${broken}/thumb/?width=1920&height=1080`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(card.status).toBe(200);
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).format).toBe('webp');
  });
});
