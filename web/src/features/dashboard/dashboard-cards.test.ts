import { describe, expect, it } from 'vitest';
import { type CardState, freeSlot, newCard } from './dashboard-cards.ts';

const at = (x: number, y: number, w = 4, h = 9): CardState => ({
  key: `k${x}-${y}`,
  name: 'c',
  kind: 'DEVICES',
  tags: [],
  position: { x, y, w, h },
});

describe('placing a new card', () => {
  it('takes the first free place on the top row, then under the shortest card', () => {
    expect(freeSlot([], 4, 9)).toEqual({ x: 0, y: 0, w: 4, h: 9 });
    expect(freeSlot([at(0, 0)], 4, 9)).toEqual({ x: 4, y: 0, w: 4, h: 9 });
    expect(freeSlot([at(0, 0), at(4, 0), at(8, 0, 4, 5)], 4, 5)).toEqual({ x: 8, y: 5, w: 4, h: 5 });
    expect(freeSlot([at(0, 0, 12, 3)], 6, 9)).toEqual({ x: 0, y: 3, w: 6, h: 9 });
  });

  it('titles a new card "New Card Title" with no tags', () => {
    expect(newCard('TAG_CLOUD', [at(0, 0)])).toMatchObject({
      name: 'New Card Title',
      kind: 'TAG_CLOUD',
      tags: [],
      position: { x: 4, y: 0, w: 4, h: 5 },
    });
  });
});
