import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GRAPHQL_LIMITS } from '../../gateway/src/limits.ts';
import { startGateway } from '../../gateway/src/server.ts';
import { BAD_TOKEN, NO_TOKEN } from '../../gateway/src/ws.ts';
import { apiCallsDuring } from './testkit/api-calls.ts';
import { seedDevice } from './testkit/devices.ts';
import { DevicePresenceSubscriptionDocument } from './testkit/gql/graphql.ts';
import { signIn, wsClient } from './testkit/graphql.ts';
import { liveQuery } from './testkit/live.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

/** Issue 9: GraphQL limits on both transports and graphql-ws hardening (live-revocation.test.ts: sessions). */
let stack: TestStack;
let token: string;

beforeAll(async () => {
  stack = await startTestStack();
  token = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
});
afterAll(async () => {
  await stack?.close();
});

const aliasBomb = `{ ${Array.from({ length: 2000 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
const deepFragments = `{ ${'... on Query { '.repeat(3000)}__typename${' }'.repeat(3000)} }`;
const ordinary = '{ me { id username } devices { items { id name tags { name } } } }';

/**
 * Raw POST as a GraphQL-over-HTTP client: with `application/graphql-response+json` a refused document is a 400
 * (a legacy `application/json` client gets 200 with the same errors, as that spec says).
 */
async function post(query: string) {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

/** One operation over `client` (a fresh socket unless given); resolves with what the server answered. */
function overSocket(query: string, { as = token, on }: { as?: string; on?: Client } = {}) {
  const client = on ?? wsClient(stack.gatewayUrl, as);
  return new Promise<{ data?: unknown; errors?: { message: string }[]; closed?: number }>((resolve) => {
    client.subscribe(
      { query },
      {
        next: (answer) => resolve({ data: answer.data, errors: answer.errors as { message: string }[] }),
        error: (error) => {
          if (Array.isArray(error)) resolve({ errors: error as { message: string }[] });
          else resolve({ closed: (error as CloseEvent).code });
        },
        complete: () => resolve({}),
      },
    );
  }).finally(() => {
    if (!on) void client.dispose();
  });
}

describe('limits over HTTP', () => {
  it('refuses 2,000 aliases before a single REST call is made', async () => {
    // The counter sees an ordinary query's call, so a zero below means none was made.
    expect(await apiCallsDuring(stack.apiUrl, () => post('{ me { id } }'))).toBe(1);
    let answer: Awaited<ReturnType<typeof post>> | undefined;
    expect(
      await apiCallsDuring(stack.apiUrl, async () => {
        answer = await post(aliasBomb);
      }),
    ).toBe(0);
    expect(answer?.status).toBe(400);
    expect(answer?.body.data).toBeUndefined();
    expect(answer?.body.errors?.map((e) => e.message)).toEqual(['The query is too large: more than 3000 tokens.']);
  });

  it('refuses more than 15 aliases with the alias message', async () => {
    const { status, body } = await post(`{ ${Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ')} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: `The query uses too many aliases: more than ${GRAPHQL_LIMITS.aliases}.`,
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
  });

  it('refuses 3,000 nested inline fragments with a 4xx, not a crash', async () => {
    const { status, body } = await post(deepFragments);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('lets ordinary queries through', async () => {
    const { body } = await post(ordinary);
    expect(body.errors).toBeUndefined();
  });
});

