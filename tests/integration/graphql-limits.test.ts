import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GRAPHQL_LIMITS } from '../../gateway/src/limits.ts';
import { ACCESS_ENDED, SESSION_ENDED } from '../../gateway/src/live-guard.ts';
import { seedDevice } from './testkit/devices.ts';
import { gql, signIn, wsClient } from './testkit/graphql.ts';
import { liveQuery } from './testkit/live.ts';
import { rest } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

/** Issue 9: GraphQL limits on both transports, graphql-ws hardening, subscriptions that end with the session. */
let stack: TestStack;
let token: string;

beforeAll(async () => {
  stack = await startTestStack({ liveCheckMs: 100 });
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

/** One operation over a fresh graphql-ws socket; resolves with what the server answered. */
function overSocket(query: string, as = token) {
  const client = wsClient(stack.gatewayUrl, as);
  return new Promise<{ errors?: { message: string }[]; closed?: number }>((resolve) => {
    client.subscribe(
      { query },
      {
        next: (answer) => resolve({ errors: answer.errors as { message: string }[] }),
        error: (error) => {
          if (Array.isArray(error)) resolve({ errors: error as { message: string }[] });
          else resolve({ closed: (error as CloseEvent).code });
        },
        complete: () => resolve({}),
      },
    );
  }).finally(() => client.dispose());
}

describe('limits over HTTP', () => {
  it('refuses 2,000 aliases before a single REST call is made', async () => {
    const { status, body } = await post(aliasBomb);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.map((e) => e.message)).toContain('The query is too large: more than 3000 tokens.');
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
  it('applies the same limits to operations sent over the socket', async () => {
    const bomb = await overSocket(aliasBomb.replace('{', 'subscription {'));
    expect(bomb.errors?.[0]?.message).toBe('The query is too large: more than 3000 tokens.');
    const aliases = await overSocket(`{ ${Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ')} }`);
    expect(aliases.errors?.[0]?.message).toBe(`The query uses too many aliases: more than ${GRAPHQL_LIMITS.aliases}.`);
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
    expect(await overSocket('{ me { id } }', 'junk-token')).toEqual({ closed: 4403 });
  });

  it('closes a socket that sends a message over the payload limit', async () => {
    const socket = new WebSocket(`${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authToken: 'x'.repeat(2 * 1024 * 1024) } }));
    expect(await closed).toBe(1009);
  });

  it('caps the live operations one socket may hold', async () => {
    const { deviceId } = await seedDevice(stack, token);
    const client = wsClient(stack.gatewayUrl, token);
    const watchers = Array.from({ length: GRAPHQL_LIMITS.wsSubscriptionsPerSocket }, () =>
      liveQuery(client, 'subscription ($id: ID!) { deviceEcho(deviceId: $id) { datetime } }', { id: deviceId }),
    );
    const over = liveQuery(client, 'subscription ($id: ID!) { deviceEcho(deviceId: $id) { datetime } }', {
      id: deviceId,
    });
    await over.ended();
    expect(JSON.stringify(over.error)).toContain('Too many live operations on one connection');
    for (const w of watchers) w.dispose();
    await client.dispose();
  });
});

describe('live subscriptions end with the session', () => {
  const PRESENCE = 'subscription ($id: ID!) { devicePresence(deviceId: $id) { online } }';

  it('ends a signed-out user’s subscription, signed out through REST (any gateway)', async () => {
    const { deviceId } = await seedDevice(stack, token);
    await createUser(stack, { username: 'watcher1', password: 'Watcher-Pass-1', permissions: ['view devices'] });
    const watcher = await signIn(stack.gatewayUrl, 'watcher1', 'Watcher-Pass-1');
    const client = wsClient(stack.gatewayUrl, watcher.token);
    const live = liveQuery(client, PRESENCE, { id: deviceId });
    await live.next();
    expect((await rest(stack.apiUrl, watcher.token, 'POST', '/logout')).status).toBe(200);
    const last = await live.next((a) => Boolean(a.errors));
    expect(last.errors?.[0]).toMatchObject({ message: SESSION_ENDED, extensions: { code: 'UNAUTHENTICATED' } });
    await client.dispose();
  });

  it('ends at once on sign-out through this gateway', async () => {
    const { deviceId } = await seedDevice(stack, token);
    await createUser(stack, { username: 'watcher2', password: 'Watcher-Pass-2', permissions: ['view devices'] });
    const watcher = await signIn(stack.gatewayUrl, 'watcher2', 'Watcher-Pass-2');
    const client = wsClient(stack.gatewayUrl, watcher.token);
    const live = liveQuery(client, PRESENCE, { id: deviceId });
    await live.next();
    await gql(stack.gatewayUrl, 'mutation { signOut }', {}, watcher.token);
    const last = await live.next((a) => Boolean(a.errors));
    expect(last.errors?.[0]?.message).toBe(SESSION_ENDED);
    await client.dispose();
  });

  it('ends a demoted user’s subscription, and one whose forced tags exclude the device', async () => {
    const { deviceId } = await seedDevice(stack, token, { tags: ['lobby'] });
    const demoted = await createUser(stack, {
      username: 'watcher3',
      password: 'Watcher-Pass-3',
      permissions: ['view devices'],
    });
    const restricted = await createUser(stack, {
      username: 'watcher4',
      password: 'Watcher-Pass-4',
      permissions: ['view devices'],
    });
    const a = await signIn(stack.gatewayUrl, 'watcher3', 'Watcher-Pass-3');
    const b = await signIn(stack.gatewayUrl, 'watcher4', 'Watcher-Pass-4');
    const clientA = wsClient(stack.gatewayUrl, a.token);
    const clientB = wsClient(stack.gatewayUrl, b.token);
    const liveA = liveQuery(clientA, PRESENCE, { id: deviceId });
    const liveB = liveQuery(clientB, PRESENCE, { id: deviceId });
    await liveA.next();
    await liveB.next();
    expect((await rest(stack.apiUrl, token, 'PUT', `/users/${demoted}/permissions`, { permissions: [] })).status).toBe(
      200,
    );
    expect((await rest(stack.apiUrl, token, 'PUT', `/users/${restricted}`, { forced_tags: ['cafe'] })).status).toBe(
      200,
    );
    expect((await liveA.next((x) => Boolean(x.errors))).errors?.[0]?.message).toBe(ACCESS_ENDED);
    expect((await liveB.next((x) => Boolean(x.errors))).errors?.[0]?.message).toBe(ACCESS_ENDED);
    await clientA.dispose();
    await clientB.dispose();
  });
});
