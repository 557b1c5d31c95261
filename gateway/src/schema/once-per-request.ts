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
