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
