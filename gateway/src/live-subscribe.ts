import { createSourceEventStream, type ExecutionArgs, type ExecutionResult, execute, GraphQLError } from 'graphql';
import { maskError } from 'graphql-yoga';
import type { LiveGuard, LiveOperation } from './live-guard.ts';

/** Yoga's message for a masked error (its `maskedErrors` default, which yoga.ts keeps). */
const MASKED_MESSAGE = 'Unexpected error.';

/**
 * How graphql-ws subscribes a live operation: the resolver's event stream under the live guard, and each event
 * executed into the operation's result by the guard's own iterator. Envelop's and graphql-tools' subscribe stack
 * wraps every watcher in five more iterator layers (the masking plugin's and Yoga's result hooks, the
 * incremental-delivery flattening, two mapped iterators): about 30 closures and their scopes a watcher, which one
 * gateway holding 50,000 watchers keeps for hours and every full garbage collection walks
 * (docs/live-subscribers.md). The answers stay the same: the resolver registers its re-checks on `ctx.live` as
 * under liveGuardPlugin (which still serves subscriptions over HTTP), and errors are masked as Yoga masks them.
 */
export async function subscribeLive(
  args: ExecutionArgs,
  guard: LiveGuard,
  log: (error: unknown) => void,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const entry = guard.open(args.contextValue as { token?: string; live?: LiveOperation });
  let answer: AsyncIterable<unknown> | ExecutionResult;
  try {
    const stream = await createSourceEventStream(args);
    answer = Symbol.asyncIterator in stream ? stream : maskResult(stream, log);
  } catch (error) {
    answer = { errors: [masked(error, log)] };
  }
  return guard.follow(entry, answer, async (event) => maskResult(await execute({ ...args, rootValue: event }), log));
}

function maskResult(result: ExecutionResult, log: (error: unknown) => void): ExecutionResult {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((error) => masked(error, log)) };
}

/** Yoga's masking: a resolver's own GraphQLError passes; anything else becomes "Unexpected error.", logged. */
function masked(error: unknown, log: (error: unknown) => void): GraphQLError {
  const result = maskError(error, MASKED_MESSAGE);
  if (result !== error) log(error);
  return result instanceof GraphQLError ? result : new GraphQLError(MASKED_MESSAGE);
}
