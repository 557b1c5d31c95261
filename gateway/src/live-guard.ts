import { createHash } from 'node:crypto';
import { MAX_LIST_IDS } from '@signage/contract/common';
import { notFoundMessage } from '@signage/domain/messages';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Pool } from 'undici';
import { RestClient } from './rest/client.ts';
import { userError } from './rest/errors.ts';

/** What a subscription resolver registers: a check that throws once the caller may no longer watch. */
export type AccessCheck = () => Promise<unknown>;

/** One live operation: its token, the checks its resolver registered, and how it is ended. */
export interface LiveOperation {
  /** Re-run on every sweep; a FORBIDDEN, NOT_FOUND or UNAUTHENTICATED answer ends the operation. */
  recheck(check: AccessCheck): void;
  /**
   * Re-checks on every sweep that the caller still sees these devices. Batched: all the devices a token's live
   * operations watch are asked about in a few list calls per sweep, however many operations watch them.
   */
  recheckDevices(deviceIds: readonly number[]): void;
}

/**
 * Kept small: one gateway holds 50,000 of these (the subscribers bench), and what each costs is heap the garbage
 * collector walks on every full collection. So no AbortController (an EventTarget each), no token hash per entry
 * and no closures (methods live on the prototype; under tsx each named closure also carries a 256-byte property
 * store for its name): an ended entry has its `reason`, and the one wait in progress is woken through `wake`.
 */
export class Entry implements LiveOperation {
  readonly checks: AccessCheck[] = [];
  readonly devices: number[] = [];
  /** Why the operation ended; set once, when it ends. */
  reason?: GraphQLError;
  /** Ends the wait for the operation's next event, while one is in progress. */
  wake?: () => void;

  constructor(
    readonly token: string | undefined,
    private readonly entries: Set<Entry>,
  ) {}

  recheck(check: AccessCheck) {
    this.checks.push(check);
  }

  recheckDevices(ids: readonly number[]) {
    this.devices.push(...ids);
  }

  end(error: GraphQLError) {
    if (this.reason) return;
    this.reason = error;
    this.entries.delete(this);
    this.wake?.();
  }
}

export const SESSION_ENDED = 'Your session has ended. Sign in again to keep watching.';
export const ACCESS_ENDED = 'You no longer have access to what this subscription watches.';

const ENDING_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']);

/**
 * REST calls one sweep has in flight at most. A sweep must not take the REST pool from the requests people are
 * waiting for: with 5,000 watchers it once queued 5,000 access checks ahead of every command sent meanwhile
 * (the subscribers bench measured sendDeviceCommand stalled for seconds at every 30 s sweep).
 */
const SWEEP_CONCURRENCY = 4;

/**
 * Ends live subscriptions whose token was revoked or whose rights changed. The truth lives in the database
 * behind /api, so every gateway sweeping its own operations sees a sign-out or a demotion made through any
 * other gateway (or the REST service directly) within one period; a sign-out through this gateway ends its
 * operations at once. Per sweep: one session check per token, one list call per 1,000 devices a token watches
 * (whatever the number of watchers), the other registered checks once each; at most SWEEP_CONCURRENCY calls at once.
 */
export class LiveGuard {
  private readonly entries = new Set<Entry>();
  private readonly timer: NodeJS.Timeout;
  private sweeping: Promise<void> | undefined;
  /** Per token: the device checks asked for in this tick, not yet sent (see seesDevice). */
  private readonly deviceChecks = new Map<string | undefined, DataLoader<number, void>>();

  constructor(
    private readonly pool: Pool,
    readonly periodMs = 30_000,
  ) {
    this.timer = setInterval(() => void this.sweep(), periodMs);
    this.timer.unref();
  }

  register(token: string | undefined): Entry {
    const entry = new Entry(token, this.entries);
    this.entries.add(entry);
    return entry;
  }

  /** Live operations whose resolver got past its access check and registered a re-check (tests wait on this). */
  get checked(): number {
    let count = 0;
    for (const entry of this.entries) if (entry.checks.length > 0 || entry.devices.length > 0) count++;
    return count;
  }

  release(entry: Entry) {
    this.entries.delete(entry);
  }

