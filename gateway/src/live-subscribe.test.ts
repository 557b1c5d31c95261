import { GraphQLError, GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from 'graphql';
import { Pool } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { LiveGuard, type LiveOperation } from './live-guard.ts';
import { subscribeLive } from './live-subscribe.ts';

/** A feed the test pushes events into, as the device bus pushes a device's messages. */
function feed() {
  const waiting: ((result: IteratorResult<string>) => void)[] = [];
  const queued: string[] = [];
  let returned = false;
  const iterable: AsyncIterableIterator<string> = {
    [Symbol.asyncIterator]: () => iterable,
    next: () =>
      queued.length
        ? Promise.resolve({ done: false, value: queued.shift() as string })
        : new Promise((resolve) => waiting.push(resolve)),
    return: async () => {
      returned = true;
      for (const resolve of waiting.splice(0)) resolve({ done: true, value: undefined });
      return { done: true, value: undefined };
    },
  };
  return {
    iterable,
    push: (value: string) => (waiting.length ? waiting.shift()?.({ done: false, value }) : queued.push(value)),
    returned: () => returned,
  };
}

const events = feed();
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      echo: {
        type: GraphQLString,
        args: { refuse: { type: GraphQLString } },
        subscribe: (_root, args: { refuse?: string }, ctx: { live?: LiveOperation }) => {
          if (args.refuse)
            throw new GraphQLError(`Device ${args.refuse} not found.`, { extensions: { code: 'NOT_FOUND' } });
          ctx.live?.recheck(async () => undefined);
          return events.iterable;
        },
        resolve: (event: string) => {
          if (event === 'boom') throw new Error('database password is hunter2');
          return event.toUpperCase();
        },
      },
    },
  }),
});

const pool = new Pool('http://127.0.0.1:9');
const guard = new LiveGuard(pool, 3_600_000);
afterAll(async () => {
  guard.close();
  await pool.close();
});
const logged: unknown[] = [];
const subscribe = (query: string) =>
  subscribeLive({ schema, document: parse(query), contextValue: { token: 't' } }, guard, (e) => logged.push(e));

describe('subscribeLive', () => {
  it('runs the resolver under the live guard and turns each event into its result', async () => {
    const stream = (await subscribe('subscription { echo }')) as AsyncIterableIterator<unknown>;
    expect(guard.checked).toBe(1);
    events.push('hello');
    expect(await stream.next()).toEqual({ done: false, value: { data: { echo: 'HELLO' } } });

    // An error that is not the resolver's own GraphQLError is masked as Yoga masks it, and logged.
    events.push('boom');
    const { value } = (await stream.next()) as { value: { errors: GraphQLError[] } };
    expect(value.errors.map((e) => [e.message, e.extensions.code])).toEqual([
      ['Unexpected error.', 'INTERNAL_SERVER_ERROR'],
    ]);
    expect(JSON.stringify(value)).not.toContain('hunter2');
    expect(logged).toHaveLength(1);

    // The watcher going away releases the source and the guard's entry.
    await stream.return?.();
    expect(events.returned()).toBe(true);
    expect(guard.checked).toBe(0);
  });

  it("answers a refusal with the resolver's own error and keeps no entry", async () => {
    const result = await subscribe('subscription { echo(refuse: "7") }');
    expect(Symbol.asyncIterator in result).toBe(false);
    const { errors } = result as { errors: GraphQLError[] };
    expect(errors.map((e) => [e.message, e.extensions.code])).toEqual([['Device 7 not found.', 'NOT_FOUND']]);
    expect(guard.checked).toBe(0);
  });

  it('ends the operation with the reason when the guard ends it', async () => {
    const stream = (await subscribe('subscription { echo }')) as AsyncIterableIterator<unknown>;
    const pending = stream.next();
    guard.revoke('t');
    const { value } = (await pending) as { value: { errors: GraphQLError[] } };
    expect(value.errors.map((e) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });
});
