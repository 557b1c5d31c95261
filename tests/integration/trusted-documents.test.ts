import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { persistedDocumentIds } from '../../web/src/gql/persisted-documents.ts';
import { signIn } from './testkit/graphql.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

const manifest = JSON.parse(
  readFileSync(new URL('../../schema/persisted-documents.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const ME = persistedDocumentIds.MeQuery!;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

let stack: TestStack;
let token: string;
beforeAll(async () => {
  stack = await startTestStack({ trustedDocuments: 'console' });
  token = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
});
afterAll(async () => {
  await stack?.close();
});

/** POST /graphql as the console's page (a browser sends its Origin) or as an integrator's program (none). */
async function post(body: Record<string, unknown>, from: 'console' | 'integrator') {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  if (from === 'console') headers.origin = stack.gatewayUrl;
  const response = await fetch(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, answer: (await response.json()) as Answer };
}

const hashOnly = (hash: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;

describe('persisted documents with GRAPHQL_TRUSTED_DOCUMENTS=console', () => {
  it("runs a console document the console names by its id, and the manifest's text is the one hashed", async () => {
    expect(sha256(manifest[ME]!)).toBe(ME);
    const { status, answer } = await post({ operationName: 'MeQuery', ...hashOnly(ME) }, 'console');
    expect(status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me).toMatchObject({ username: 'admin', __typename: 'User' });
  });

  it('refuses query text from the console, even the text of one of its own documents', async () => {
    for (const body of [{ query: '{ me { id } }' }, { query: manifest[ME], ...hashOnly(ME) }]) {
      const { status, answer } = await post(body, 'console');
      expect(status).toBe(400);
      expect(answer.data ?? undefined).toBeUndefined();
      expect(codeOf(answer)).toBe('PERSISTED_QUERY_ONLY');
    }
  });

  it('refuses from the console an id that is not one of its documents', async () => {
    const { answer } = await post(hashOnly(sha256('{ me { id } }')), 'console');
    expect(codeOf(answer)).toBe('PERSISTED_QUERY_ONLY');
  });

  it('lets integrators send any query, under the same limits', async () => {
    const ok = await post({ query: '{ me { username } }' }, 'integrator');
    expect(ok.answer).toEqual({ data: { me: { username: 'admin' } } });
    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    const refused = await post({ query: aliases }, 'integrator');
    expect(codeOf(refused.answer)).toBe('QUERY_TOO_COMPLEX');
  });

  it('keeps automatic persisted queries for integrators: unknown hash, then hash and text, then the hash alone', async () => {
    const query = `{ me { id username } } # apq ${Date.now()}`;
    const hash = sha256(query);
    const first = await post(hashOnly(hash), 'integrator');
    expect(first.status).toBe(404);
    expect(codeOf(first.answer)).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await post({ query, ...hashOnly(hash) }, 'integrator');
    expect(registered.answer.data?.me).toMatchObject({ username: 'admin' });
    const again = await post(hashOnly(hash), 'integrator');
    expect(again.answer.data?.me).toMatchObject({ username: 'admin' });
    const mismatch = await post({ query: '{ me { id } }', ...hashOnly(hash) }, 'integrator');
    expect(codeOf(mismatch.answer)).toBe('PERSISTED_QUERY_MISMATCH');
    // A query an integrator registered is not one of the console's documents.
    expect(codeOf((await post(hashOnly(hash), 'console')).answer)).toBe('PERSISTED_QUERY_ONLY');
  });

  it("lets integrators run the console's documents by id too", async () => {
    const { answer } = await post(hashOnly(ME), 'integrator');
    expect(answer.data?.me).toMatchObject({ username: 'admin' });
  });

  it("holds on the WebSocket: a console socket runs only the console's documents, as text or by id", async () => {
    const origin = stack.gatewayUrl;
    class ConsoleSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { origin });
      }
    }
    const client = createClient({
      url: `${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: ConsoleSocket,
      connectionParams: { authToken: token },
      retryAttempts: 0,
      lazy: true,
    });
    const first = async (payload: { query: string; extensions?: Record<string, unknown> }) => {
      try {
        for await (const result of client.iterate(payload)) return result as Answer;
      } catch (errors) {
        return { errors } as Answer;
      }
      return undefined;
    };
    try {
      // Apollo's WebSocket link sends the text with the __typename selections its cache adds; without them it is
      // the same operation.
      const asApolloSends = await first({ query: manifest[ME]! });
      expect(asApolloSends?.data?.me).toMatchObject({ username: 'admin' });
      const withoutTypename = await first({ query: manifest[ME]!.replaceAll('__typename', '') });
      expect(withoutTypename?.data?.me).toMatchObject({ username: 'admin' });
      const byId = await first({ query: '', extensions: hashOnly(ME).extensions });
      expect(byId?.data?.me).toMatchObject({ username: 'admin' });
      const other = await first({ query: 'subscription { serverTime }' });
      expect(codeOf(other!)).toBe('PERSISTED_QUERY_ONLY');
    } finally {
      await client.dispose();
    }
  });
});
