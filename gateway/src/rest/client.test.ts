import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestPool, RestClient } from './client.ts';

let server: Server;
let origin: string;
const seen: { path?: string; authorization?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ path: req.url, authorization: req.headers.authorization });
    const status = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('status') ?? 200);
    if (req.url?.startsWith('/api/slow')) return; // never answers
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (req.url?.startsWith('/api/licence')) headers['x-licence-problem'] = 'invalid';
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
    await client.get('/thing', { query: { status } });
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    return { message: (error as GraphQLError).message, code: (error as GraphQLError).extensions.code };
  }
  throw new Error('expected a failure');
}

describe('RestClient', () => {
  it('forwards the token and encodes the query', async () => {
    const client = new RestClient(createRestPool({ origin }), { token: 'tok' });
    expect(await client.get('/users/me', { query: { tags: ['a', 'b'], page: 2 } })).toEqual({ ok: true });
    expect(seen.at(-1)).toEqual({ path: '/api/users/me?tags=a&tags=b&page=2', authorization: 'Bearer tok' });
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
    let flagged = false;
    const client = new RestClient(createRestPool({ origin }), { onLicenceProblem: () => (flagged = true) });
    await client.get('/licence');
    expect(flagged).toBe(true);
  });

  it('is cancelled with the GraphQL request', async () => {
    const controller = new AbortController();
    const client = new RestClient(createRestPool({ origin }), { signal: controller.signal });
    const pending = client.get('/slow');
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toThrow('The request was cancelled.');
  });

  it('gives up after the timeout with "Cannot connect to Backend"', async () => {
    const client = new RestClient(createRestPool({ origin, timeoutMs: 200 }));
    await expect(client.get('/slow')).rejects.toThrow('Cannot connect to Backend');
  });

  it('says "Cannot connect to Backend" when nothing listens', async () => {
    const client = new RestClient(createRestPool({ origin: 'http://127.0.0.1:9' }));
    await expect(client.get('/users/me')).rejects.toThrow('Cannot connect to Backend');
  });
});