  /** Puts a live operation under the guard: its resolver finds it in `ctx.live` and registers its re-checks there. */
  open(ctx: { token?: string; live?: LiveOperation }): Entry {
    const entry = this.register(ctx.token);
    ctx.live = entry;
    return entry;
  }

  /**
   * What subscribing answered, under the guard: the event stream, each event turned into its result by `map` when
   * given, until the operation ends; an answer without a stream (a refusal) as it is, its entry released.
   */
  follow<T, R>(entry: Entry, answer: AsyncIterable<T> | R, map?: (event: T) => R | Promise<R>) {
    if (typeof answer === 'object' && answer !== null && Symbol.asyncIterator in answer)
      return new Guarded<T, R>(answer as AsyncIterable<T>, entry, this, map);
    this.release(entry);
    return answer as R;
  }

  /**
   * Resolves when the token's caller may see the device (NOT_FOUND otherwise, FORBIDDEN without the right to view
   * devices). The checks asked for in one tick under one token go to /api as one list call with their ids: 50,000
   * watchers subscribing made 50,000 calls before.
   */
  seesDevice(token: string | undefined, deviceId: number): Promise<void> {
    let loader = this.deviceChecks.get(token);
    if (!loader) {
      const batch = new DataLoader<number, void>(
        async (ids) => {
          if (this.deviceChecks.get(token) === batch) this.deviceChecks.delete(token);
          const visible = await visibleDevices(new RestClient(this.pool, { token }), ids);
          return ids.map((id) => (visible.has(id) ? undefined : userError('NOT_FOUND', notFoundMessage('Device', id))));
        },
        { cache: false, maxBatchSize: MAX_LIST_IDS },
      );
      loader = batch;
      this.deviceChecks.set(token, loader);
    }
    return loader.load(deviceId);
  }

  /** A sign-out through this gateway: end the token's operations now rather than at the next sweep. */
  revoke(token: string) {
    this.revokeHash(tokenHash(token));
  }

  /** A sign-out anywhere (the api's stream of session changes names the token by its hash). */
  revokeHash(hash: string) {
    // Each token hashed once per revocation, not kept per entry: revocations are rare, entries many.
    const hashes = new Map<string, string>();
    for (const entry of this.entries) {
      if (entry.token === undefined) continue;
      const entryHash = hashes.get(entry.token) ?? tokenHash(entry.token);
      hashes.set(entry.token, entryHash);
      if (entryHash === hash) entry.end(sessionEnded());
    }
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
    for (const entry of this.entries) {
      const entries = byToken.get(entry.token);
      if (entries) entries.push(entry);
      else byToken.set(entry.token, [entry]);
    }
    const limit = limiter(SWEEP_CONCURRENCY);
    await Promise.all(
      [...byToken].map(async ([token, entries]) => {
        const rest = new RestClient(this.pool, { token });
        const ending = await limit(() => failure(() => rest.get('/users/me')));
        if (ending) {
          for (const entry of entries) entry.end(sessionEnded());
          return;
        }
        await Promise.all([
          this.checkDevices(rest, entries, limit),
          ...entries.map(async (entry) => {
            for (const check of entry.checks) {
              const code = await limit(() => failure(check));
              // A token revoked between the session check and this one shows here as UNAUTHENTICATED.
              if (code) return entry.end(code === 'UNAUTHENTICATED' ? sessionEnded() : accessEnded());
            }
          }),
        ]);
      }),
    );
  }

  /** The devices a token's operations watch, asked about together: the list leaves out those it may not see. */
  private async checkDevices(rest: RestClient, entries: Entry[], limit: Limiter) {
    const watching = entries.filter((entry) => entry.devices.length > 0);
    const ids = [...new Set(watching.flatMap((entry) => entry.devices))];
    /** Devices the api answered about this time (an unreachable api judges nothing) and those it listed. */
    const judged = new Set<number>();
    const visible = new Set<number>();
    let ending: string | undefined;
    await Promise.all(
      chunks(ids, MAX_LIST_IDS).map((chunk) =>
        limit(async () => {
          try {
            for (const id of await visibleDevices(rest, chunk)) visible.add(id);
            for (const id of chunk) judged.add(id);
          } catch (error) {
            const code = error instanceof GraphQLError ? String(error.extensions.code) : undefined;
            if (code && ENDING_CODES.has(code)) ending ??= code;
          }
        }),
      ),
    );
    for (const entry of watching) {
      // 403: the caller may no longer view devices at all; 401: the token went between the two calls.
      if (ending) entry.end(ending === 'UNAUTHENTICATED' ? sessionEnded() : accessEnded());
      else if (entry.devices.some((id) => judged.has(id) && !visible.has(id))) entry.end(accessEnded());
    }
  }

