import DataLoader from 'dataloader';
import type { Context } from '../context.ts';

/**
 * A call made once per GraphQL request and key, however many fields resolve through it: the first caller's
 * promise is shared by the rest, and dropped with the request.
 */
export function oncePerRequest<K, V>(): (ctx: Context, key: K, load: () => Promise<V>) => Promise<V> {
  const calls = new WeakMap<Context, Map<K, Promise<V>>>();
  return (ctx, key, load) => {
    let byKey = calls.get(ctx);
    if (!byKey) {
      byKey = new Map();
      calls.set(ctx, byKey);
    }
    let call = byKey.get(key);
    if (!call) {
      call = load();
      byKey.set(key, call);
    }
    return call;
  };
}

/**
 * A read batched per GraphQL request: every id asked for in one request goes in one REST call (`batch`, at most
 * `maxBatchSize` ids a call), so a page of devices costs one call, not one a device. An id the call leaves out
 * (gone, or hidden from the caller) is null.
 */
export function batchedPerRequest<V>(
  batch: (ctx: Context, ids: number[]) => Promise<Iterable<readonly [number, V]>>,
  maxBatchSize: number,
): (ctx: Context, id: number) => Promise<V | null> {
  const loaders = new WeakMap<Context, DataLoader<number, V | null>>();
  return (ctx, id) => {
    let loader = loaders.get(ctx);
    if (!loader) {
      loader = new DataLoader(
        async (ids) => {
          const byId = new Map(await batch(ctx, [...ids]));
          return ids.map((key) => byId.get(key) ?? null);
        },
        { maxBatchSize },
      );
      loaders.set(ctx, loader);
    }
    return loader.load(id);
  };
}
