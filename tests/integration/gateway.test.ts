import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../gateway/src/server.ts';
import {
  type CmsMetadataInput,
  MeQueryDocument,
  ServerTimeSubscriptionDocument,
  SignInMutationDocument,
  SignOutMutationDocument,
  UpdateMeMutationDocument,
} from './testkit/gql/graphql.ts';
import { gql, signIn, wsClient } from './testkit/graphql.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

const ME = MeQueryDocument;
const SERVER_TIME = { query: print(ServerTimeSubscriptionDocument) };

describe('HTTP methods', () => {
  it('refuses a mutation sent by GET with 405 and METHOD_NOT_ALLOWED', async () => {
    const response = await fetch(
      `${stack.gatewayUrl}/graphql?query=${encodeURIComponent(print(SignOutMutationDocument))}`,
      {
        headers: { accept: 'application/json' },
      },
    );
    expect(response.status).toBe(405);
    const body = (await response.json()) as { errors: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors[0]?.extensions?.code).toBe('METHOD_NOT_ALLOWED');
  });
});

describe('GraphiQL', () => {
  it('is served whole from the installed packages, loading nothing from a CDN', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Signage console GraphQL</title>');
    expect(html).not.toMatch(/<script[^>]+src=["']https?:/);
    expect(html).not.toMatch(/<link[^>]+href=["']https?:/);
    expect(html.length).toBeGreaterThan(1_000_000);
  });
});

describe('GraphQL session', () => {
  it('signs in and answers me with permissions and cms metadata', async () => {
    const { token, user } = await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD);
    expect(token).toBeTruthy();
    const answer = await gql(stack.gatewayUrl, ME, {}, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me.id).toBe(user.id);
    expect(answer.data?.me.username).toBe('admin');
    expect(answer.data?.me.permissions).toContain('set user permissions');
    expect(answer.data?.me.cmsMetadata).toEqual({ landingPage: 'layouts', dashboardCards: [], introductions: [] });
  });

  it('refuses wrong credentials with the spec message', async () => {
    const answer = await gql(stack.gatewayUrl, SignInMutationDocument, { username: 'admin', password: 'nope' });
    expect(answer.errors?.[0]?.message).toBe('Wrong Username/Password. Please try again...');
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_CREDENTIALS');
  });

  it('updates only the cms metadata fields given', async () => {
    const { token } = await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD);
    const updateMe = (cmsMetadata: CmsMetadataInput) =>
      gql(stack.gatewayUrl, UpdateMeMutationDocument, { input: { cmsMetadata } }, token);
    const cards = await updateMe({ dashboardCards: [{ name: 'Lobby', tags: [{ name: 'lobby' }] }] });
    expect(cards.errors).toBeUndefined();
    const landing = await updateMe({ landingPage: 'media' });
    expect(landing.data?.updateMe.cmsMetadata).toEqual({
      landingPage: 'media',
      dashboardCards: [{ name: 'Lobby', tags: [{ name: 'lobby' }] }],
    });
    const bad = await updateMe({ landingPage: 'moon' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toContain('Landing page must be one of');
    await updateMe({ landingPage: 'layouts' });
  });

  it('answers UNAUTHENTICATED after sign-out and without a token', async () => {
    const { token } = await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD);
    const out = await gql(stack.gatewayUrl, SignOutMutationDocument, {}, token);
    expect(out.data?.signOut).toBe(true);
    const after = await gql(stack.gatewayUrl, ME, {}, token);
    expect(after.errors?.[0]).toMatchObject({
      message: 'Your session has expired. Please sign in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    // Without a token nothing expired: the answer says that signing in is needed.
    const anonymous = await gql(stack.gatewayUrl, ME);
    expect(anonymous.errors?.[0]).toMatchObject({
      message: 'Sign in to continue: this call needs a signed-in user (send Authorization: Bearer <token>).',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('maps an unreachable REST service to "Cannot connect to Backend"', async () => {
    const orphan = await startGateway({
      apiOrigin: 'http://127.0.0.1:9',
      mqttUrl: stack.stack.mqttUrl!,
      host: '127.0.0.1',
      port: 0,
      logging: false,
    });
    try {
      const answer = await gql(orphan.url, ME, {}, 'some-token');
      expect(answer.errors?.[0]?.message).toBe('Cannot connect to Backend');
      expect(answer.errors?.[0]?.extensions?.code).toBe('BACKEND_UNREACHABLE');
    } finally {
      await orphan.close();
    }
  });

  it('proxies /api and reports health of the api and the broker', async () => {
    const openapi = await fetch(`${stack.gatewayUrl}/api/openapi.json`);
    expect(openapi.status).toBe(200);
    const health = await fetch(`${stack.gatewayUrl}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', api: true, broker: true });
  });
});

describe('graphql-ws', () => {
  it('streams server time to a signed-in subscriber', async () => {
    const { token } = await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD);
    const client = wsClient(stack.gatewayUrl, token);
    const times: string[] = [];
    try {
      for await (const result of client.iterate<{ serverTime: string }>(SERVER_TIME)) {
        expect(result.errors).toBeUndefined();
        times.push(result.data!.serverTime);
        if (times.length === 2) break;
      }
    } finally {
      await client.dispose();
    }
    expect(new Date(times[1]!).getTime()).toBeGreaterThan(new Date(times[0]!).getTime());
  });

  it('refuses a connection without a token', async () => {
    const client = wsClient(stack.gatewayUrl);
    await expect(
      (async () => {
        for await (const _ of client.iterate(SERVER_TIME)) break;
      })(),
    ).rejects.toBeTruthy();
    await client.dispose();
  });

  it('closes the socket at connection_init for a revoked token (4403), before any event', async () => {
    const { token } = await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD);
    await gql(stack.gatewayUrl, SignOutMutationDocument, {}, token);
    const client = wsClient(stack.gatewayUrl, token);
    let refusal: unknown;
    try {
      for await (const _ of client.iterate(SERVER_TIME)) break;
    } catch (errors) {
      refusal = errors;
    } finally {
      await client.dispose();
    }
    // The token is checked when the socket connects: graphql-ws closes it with 4403 Forbidden.
    expect((refusal as { code?: number }).code).toBe(4403);
  });

  it('refuses an upgrade from a foreign origin', async () => {
    const { default: WebSocket } = await import('ws');
    const socket = new WebSocket(`${stack.gatewayUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { origin: 'https://evil.example' },
    });
    const outcome = await new Promise<string>((resolve) => {
      socket.on('open', () => resolve('open'));
      socket.on('error', () => resolve('refused'));
      socket.on('unexpected-response', () => resolve('refused'));
    });
    socket.terminate();
    expect(outcome).toBe('refused');
  });
});
