import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './testkit/graphql.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;
beforeAll(async () => {
  stack = await startTestStack();
  token = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
});
afterAll(async () => {
  await stack?.close();
});

/**
 * The same POST /graphql twice: once as the direct node:http path takes it (plain JSON, no Accept parameters), once
 * with an Accept that means the same to Yoga but sends the request through Yoga's own pipeline.
 */
async function both(body: Record<string, unknown>, auth = true) {
  const send = async (accept: string | undefined) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (accept) headers.accept = accept;
    if (auth) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
  };
  return { direct: await send(undefined), yoga: await send('application/json;q=0.9') };
}

describe('POST /graphql answers alike on the direct path and through Yoga', () => {
  const cases: [string, Record<string, unknown>, boolean?][] = [
    ['a query', { query: '{ me { username permissions } }' }],
    ['a query with variables', { query: 'query ($id: ID!) { media(id: $id) { id } }', variables: { id: '999999' } }],
    ['a syntax error', { query: '{ me { username ' }],
    ['a validation error', { query: '{ me { nope } }' }],
    ['an unknown operation name', { query: 'query A { me { id } }', operationName: 'B' }],
    ['a variable of the wrong type', { query: 'query ($id: ID!) { media(id: $id) { id } }', variables: { id: [1] } }],
    ['an unknown request field', { query: '{ me { id } }', extra: 1 }],
    ['a mutation', { query: 'mutation { signOut }' }, false],
    ['no token', { query: '{ me { id } }' }, false],
    ['too many aliases', { query: `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: me { id }`).join(' ')} }` }],
  ];
  for (const [name, body, auth] of cases) {
    it(name, async () => {
      const { direct, yoga } = await both(body, auth ?? true);
      expect(direct).toEqual(yoga);
    });
  }

  it('still reports the REST calls a query made when asked', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-rest-calls': '1' },
      body: JSON.stringify({ query: '{ mediaList(pageSize: 5) { items { id dateCreated } } }' }),
    });
    const answer = (await response.json()) as { extensions?: { restCalls?: number } };
    expect(answer.extensions?.restCalls).toBe(1);
  });
});