  close() {
    clearInterval(this.timer);
  }
}

type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

/** Runs the tasks given to it at most `concurrency` at a time, in the order given. */
function limiter(concurrency: number): Limiter {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    // A finishing task hands its slot straight to the next one waiting.
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

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

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const sessionEnded = () => new GraphQLError(SESSION_ENDED, { extensions: { code: 'UNAUTHENTICATED' } });
/**
 * Which of these devices (at most MAX_LIST_IDS) the REST client's caller may see: one list call with their ids,
 * asking for their ids only.
 */
async function visibleDevices(rest: RestClient, ids: readonly number[]): Promise<Set<number>> {
  const { devices } = await rest.get('/devices/', {
    query: { ids: [...ids], page_size: ids.length, fields: ['device_id'] },
  });
  return new Set(devices.map((device) => device.device_id));
}

const accessEnded = () => new GraphQLError(ACCESS_ENDED, { extensions: { code: 'FORBIDDEN' } });

/**
 * The subscription's events until it ends; then one last result carrying the reason. A plain iterator, not an
 * async generator: a generator's return() waits for its pending await, so a watcher going away would not
 * release the source (and its broker subscription) until the next event. A class rather than closures: one
 * gateway holds 50,000 of these, and their methods are shared on the prototype. With `map`, it also turns each
 * source event into the operation's result (live-subscribe.ts), so a graphql-ws watcher needs no other layer.
 */
class Guarded<T, R = T> implements AsyncIterableIterator<R> {
  readonly #iterator: AsyncIterator<T>;
  #finished = false;

  constructor(
    source: AsyncIterable<T>,
    readonly entry: Entry,
    readonly guard: LiveGuard,
    readonly map?: (event: T) => R | Promise<R>,
  ) {
    this.#iterator = source[Symbol.asyncIterator]();
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  async next(): Promise<IteratorResult<R>> {
    if (this.#finished) return { done: true, value: undefined };
    const next = await this.#nextOrEnded();
    if (next === 'ended') {
      await this.#finish();
      return { done: false, value: { errors: [this.entry.reason ?? accessEnded()] } as R };
    }
    if (next.done) {
      await this.#finish();
      return next;
    }
    return { done: false, value: this.map ? await this.map(next.value) : (next.value as unknown as R) };
  }

  async return(): Promise<IteratorResult<R>> {
    await this.#finish();
    return { done: true, value: undefined };
  }

  async throw(error?: unknown): Promise<IteratorResult<R>> {
    await this.#finish();
    throw error;
  }

  async #finish() {
    if (this.#finished) return;
    this.#finished = true;
    this.guard.release(this.entry);
    await this.#iterator.return?.();
  }

  /**
   * The next event, or 'ended' once the operation is ended. The entry holds only the wait in progress: racing
   * every event against one long-lived promise would keep a reaction per event until the operation ends.
   */
  #nextOrEnded() {
    const entry = this.entry;
    return new Promise<IteratorResult<T> | 'ended'>((resolve, reject) => {
      if (entry.reason) return resolve('ended');
      entry.wake = () => resolve('ended');
      this.#iterator.next().then(
        (result) => {
          entry.wake = undefined;
          resolve(result);
        },
        (error: unknown) => {
          entry.wake = undefined;
          reject(error);
        },
      );
    });
  }
}

/**
 * Puts every subscription (graphql-ws and HTTP alike) under the guard: the resolver finds its LiveOperation in
 * `ctx.live` and registers what it must keep being allowed to do.
 */
export function liveGuardPlugin(guard: LiveGuard): Plugin<{ token?: string; live?: LiveOperation }> {
  return {
    onSubscribe: ({ args }) => {
      const entry = guard.open(args.contextValue as { token?: string; live?: LiveOperation });
      return {
        onSubscribeResult: ({ result, setResult }) => setResult(guard.follow(entry, result)),
      };
    },
  };
}