describe('graphql-ws', () => {
  it('applies the same limits to operations sent over the socket, without a REST call', async () => {
    // One socket for the whole test (a lazy client would reconnect, and be checked again, per operation).
    const client = createClient({
      url: `${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authToken: token },
      retryAttempts: 0,
      lazy: false,
    });
    try {
      // Connecting checks the token with the api; after that the refused documents cost nothing.
      expect(await overSocket('{ me { username } }', { on: client })).toEqual({
        data: { me: { username: 'admin' } },
        errors: undefined,
      });
      let bomb: Awaited<ReturnType<typeof overSocket>> | undefined;
      let aliases: Awaited<ReturnType<typeof overSocket>> | undefined;
      const calls = await apiCallsDuring(stack.apiUrl, async () => {
        bomb = await overSocket(aliasBomb.replace('{', 'subscription {'), { on: client });
        aliases = await overSocket(`{ ${Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ')} }`, {
          on: client,
        });
      });
      expect(calls).toBe(0);
      expect(bomb?.errors?.map((e) => e.message)).toEqual(['The query is too large: more than 3000 tokens.']);
      expect(aliases?.errors?.map((e) => e.message)).toEqual([
        `The query uses too many aliases: more than ${GRAPHQL_LIMITS.aliases}.`,
      ]);
    } finally {
      await client.dispose();
    }
  });

  it('ends only the operation whose document is too deep; the socket keeps working', async () => {
    const client = wsClient(stack.gatewayUrl, token);
    const errors = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: deepFragments },
        { next: () => {}, error: resolve, complete: () => resolve(undefined) },
      );
    });
    expect(Array.isArray(errors)).toBe(true);
    const me = await new Promise<unknown>((resolve, reject) => {
      client.subscribe({ query: '{ me { username } }' }, { next: resolve, error: reject, complete: () => {} });
    });
    expect(me).toEqual({ data: { me: { username: 'admin' } } });
    await client.dispose();
  });

  it('closes a socket whose token is junk at connection_init (4403), before any operation', async () => {
    expect(await overSocket('{ me { id } }', { as: 'junk-token' })).toEqual({ closed: 4403 });
  });

  it('says why it refuses a connection_init: no token, or one the api does not know', async () => {
    const closeOf = async (payload: Record<string, unknown>) => {
      const socket = new WebSocket(`${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
      await new Promise((resolve) => socket.once('open', resolve));
      const closed = new Promise<[number, string]>((resolve) =>
        socket.once('close', (code, reason) => resolve([code, String(reason)])),
      );
      socket.send(JSON.stringify({ type: 'connection_init', payload }));
      return closed;
    };
    expect(await closeOf({})).toEqual([4403, NO_TOKEN]);
    expect(await closeOf({ authorization: 'Basic YWRtaW46eA==' })).toEqual([4403, NO_TOKEN]);
    expect(await closeOf({ authToken: 'junk-token' })).toEqual([4403, BAD_TOKEN]);
  });

  it('takes the token as an "authorization: Bearer" param too, as many GraphQL clients send it', async () => {
    const client = createClient({
      url: `${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    expect(await overSocket('{ me { username } }', { on: client })).toEqual({
      data: { me: { username: 'admin' } },
      errors: undefined,
    });
    await client.dispose();
  });

  it('closes with 1013 (try again) and the reason, not 4403, when the api cannot check the token', async () => {
    const orphan = await startGateway({
      apiOrigin: 'http://127.0.0.1:9',
      mqttUrl: stack.stack.mqttUrl!,
      host: '127.0.0.1',
      port: 0,
      logging: false,
    });
    try {
      const socket = new WebSocket(`${orphan.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
      await new Promise((resolve) => socket.once('open', resolve));
      const closed = new Promise<[number, string]>((resolve) =>
        socket.once('close', (code, reason) => resolve([code, String(reason)])),
      );
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authToken: token } }));
      expect(await closed).toEqual([1013, 'Cannot connect to Backend']);
    } finally {
      await orphan.close();
    }
  });

  it('closes a socket that sends a message over the payload limit', async () => {
    const socket = new WebSocket(`${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authToken: 'x'.repeat(2 * 1024 * 1024) } }));
    expect(await closed).toBe(1009);
  });

  it('closes a socket that does not send connection_init in time (4408)', async () => {
    const socket = new WebSocket(`${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    expect(await closed).toBe(4408);
  });

  it('caps the live operations one socket may hold', async () => {
    const { deviceId } = await seedDevice(stack, token);
    const client = wsClient(stack.gatewayUrl, token);
    const watchers = Array.from({ length: GRAPHQL_LIMITS.wsSubscriptionsPerSocket }, () =>
      liveQuery(client, DevicePresenceSubscriptionDocument, { id: String(deviceId) }),
    );
    // Every operation up to the cap is live: each has its first presence answer.
    for (const w of watchers) expect((await w.next()).data?.devicePresence).toBeDefined();
    const over = liveQuery(client, DevicePresenceSubscriptionDocument, { id: String(deviceId) });
    await over.ended();
    expect(over.error).toEqual([
      expect.objectContaining({
        message: `Too many live operations on one connection: at most ${GRAPHQL_LIMITS.wsSubscriptionsPerSocket}.`,
      }),
    ]);
    // Ending one makes room for another.
    watchers[0]!.dispose();
    const again = liveQuery(client, DevicePresenceSubscriptionDocument, { id: String(deviceId) });
    expect((await again.next()).data?.devicePresence).toBeDefined();
    for (const w of [...watchers, again]) w.dispose();
    await client.dispose();
  });
});
