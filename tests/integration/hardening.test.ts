import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpdateMediaMutationDocument } from './testkit/gql/graphql.ts';
import { gql } from './testkit/graphql.ts';
import { png, upload } from './testkit/media.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';
import { zipOf } from './testkit/zips.ts';

/** Issue 21, second pass: control characters in names, and zips that lie about their sizes. */
let stack: TestStack;
let token: string;

beforeAll(async () => {
  stack = await startTestStack({ touchAppMaxBytes: 1024 * 1024 });
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
});
afterAll(async () => {
  await stack?.close();
});

const INDEX = { name: 'index.html', data: Buffer.from('<!doctype html><title>Kiosk</title>') };

describe('control characters', () => {
  it('strips them from an uploaded file name, so the item and its thumbnail keep working', async () => {
    const { status, body } = await upload(
      stack.gatewayUrl,
      token,
      [{ name: 'evil\u0001na\u202eme.png', data: await png(64, 64) }],
      ['x'],
    );
    expect(status).toBe(201);
    const item = body.media![0]!.media!;
    expect(item.name).toBe('evilname');
    const thumbnail = await fetch(`${stack.gatewayUrl}/api/media/${item.media_id}/thumb/?width=80&height=45`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(thumbnail.status).toBe(200);
    const app = await upload(stack.gatewayUrl, token, [{ name: 'kiosk\u0007\u0085.zip', data: zipOf([INDEX]) }], ['x']);
    expect(app.body.media?.[0]?.media?.name).toBe('kiosk');
  });

  it('refuses them in a name over REST and GraphQL with a sentence, and keeps the name', async () => {
    const { body } = await upload(stack.gatewayUrl, token, [{ name: 'poster.png', data: await png(64, 64) }], ['x']);
    const id = body.media![0]!.media!.media_id;
    for (const name of ['evil\u0001name', 'two\nlines', 'tab\there', 'c1\u0085']) {
      const answer = await rest(stack.gatewayUrl, token, 'PUT', `/media/${id}`, { name });
      expect(answer, JSON.stringify(name)).toMatchObject({
        status: 400,
        body: { msg: 'A name may not contain control characters such as tabs or line breaks.' },
      });
      const renamed = await gql(
        stack.gatewayUrl,
        UpdateMediaMutationDocument,
        { id: String(id), input: { name } },
        token,
      );
      expect(renamed.errors?.[0], JSON.stringify(name)).toMatchObject({
        message: 'A name may not contain control characters such as tabs or line breaks.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect((await rest(stack.gatewayUrl, token, 'GET', `/media/${id}`)).body.name).toBe('poster');
    // Right-to-left marks and zero-width characters are text, not control characters.
    expect((await rest(stack.gatewayUrl, token, 'PUT', `/media/${id}`, { name: 'שלום\u200f a\u200bb' })).status).toBe(
      200,
    );
  });

  it('refuses them in free text and search, but keeps tabs and line breaks there', async () => {
    const search = await rest(stack.gatewayUrl, token, 'GET', '/media/?search=a%1bb');
    expect(search).toMatchObject({
      status: 400,
      body: { msg: 'Text may not contain control characters (other than tabs and line breaks).' },
    });
    const metadata = { cms_metadata: { note: 'line one\nline two\ttabbed' } };
    expect((await rest(stack.gatewayUrl, token, 'PUT', '/users/1', metadata)).status).toBe(200);
    const bell = await rest(stack.gatewayUrl, token, 'PUT', '/users/1', { cms_metadata: { note: 'bell\u0007' } });
    expect(bell.body.msg).toBe('Text may not contain control characters (other than tabs and line breaks).');
  });
});

describe('numbers', () => {
  it('refuses a query number that reads as Infinity with a sentence, on every paged list', async () => {
    for (const path of ['/media/?current_page=1e309', '/layouts/?page_size=1e309', '/devices/?current_page=1e309']) {
      const answer = await rest(stack.gatewayUrl, token, 'GET', path);
      expect({ status: answer.status, msg: answer.body.msg }, path).toEqual({
        status: 400,
        msg: 'A number in the request is out of range.',
      });
    }
    expect((await rest(stack.gatewayUrl, token, 'GET', '/media/?current_page=2')).status).toBe(200);
  });
});

describe('touch-app zips', () => {
  it('refuses a zip that claims 100 bytes but unpacks past the limit, counting what it inflates', async () => {
    const bomb = zipOf([INDEX, { name: 'zeros.bin', data: Buffer.alloc(3 * 1024 * 1024), declaredSize: 100 }]);
    expect(bomb.length).toBeLessThan(10_000);
    const { status, body } = await upload(stack.gatewayUrl, token, [{ name: 'bomb.zip', data: bomb }], ['x']);
    expect(status).toBe(400);
    expect(body.media![0]!.msg).toBe(
      'Failed to load file: bomb.zip. The zip is damaged: an entry does not unpack to the size it declares',
    );
  });

  it('refuses a zip whose honest sizes add up past the limit, and accepts one under it', async () => {
    const big = zipOf([
      INDEX,
      { name: 'a.bin', data: Buffer.alloc(700_000) },
      { name: 'b.bin', data: Buffer.alloc(700_000) },
    ]);
    const refused = await upload(stack.gatewayUrl, token, [{ name: 'big.zip', data: big }], ['x']);
    expect(refused.status).toBe(400);
    expect(refused.body.media![0]!.msg).toBe(
      'Failed to load file: big.zip. A touch app may unpack to at most 1 MB in 10000 files',
    );
    const small = zipOf([INDEX, { name: 'a.bin', data: Buffer.alloc(700_000) }]);
    expect((await upload(stack.gatewayUrl, token, [{ name: 'small.zip', data: small }], ['x'])).status).toBe(201);
  });
});
