import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBigTouchApp } from '../bench/big-zip.ts';
import { DeviceNameQueryDocument } from './testkit/gql/graphql.ts';
import { gql } from './testkit/graphql.ts';
import { png, upload } from './testkit/media.ts';
import { restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

/** Issue 9: odd input gets a 4xx with a sentence, never a 5xx; through the api and through the gateway's proxy. */
let stack: TestStack;
let token: string;

beforeAll(async () => {
  stack = await startTestStack({ touchAppMaxBytes: 1024 * 1024 });
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
});
afterAll(async () => {
  await stack?.close();
});

/** A call through the gateway's /api proxy, as an integrator on port 4000 makes it. */
async function call(method: string, path: string, body?: string, type = 'application/json') {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = type;
  const response = await fetch(`${stack.gatewayUrl}/api${path}`, { method, headers, body });
  const text = await response.text();
  let json: { msg?: string } = {};
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: response.status, msg: json.msg, text };
}

const deep = (levels: number) => `{"cms_metadata":${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}}`;

describe('no 5xx on bad input', () => {
  it('answers ids beyond the 32-bit range with 404', async () => {
    for (const path of ['/devices/2147483648', '/media/99999999999', '/users/9999999999999999999999']) {
      expect(await call('GET', path), path).toMatchObject({ status: 404, msg: 'Not found.' });
    }
    expect(await call('PUT', '/media/99999999999', '{"name":"x"}')).toMatchObject({ status: 404 });
  });

  it('refuses a NUL byte in a search, a tag, a name or stored JSON with a sentence', async () => {
    const nul = 'Text may not contain a NUL character.';
    expect(await call('GET', '/media/?search=a%00b')).toMatchObject({ status: 400, msg: nul });
    expect(await call('GET', '/devices/?search=a%00b')).toMatchObject({ status: 400, msg: nul });
    expect((await call('GET', '/media/?tags=a%00b')).status).toBe(400);
    expect(await call('PUT', '/users/1', '{"email":"a\\u0000b"}')).toMatchObject({ status: 400, msg: nul });
    expect(await call('PUT', '/users/1', '{"cms_metadata":{"x":"a\\u0000b"}}')).toMatchObject({
      status: 400,
      msg: nul,
    });
  });

  it('answers a GraphQL device id that is not a number with NOT_FOUND, not the device list', async () => {
    for (const id of ['..', '.', '1.5', '2147483648', '%2e%2e']) {
      const answer = await gql(stack.gatewayUrl, DeviceNameQueryDocument, { id }, token);
      expect(answer.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
    }
  });

  it('accepts an empty update as a change of nothing', async () => {
    expect((await call('PUT', '/users/1', '{}')).status).toBe(200);
  });

  it('refuses a 10,000-level nested JSON body', async () => {
    expect(await call('PUT', '/users/1', deep(10_000))).toMatchObject({
      status: 400,
      msg: 'The request body is nested too deeply (more than 32 levels).',
    });
  });

  it('refuses a malformed JSON body on the upload route without leaking internals', async () => {
    const answer = await call('POST', '/media/', '{bad');
    expect(answer.status).toBe(400);
    expect(answer.text).not.toContain('FST_ERR');
    expect(answer.msg).toBeTruthy();
  });

  it('answers a JSON body over the limit with 413 through the gateway', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    expect(await call('PUT', '/users/1', big)).toMatchObject({ status: 413, msg: 'The request body is too large.' });
  });

  it('refuses a broken multipart body with a sentence', async () => {
    const broken = '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nhello';
    expect(await call('POST', '/media/', broken, 'multipart/form-data; boundary=abc')).toMatchObject({
      status: 400,
      msg: 'The upload could not be read: send the files as multipart/form-data.',
    });
  });

  it('accepts an upload sent with Expect: 100-continue through the gateway', async () => {
    const image = await png(1920, 1080, '#ffcc00');
    const form = new FormData();
    form.append('json', JSON.stringify({ tags: ['lobby'] }));
    form.append('file', new Blob([new Uint8Array(image)]), 'wide.png');
    const encoded = new Response(form);
    const type = encoded.headers.get('content-type')!;
    const body = Buffer.from(await encoded.arrayBuffer());
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${stack.gatewayUrl}/api/media/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': type, expect: '100-continue' },
      });
      req.on('continue', () => req.end(body));
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          if (res.statusCode !== 201) console.log('expect-continue answer', res.statusCode, text);
          resolve(res.statusCode ?? 0);
        });
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(status).toBe(201);
  });
});

describe('bounded files', () => {
  it('makes at most five preview sizes, however many widths are asked for', async () => {
    const { body } = await upload(stack.apiUrl, token, [{ name: 'sizes.png', data: await png(800, 600) }], ['x']);
    const id = body.media![0]!.media!.media_id;
    const sizes = new Set<string>();
    for (let width = 10; width <= 2000; width += 10) {
      const response = await fetch(`${stack.apiUrl}/api/media/${id}/thumb/?width=${width}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      const { default: sharp } = await import('sharp');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      sizes.add(`${meta.width}x${meta.height}`);
    }
    expect(sizes.size).toBeLessThanOrEqual(5);
  });

  it('refuses a touch-app zip that unpacks past the configured size', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'suite-zip-')), 'bomb.zip');
    await writeBigTouchApp(path, 2 * 1024 * 1024);
    const { status, body } = await upload(stack.apiUrl, token, [{ name: 'bomb.zip', data: readFileSync(path) }], ['x']);
    expect(status).toBe(400);
    expect(body.media![0]!.msg).toBe(
      'Failed to load file: bomb.zip. A touch app may unpack to at most 1 MB in 10000 files',
    );
  });
});
