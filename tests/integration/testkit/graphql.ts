import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { SignInMutationDocument } from './gql/graphql.ts';

export interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  extensions?: Record<string, unknown>;
}

/** The variables argument, optional when the operation has none. */
type VariablesOf<V> =
  Record<string, never> extends V ? [variables?: V, token?: string] : [variables: V, token?: string];

/**
 * One typed operation of the test kit (tests/integration/testkit/<area>.graphql, generated into gql/) over HTTP:
 * the answer's data and the variables are typed by the schema, so a suite that no longer matches it fails tsc.
 */
export function gql<T, V>(
  gatewayUrl: string,
  document: TypedDocumentNode<T, V>,
  ...[variables, token]: VariablesOf<V>
): Promise<GraphqlAnswer<T>> {
  return rawGql<T>(gatewayUrl, print(document), variables as Record<string, unknown> | undefined, token);
}

/** As `gql`, asking the gateway to count the REST calls the operation made (answered in extensions.restCalls). */
export async function gqlCountingRestCalls<T, V>(
  gatewayUrl: string,
  document: TypedDocumentNode<T, V>,
  ...[variables, token]: VariablesOf<V>
) {
  const answer = await rawGql<T>(gatewayUrl, print(document), variables as Record<string, unknown>, token, {
    'x-rest-calls': '1',
  });
  return { ...answer, restCalls: answer.extensions?.restCalls as number };
}

/**
 * A query as text, for the suites that test the GraphQL protocol itself (malformed, oversized, introspection,
 * a misspelt field): anything else goes through `gql` and a typed operation.
 */
export async function rawGql<T = Record<string, unknown>>(
  gatewayUrl: string,
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
  extraHeaders: Record<string, string> = {},
): Promise<GraphqlAnswer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlAnswer<T>;
}

export async function signIn(gatewayUrl: string, username: string, password: string) {
  const answer = await gql(gatewayUrl, SignInMutationDocument, { username, password });
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
