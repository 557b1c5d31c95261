import { describe, expect, it } from 'vitest';
import { type CardState, freeSlot, moveInReadingOrder, newCard } from './dashboard-cards.ts';

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

describe('moving a card by keyboard', () => {
  const a = { ...at(0, 0), key: 'a' };
  const b = { ...at(4, 0), key: 'b' };
  const c = { ...at(8, 0, 4, 5), key: 'c' };
  const d = { ...at(8, 5, 4, 5), key: 'd' };
  const place = (cards: CardState[]) => Object.fromEntries(cards.map((card) => [card.key, card.position]));

  it('swaps places with the card before or after it in reading order, keeping every size', () => {
    expect(place(moveInReadingOrder([a, b, c, d], 'b', -1))).toEqual({
      b: { x: 0, y: 0, w: 4, h: 9 },
      a: { x: 4, y: 0, w: 4, h: 9 },
      c: { x: 8, y: 0, w: 4, h: 5 },
      d: { x: 8, y: 5, w: 4, h: 5 },
    });
    expect(place(moveInReadingOrder([a, b, c, d], 'c', 1))).toEqual({
      a: { x: 0, y: 0, w: 4, h: 9 },
      b: { x: 4, y: 0, w: 4, h: 9 },
      d: { x: 8, y: 0, w: 4, h: 5 },
      c: { x: 8, y: 5, w: 4, h: 5 },
    });
  });

  it('leaves the cards as they are at either end, and keeps their order in the saved list', () => {
    expect(moveInReadingOrder([a, b], 'a', -1)).toEqual([a, b]);
    expect(moveInReadingOrder([a, b], 'b', 1)).toEqual([a, b]);
    expect(moveInReadingOrder([a, b], 'a', 1).map((card) => card.key)).toEqual(['a', 'b']);
  });
});
