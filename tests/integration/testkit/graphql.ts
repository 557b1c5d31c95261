import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  extensions?: Record<string, unknown>;
}

export async function gql<T = Record<string, unknown>>(
  gatewayUrl: string,
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<GraphqlAnswer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlAnswer<T>;
}

export async function signIn(gatewayUrl: string, username: string, password: string) {
  const answer = await gql<{ signIn: { token: string; user: { id: string } } }>(
    gatewayUrl,
    'mutation ($u: String!, $p: String!) { signIn(username: $u, password: $p) { token user { id } } }',
    { u: username, p: password },
  );
  if (!answer.data?.signIn) throw new Error(`sign-in failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.signIn;
}

export function wsClient(gatewayUrl: string, token?: string) {
  return createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authToken: token } : {},
    retryAttempts: 0,
    lazy: true,
  });
}
