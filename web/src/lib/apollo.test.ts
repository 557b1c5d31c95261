import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apollo.ts';

const LayoutQuery = gql`
  query LayoutNameQuery($id: ID!) {
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
    expect(log).toHaveBeenCalledWith('Not found (404) in LayoutNameQuery: Layout 9 not found.');
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
});
