import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Device } from '@signage/contract/devices';
import type { MediaList } from '@signage/contract/media';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createRestPool, RestClient } from './client.ts';

let server: Server;
let origin: string;
const seen: { path?: string; authorization?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ path: req.url, authorization: req.headers.authorization });
    // GET /api/devices/<status> answers that status; /api/devices/slow never answers.
    const last = new URL(req.url ?? '/', 'http://x').pathname.split('/').at(-1);
    const status = /^\d{3}$/.test(last ?? '') ? Number(last) : 200;
    if (last === 'slow') return;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (last === 'licence') headers['x-licence-problem'] = 'invalid';
    res.writeHead(status, headers);
    res.end(JSON.stringify(status >= 400 ? { msg: `service says ${status}` } : { ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function failure(client: RestClient, status: number) {
  try {
    await client.get('/devices/{id}', { params: { id: status } });
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    return { message: (error as GraphQLError).message, code: (error as GraphQLError).extensions.code };
  }
  throw new Error('expected a failure');
}

describe('RestClient', () => {
  it('forwards the token and encodes the query', async () => {
    const client = new RestClient(createRestPool({ origin }), { token: 'tok' });
    expect(await client.get('/media/', { query: { tags: ['a', 'b'], current_page: 2 } })).toEqual({ ok: true });
    expect(seen.at(-1)).toEqual({ path: '/api/media/?tags=a&tags=b&current_page=2', authorization: 'Bearer tok' });
  });

  it('fills path parameters, encoded', async () => {
    const client = new RestClient(createRestPool({ origin }));
    await client.get('/tags/suggest/{searchterm}', { params: { searchterm: 'a b/c' } });
    expect(seen.at(-1)?.path).toBe('/api/tags/suggest/a%20b%2Fc');
  });

  it('is typed by path from the contract', () => {
    const client = new RestClient(createRestPool({ origin }));
    expectTypeOf(client.get('/devices/{id}', { params: { id: 1 } })).resolves.toEqualTypeOf<Device>();
    expectTypeOf(client.get('/media/', { query: { ids: [1] } })).resolves.toEqualTypeOf<MediaList>();
    // Calls the api does not serve, or with what it does not take, do not compile (and are never sent here).
    const typeChecks = () => {
      // @ts-expect-error: no such path
      void client.get('/device/{id}', { params: { id: 1 } });
      // @ts-expect-error: the path parameter is missing
      void client.get('/devices/{id}');
      // @ts-expect-error: the list takes page_size, not pageSize
      void client.get('/media/', { query: { pageSize: 3 } });
      // @ts-expect-error: a device update has no such field
      void client.put('/devices/{id}', { params: { id: 1 }, body: { nick: 'x' } });
    };
    expect(typeChecks).toBeTypeOf('function');
  });

  it('maps HTTP status as the error catalogue says', async () => {
    const client = new RestClient(createRestPool({ origin }));
    expect(await failure(client, 401)).toEqual({ code: 'UNAUTHENTICATED', message: 'service says 401' });
    expect(await failure(client, 405)).toEqual({
      code: 'METHOD_NOT_ALLOWED',
      message: 'Error from backend: Method not allowed',
    });
    expect(await failure(client, 502)).toEqual({ code: 'BACKEND_UNREACHABLE', message: 'Cannot connect to Backend' });
    expect(await failure(client, 500)).toEqual({ code: 'BACKEND_ERROR', message: 'Backend encountered an Error' });
    expect(await failure(client, 503)).toEqual({ code: 'BACKEND_ERROR', message: 'Backend encountered an Error' });
    expect(await failure(client, 404)).toEqual({ code: 'NOT_FOUND', message: 'service says 404' });
    expect(await failure(client, 422)).toEqual({ code: 'BAD_USER_INPUT', message: 'service says 422' });
    expect(await failure(client, 403)).toEqual({ code: 'FORBIDDEN', message: 'service says 403' });
  });

  it('reports the licence-problem header', async () => {
    const licence = { valid: true };
    const client = new RestClient(createRestPool({ origin }), { licence });
    await client.get('/devices/{id}', { params: { id: 'licence' } });
    expect(licence.valid).toBe(false);
  });

  it('is cancelled with the GraphQL request', async () => {
    const controller = new AbortController();
    const client = new RestClient(createRestPool({ origin }), { signal: controller.signal });
    const before = seen.length;
    const pending = client.get('/devices/{id}', { params: { id: 'slow' } });
    // Cancelled while the service holds the request, once it has arrived there.
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(before));
    controller.abort();
    await expect(pending).rejects.toThrow('The request was cancelled.');
  });

  it('gives up after the timeout with "Cannot connect to Backend"', async () => {
    const client = new RestClient(createRestPool({ origin, timeoutMs: 200 }));
    await expect(client.get('/devices/{id}', { params: { id: 'slow' } })).rejects.toThrow('Cannot connect to Backend');
  });

  it('says "Cannot connect to Backend" when nothing listens', async () => {
    const client = new RestClient(createRestPool({ origin: 'http://127.0.0.1:9' }));
    await expect(client.get('/users/me')).rejects.toThrow('Cannot connect to Backend');
  });
});
