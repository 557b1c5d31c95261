import { describe, expect, it } from 'vitest';
import {
  canLoadMore,
  dashboardProblem,
  MAX_DASHBOARD_CARDS,
  nextDeviceLimit,
  reachedDeviceLimit,
  topTags,
  withoutResults,
} from './dashboard.ts';

const card = (over = {}) => ({ name: 'Lobby', tags: [{ name: 'lobby', color: null }], ...over });

describe('dashboard cards', () => {
  it('saves cards without their results', () => {
    expect(withoutResults([{ ...card(), results: [{ object_id: 1 }] }])).toEqual([card()]);
  });

  it('loads 20 more each time from 40 and stops at 100', () => {
    const limits = [40];
    while (limits.at(-1)! < 100) limits.push(nextDeviceLimit(limits.at(-1)!));
    expect(limits).toEqual([40, 60, 80, 100]);
    expect(canLoadMore(80, 150)).toBe(true);
    expect(canLoadMore(100, 150)).toBe(false);
    expect(canLoadMore(40, 40)).toBe(false);
    expect(reachedDeviceLimit(100, 101)).toBe(true);
    expect(reachedDeviceLimit(100, 100)).toBe(false);
  });

  it('refuses too many cards, long titles, invalid tags and positions outside the grid', () => {
    expect(dashboardProblem([card()])).toBeUndefined();
    expect(dashboardProblem(Array.from({ length: MAX_DASHBOARD_CARDS + 1 }, () => card()))).toBe(
      'A dashboard holds at most 50 cards.',
    );
    expect(dashboardProblem([card({ name: 'x'.repeat(201) })])).toBe('A card title is at most 200 characters.');
    expect(dashboardProblem([card({ name: '  ' })])).toBe('A card needs a title.');
    expect(dashboardProblem([card({ tags: [{ name: 'two words' }] })])).toBe(
      'Invalid tag "two words" on card "Lobby".',
    );
    expect(dashboardProblem([card({ position: { x: 10, y: 0, w: 4, h: 3 } })])).toBe('A card must fit in 12 columns.');
    expect(dashboardProblem([card({ kind: 'pie' as never })])).toBe('Unknown card kind "pie".');
  });

  it('ranks the tag cloud by count, then name, top 8', () => {
    const items = [
      { tags: [{ name: 'b' }, { name: 'a' }] },
      { tags: [{ name: 'b' }, { name: 'c', color: 'red' }] },
      ...Array.from({ length: 9 }, (_, i) => ({ tags: [{ name: `z${i}` }] })),
    ];
    const cloud = topTags(items);
    expect(cloud).toHaveLength(8);
    expect(cloud.slice(0, 3)).toEqual([
      { name: 'b', color: null, count: 2 },
      { name: 'a', color: null, count: 1 },
      { name: 'c', color: 'red', count: 1 },
    ]);
  });
});
