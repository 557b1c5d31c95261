import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Pool } from 'undici';
import { RestClient } from './rest/client.ts';

/** What a subscription resolver registers: a check that throws once the caller may no longer watch. */
export type AccessCheck = () => Promise<unknown>;

/** One live operation: its token, the checks its resolver registered, and how it is ended. */
export interface LiveOperation {
  readonly signal: AbortSignal;
  /** Re-run on every sweep; a FORBIDDEN, NOT_FOUND or UNAUTHENTICATED answer ends the operation. */
  recheck(check: AccessCheck): void;
}

interface Entry extends LiveOperation {
  token?: string;
  checks: AccessCheck[];
  end(error: GraphQLError): void;
  reason?: GraphQLError;
}

export const SESSION_ENDED = 'Your session has ended. Sign in again to keep watching.';
export const ACCESS_ENDED = 'You no longer have access to what this subscription watches.';

const ENDING_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']);

/**
 * Ends live subscriptions whose token was revoked or whose rights changed. The truth lives in the database
 * behind /api, so every gateway sweeping its own operations sees a sign-out or a demotion made through any
 * other gateway (or the REST service directly) within one period; a sign-out through this gateway ends its
 * operations at once. Checks are made once per token (and per check) per sweep, however many watchers share it.
 */
export class LiveGuard {
  private readonly entries = new Set<Entry>();
  private readonly timer: NodeJS.Timeout;
  private sweeping: Promise<void> | undefined;

  constructor(
    private readonly pool: Pool,
    readonly periodMs = 30_000,
  ) {
    this.timer = setInterval(() => void this.sweep(), periodMs);
    this.timer.unref();
  }

  register(token: string | undefined): Entry {
    const controller = new AbortController();
    const entry: Entry = {
      token,
      checks: [],
      signal: controller.signal,
      recheck: (check) => entry.checks.push(check),
      end: (error) => {
        if (controller.signal.aborted) return;
        entry.reason = error;
        controller.abort(error);
        this.entries.delete(entry);
      },
    };
    this.entries.add(entry);
    return entry;
  }

  /** Live operations whose resolver got past its access check and registered a re-check (tests wait on this). */
  get checked(): number {
    let count = 0;
    for (const entry of this.entries) if (entry.checks.length > 0) count++;
    return count;
  }

  release(entry: Entry) {
    this.entries.delete(entry);
  }

  /** A sign-out through this gateway: end the token's operations now rather than at the next sweep. */
  revoke(token: string) {
    for (const entry of this.entries) if (entry.token === token) entry.end(sessionEnded());
  }

  /** One pass over every live operation; concurrent callers share the pass in progress. */
  sweep(): Promise<void> {
    this.sweeping ??= this.runSweep().finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  private async runSweep() {
    const byToken = new Map<string | undefined, Entry[]>();
    for (const entry of this.entries) byToken.set(entry.token, [...(byToken.get(entry.token) ?? []), entry]);
    await Promise.all(
      [...byToken].map(async ([token, entries]) => {
        const rest = new RestClient(this.pool, { token });
        const ending = await failure(() => rest.get('/users/me'));
        if (ending) {
          for (const entry of entries) entry.end(sessionEnded());
          return;
        }
        await Promise.all(
          entries.map(async (entry) => {
            for (const check of entry.checks) {
              const code = await failure(check);
              // A token revoked between the session check and this one shows here as UNAUTHENTICATED.
              if (code) return entry.end(code === 'UNAUTHENTICATED' ? sessionEnded() : accessEnded());
            }
          }),
        );
      }),
    );
  }

  close() {
    clearInterval(this.timer);
  }
}

/** The error code when the answer ends the operation; undefined when it passes or the failure is passing. */
async function failure(check: AccessCheck): Promise<string | undefined> {
  try {
    await check();
    return undefined;
  } catch (error) {
    const code = error instanceof GraphQLError ? String(error.extensions.code) : undefined;
    // An unreachable api or a timeout is not a revocation: the next sweep asks again.
    return code && ENDING_CODES.has(code) ? code : undefined;
  }
}

const sessionEnded = () => new GraphQLError(SESSION_ENDED, { extensions: { code: 'UNAUTHENTICATED' } });
const accessEnded = () => new GraphQLError(ACCESS_ENDED, { extensions: { code: 'FORBIDDEN' } });

/**
 * The subscription's events until it ends; then one last result carrying the reason. A plain iterator, not an
 * async generator: a generator's return() waits for its pending await, so a watcher going away would not
 * release the source (and its broker subscription) until the next event.
 */
function guarded<T>(source: AsyncIterable<T>, entry: Entry, guard: LiveGuard): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const ended = new Promise<'ended'>((resolve) => {
    if (entry.signal.aborted) resolve('ended');
    entry.signal.addEventListener('abort', () => resolve('ended'), { once: true });
  });
  let finished = false;
  const finish = async () => {
    if (finished) return;
    finished = true;
    guard.release(entry);
    await iterator.return?.();
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (finished) return { done: true, value: undefined };
      const next = await Promise.race([iterator.next(), ended]);
      if (next === 'ended') {
        await finish();
        return { done: false, value: { errors: [entry.reason ?? accessEnded()] } as T };
      }
      if (next.done) await finish();
      return next;
    },
    async return() {
      await finish();
      return { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      await finish();
      throw error;
    },
  };
}

/**
 * Puts every subscription (graphql-ws and HTTP alike) under the guard: the resolver finds its LiveOperation in
 * `ctx.live` and registers what it must keep being allowed to do.
 */
export function liveGuardPlugin(guard: LiveGuard): Plugin<{ token?: string; live?: LiveOperation }> {
  return {
    onSubscribe: ({ args }) => {
      const ctx = args.contextValue as { token?: string; live?: LiveOperation };
      const entry = guard.register(ctx.token);
      ctx.live = entry;
      return {
        onSubscribeResult: ({ result, setResult }) => {
          if (Symbol.asyncIterator in result) setResult(guarded(result as AsyncIterable<never>, entry, guard));
          else guard.release(entry);
        },
      };
    },
  };
}
