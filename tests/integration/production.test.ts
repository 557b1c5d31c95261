import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../scripts/config.ts';
import { startStack } from '../../scripts/stack.ts';
import { MediaLinksQueryDocument } from './testkit/gql/graphql.ts';
import { gql, rawGql, signIn, wsClient } from './testkit/graphql.ts';
import { png, upload } from './testkit/media.ts';
import { restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

/**
 * A gateway started the way `npm start` starts one from its environment, with NODE_ENV=production, next to the
 * suite's api: GraphiQL, introspection and "Did you mean" suggestions are off unless GRAPHQL_INTROSPECTION=true,
 * and PUBLIC_URL starts every link.
 */
let stack: TestStack;
const gateways: Awaited<ReturnType<typeof startStack>>[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'signage-production-'));

async function productionGateway(env: Record<string, string>) {
  const config = readConfig({
    NODE_ENV: 'production',
    SERVICES: 'gateway',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    API_URL: stack.apiUrl,
    MQTT_URL: stack.stack.mqttUrl!,
    BROKER_SECRET: stack.stack.brokerSecret,
    ...(process.env.MQTT_USERNAME
      ? { MQTT_USERNAME: process.env.MQTT_USERNAME, MQTT_PASSWORD: process.env.MQTT_PASSWORD ?? '' }
      : {}),
    ...env,
  });
  const started = await startStack({ ...config, logging: false });
  gateways.push(started);
  return started.gateway!.url;
}

let production: string;
let introspective: string;
let token: string;
beforeAll(async () => {
  stack = await startTestStack();
  production = await productionGateway({ PUBLIC_URL: 'https://signage.example.com/console' });
  introspective = await productionGateway({ GRAPHQL_INTROSPECTION: 'true' });
  token = (await signIn(production, 'admin', ADMIN_PASSWORD)).token;
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await stack?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Operations about the protocol itself (introspection, a misspelt field): raw text on purpose, not typed. */
const INTROSPECTION = '{ __schema { queryType { name } } }';
const TYPO = '{ me { usernam } }';

/** One operation over a fresh graphql-ws socket: its result or its errors. */
async function overSocket(gatewayUrl: string, query: string) {
  const client = wsClient(gatewayUrl, token);
  try {
    return await new Promise<{ data?: unknown; errors?: readonly { message: string }[] }>((resolve) => {
      client.subscribe(
        { query },
        {
          next: (answer) => resolve({ data: answer.data, errors: answer.errors }),
          error: (errors) => resolve({ errors: errors as { message: string }[] }),
          complete: () => {},
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

describe('in production', () => {
  it('serves no GraphiQL', async () => {
    const response = await fetch(`${production}/graphql`, { headers: { accept: 'text/html' } });
    // A browser asking for a page is told that /graphql answers only GraphQL media types.
    expect(response.status).toBe(406);
    expect(await response.text()).not.toContain('GraphiQL');
  });

  it('refuses introspection on HTTP and over graphql-ws', async () => {
    const refusal = 'GraphQL introspection has been disabled, but the requested query contained the field "__schema".';
    const http = await rawGql(production, INTROSPECTION, {}, token);
    expect(http.data ?? undefined).toBeUndefined();
    expect(http.errors?.map((e) => e.message)).toContain(refusal);
    expect((await overSocket(production, INTROSPECTION)).errors?.map((e) => e.message)).toContain(refusal);
  });

  it('gives no "Did you mean" suggestions on HTTP and over graphql-ws', async () => {
    const exact = ['Cannot query field "usernam" on type "User".'];
    expect((await rawGql(production, TYPO, {}, token)).errors?.map((e) => e.message)).toEqual(exact);
    expect((await overSocket(production, TYPO)).errors?.map((e) => e.message)).toEqual(exact);
  });

  it('gives no "Did you mean" for a misspelt enum value, in the document or in a variable', async () => {
    const literal = await rawGql(production, '{ devices(lastContactMin: MIN_11) { items { id } } }', {}, token);
    expect(literal.errors?.map((e) => e.message)).toEqual(['Value "MIN_11" does not exist in "LastContact" enum.']);
    const query = 'query ($min: LastContact) { devices(lastContactMin: $min) { items { id } } }';
    const variable = await rawGql(production, query, { min: 'MIN_11' }, token);
    expect(variable.errors?.map((e) => e.message)).toEqual([
      'Variable "$min" got invalid value "MIN_11"; Value "MIN_11" does not exist in "LastContact" enum.',
    ]);
    const suggested = await rawGql(introspective, query, { min: 'MIN_11' }, token);
    expect(suggested.errors?.[0]?.message).toMatch(/Did you mean the enum value "MIN_1"/);
  });

  it('answers introspection and suggestions when GRAPHQL_INTROSPECTION=true', async () => {
    expect((await rawGql(introspective, INTROSPECTION, {}, token)).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    const typo = await rawGql(introspective, TYPO, {}, token);
    expect(typo.errors?.[0]?.message).toBe('Cannot query field "usernam" on type "User". Did you mean "username"?');
    // GraphiQL stays off in production whatever the setting.
    const page = await fetch(`${introspective}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(406);
  });

  it('starts every signed link with PUBLIC_URL', async () => {
    const { body } = await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD);
    const stored = await upload(
      stack.apiUrl,
      body.auth_token!,
      [{ name: 'public.png', data: await png(64, 36) }],
      ['publicurl'],
    );
    expect(stored.status).toBe(201);
    const answer = await gql(production, MediaLinksQueryDocument, { tags: ['publicurl'] }, token);
    const item = answer.data!.mediaList.items[0]!;
    for (const link of [item.thumbnailUrl, item.thumbnailHqUrl, item.downloadUrl]) {
      expect(link).toMatch(/^https:\/\/signage\.example\.com\/console\/api\/media\/\d+\/(thumb|download)/);
      // The same path on this gateway serves the file: only the public address was put in front.
      const local = link.replace('https://signage.example.com/console', production);
      expect((await fetch(local)).status, local).toBe(200);
    }
  });
});
