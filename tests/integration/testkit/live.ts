import type { Client } from 'graphql-ws';
import type { GraphqlAnswer } from './graphql.ts';

/**
 * One GraphQL subscription as a queue of answers: `next()` waits for the next one (or one matching), and
 * `dispose()` completes it on the server, as a browser tab closing would.
 */
export function liveQuery<T>(client: Client, query: string, variables: Record<string, unknown>) {
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
    async ended(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (ended === undefined && !completed) {
        if (Date.now() > deadline) throw new Error(`subscription still open after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    dispose,
  };
}

/** Polls `check` until it holds, for state that settles asynchronously (broker subscriptions). */
export async function eventually(check: () => boolean, timeoutMs = 5000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not hold within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
