import { SEARCH_THROTTLE_MS } from '@signage/domain/constants';
import { describe, expect, it } from 'vitest';
import { searchDelay } from './search-throttle.ts';

describe('search throttle', () => {
  it('lets the first search go at once', () => {
    expect(searchDelay(undefined, 1_000)).toBe(0);
  });

  it('holds a search asked within 5 s of the last one until the 5 s are over', () => {
    expect(SEARCH_THROTTLE_MS).toBe(5_000);
    expect(searchDelay(10_000, 11_000)).toBe(4_000);
    expect(searchDelay(10_000, 14_999)).toBe(1);
    expect(searchDelay(10_000, 15_000)).toBe(0);
    expect(searchDelay(10_000, 60_000)).toBe(0);
  });
});
