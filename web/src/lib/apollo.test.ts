import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistedDocumentIds } from '../gql/persisted-documents.ts';
import { createApolloClient } from './apollo.ts';

/** Named as a console operation is, so it has a persisted-document id (the client sends only ids). */
const LayoutQuery = gql`
  query LayoutEditorQuery($id: ID!) {
    layout(id: $id) {
      id
      name
    }
  }
`;

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the GraphQL client', () => {
  const notFound = { errors: [{ message: 'Layout 9 not found.', extensions: { code: 'NOT_FOUND' } }], data: null };

  it('logs a 404 even when the screen shows it itself (spec 01 §8)', async () => {
    answer(notFound);
    const log = vi.fn();
    const notifyError = vi.fn();
    const client = createApolloClient({ notifyError, onUnauthenticated: vi.fn(), onLicence: vi.fn(), log });
    await expect(
      client.query({ query: LayoutQuery, variables: { id: '9' }, context: { handledErrorCodes: 'all' } }),
    ).rejects.toThrow('Layout 9 not found.');
    expect(log).toHaveBeenCalledWith('Not found (404) in LayoutEditorQuery: Layout 9 not found.');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('logs nothing for other refusals', async () => {
    answer({ errors: [{ message: 'Name is required.', extensions: { code: 'BAD_USER_INPUT' } }], data: null });
    const log = vi.fn();
    const notifyError = vi.fn();
    const client = createApolloClient({ notifyError, onUnauthenticated: vi.fn(), onLicence: vi.fn(), log });
    await expect(client.query({ query: LayoutQuery, variables: { id: '9' } })).rejects.toThrow('Name is required.');
    expect(log).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('Name is required.');
  });

  it("sends an operation's persisted-document id, never its text", async () => {
    answer({ data: { layout: { __typename: 'Layout', id: '9', name: 'Lobby' } } });
    const client = createApolloClient({ notifyError: vi.fn(), onUnauthenticated: vi.fn(), onLicence: vi.fn() });
    await client.query({ query: LayoutQuery, variables: { id: '9' } });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body.query).toBeUndefined();
    expect(body).toMatchObject({
      operationName: 'LayoutEditorQuery',
      variables: { id: '9' },
      extensions: { persistedQuery: { version: 1, sha256Hash: persistedDocumentIds.LayoutEditorQuery } },
    });
  });
});
