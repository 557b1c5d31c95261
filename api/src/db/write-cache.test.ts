import { describe, expect, it } from 'vitest';
import { WriteInvalidatedCache } from './write-cache.ts';

describe('WriteInvalidatedCache', () => {
  it('keeps an answer read before no write, and drops one read across a write', () => {
    const cache = new WriteInvalidatedCache<string, number>(true, 10);
    const before = cache.generation;
    cache.set('a', 1, before);
    expect(cache.get('a')).toBe(1);
    const reading = cache.generation;
    cache.forget('b');
    cache.set('c', 3, reading);
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    cache.invalidate();
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entries past its weight bound', () => {
    const cache = new WriteInvalidatedCache<string, string>(true, 5);
    cache.set('old', 'x', 0, 3);
    cache.set('new', 'y', 0, 3);
    expect(cache.get('old')).toBeUndefined();
    expect(cache.get('new')).toBe('y');
    cache.set('huge', 'z', 0, 6);
    expect(cache.get('huge')).toBeUndefined();
  });

  it('keeps nothing when disabled (a database with other writers)', () => {
    const cache = new WriteInvalidatedCache<number, boolean>(false, 10);
    cache.set(1, true, cache.generation);
    expect(cache.get(1)).toBeUndefined();
  });
});

/** Two processes' buses joined in memory, as PostgreSQL joins CacheBus listeners. */
function joinedBuses() {
  const buses = [0, 1].map(() => ({
    healthy: true,
    handlers: new Map<string, Set<(key: string | undefined) => void>>(),
    on(name: string, apply: (key: string | undefined) => void) {
      const set = this.handlers.get(name) ?? new Set();
      this.handlers.set(name, set);
      set.add(apply);
      return () => set.delete(apply);
    },
    publish(name: string, key?: string) {
      for (const other of buses) if (other !== this) for (const apply of other.handlers.get(name) ?? []) apply(key);
    },
  }));
  return buses;
}

describe('WriteInvalidatedCache shared across processes', () => {
  it("a forget or invalidate in one process drops the other's entries and its reads in flight", () => {
    const [busA, busB] = joinedBuses();
    const a = new WriteInvalidatedCache<number, string>({ enabled: true, bus: busA }, 10, 'media');
    const b = new WriteInvalidatedCache<number, string>({ enabled: true, bus: busB }, 10, 'media');
    const other = new WriteInvalidatedCache<number, string>({ enabled: true, bus: busB }, 10, 'layouts');
    b.set(1, 'one', b.generation);
    b.set(2, 'two', b.generation);
    other.set(1, 'kept', other.generation);
    const reading = b.generation;
    a.forget(1);
    expect(b.get(1)).toBeUndefined();
    expect(b.get(2)).toBe('two');
    expect(other.get(1)).toBe('kept');
    // Read on B before A's write, answered after it: not kept.
    b.set(3, 'stale', reading);
    expect(b.get(3)).toBeUndefined();
    a.invalidate();
    expect(b.get(2)).toBeUndefined();
  });

  it('keeps and answers nothing while its bus is down', () => {
    const [bus] = joinedBuses();
    const cache = new WriteInvalidatedCache<string, number>({ enabled: true, bus }, 10, 'sessions');
    cache.set('a', 1, cache.generation);
    bus!.healthy = false;
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 2, cache.generation);
    bus!.healthy = true;
    expect(cache.get('b')).toBeUndefined();
  });
});
