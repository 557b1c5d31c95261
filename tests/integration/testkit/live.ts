import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { Client } from 'graphql-ws';
import { eventually } from './eventually.ts';
import { MeIdQueryDocument } from './gql/graphql.ts';
import type { GraphqlAnswer } from './graphql.ts';

/**
 * One typed GraphQL subscription of the test kit as a queue of answers: `next()` waits for the next one (or one
 * matching), and `dispose()` completes it on the server, as a browser tab closing would.
 */
export function liveQuery<T, V extends Record<string, unknown>>(
  client: Client,
  document: TypedDocumentNode<T, V>,
  variables: V,
) {
  const query = print(document);
  const received: GraphqlAnswer<T>[] = [];
  const waiters: (() => void)[] = [];
  let ended: unknown;
  let completed = false;
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (answer) => {
        received.push(answer as GraphqlAnswer<T>);
        for (const wake of waiters.splice(0)) wake();
      },
      error: (error) => {
        ended = error;
        for (const wake of waiters.splice(0)) wake();
      },
      complete: () => {
        completed = true;
        for (const wake of waiters.splice(0)) wake();
      },
    },
  );
  let read = 0;
  return {
    received,
    get error() {
      return ended;
    },
    get completed() {
      return completed;
    },
    /** The next answer after those already read that matches `match`, or a rejection after `timeoutMs`. */
    async next(match: (answer: GraphqlAnswer<T>) => boolean = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (true) {
        while (read < received.length) {
          const answer = received[read++]!;
          if (match(answer)) return answer;
        }
        if (ended !== undefined) throw new Error(`subscription failed: ${JSON.stringify(ended)}`);
        if (completed) throw new Error('subscription completed');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching answer within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    /** Resolves once the server ended the subscription (an error or completion). */
    ended(timeoutMs = 10_000) {
      return eventually(() => ended !== undefined || completed, { timeoutMs, what: 'subscription ended' });
    },
    dispose,
  };
}

/**
 * A round trip on `client`'s socket: the server answers a socket's operations in order, so once this answer is
 * in, whatever the server sent on the socket before it (a presence change, an ending) has arrived too. Tests
 * prove that something did not happen this way, instead of waiting a while for it.
 */
export function roundTrip(client: Client) {
  return new Promise<void>((resolve, reject) => {
    client.subscribe(
      { query: print(MeIdQueryDocument) },
      {
        // The round trip also proves the socket's session still stands: a refused answer fails it.
        next: (answer) => (answer.errors ? reject(new Error(JSON.stringify(answer.errors))) : resolve()),
        error: reject,
        complete: () => resolve(),
      },
    );
  });
}
