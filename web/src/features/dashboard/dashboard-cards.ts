import { DASHBOARD_COLUMNS, NEW_CARD_TITLE, withoutResults } from '@signage/domain/dashboard';
import type { DashboardCard_CardFragment, DashboardCardInput, DashboardCardKind } from '../../gql/graphql.ts';

/** A card on screen: what is saved, plus a key of this page's own so cards keep their state when one goes. */
export interface CardState extends DashboardCard_CardFragment {
  key: string;
  /** What the card's search found, while shown; never saved (spec 01 §3). */
  results?: unknown;
}

export interface GridPosition {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The size a new card of each kind takes on the 12-column grid (rows of ROW_HEIGHT pixels). */
export const CARD_SIZES: Record<DashboardCardKind, { w: number; h: number }> = {
  DEVICES: { w: 4, h: 9 },
  TABLE: { w: 6, h: 9 },
  TAG_CLOUD: { w: 4, h: 5 },
};
export const ROW_HEIGHT = 40;

let nextKey = 0;
const newKey = () => `card-${++nextKey}`;

/** Cards as loaded; a card saved without a position (by another client) is placed in reading order. */
export function cardsFromServer(cards: readonly DashboardCard_CardFragment[]): CardState[] {
  return cards.map((card, index) => {
    const size = CARD_SIZES[card.kind];
    const perRow = Math.max(1, Math.floor(DASHBOARD_COLUMNS / size.w));
    const position = card.position ?? {
      x: (index % perRow) * size.w,
      y: Math.floor(index / perRow) * size.h,
      ...size,
    };
    return { ...card, position, key: newKey() };
  });
}

const overlaps = (a: GridPosition, b: GridPosition) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The highest, then leftmost, free place for a w×h card: where the grid's upward compaction would leave it. */
export function freeSlot(cards: readonly CardState[], w: number, h: number): GridPosition {
  const taken = cards.flatMap((c) => (c.position ? [c.position] : []));
  const bottom = Math.max(0, ...taken.map((p) => p.y + p.h));
  for (let y = 0; y <= bottom; y++) {
    for (let x = 0; x + w <= DASHBOARD_COLUMNS; x++) {
      const place = { x, y, w, h };
      // Upward compaction would lift a card with room above it: only places resting on something count.
      const resting = y === 0 || taken.some((p) => overlaps({ ...place, y: y - 1 }, p));
      if (resting && !taken.some((p) => overlaps(place, p))) return place;
    }
  }
  return { x: 0, y: bottom, w, h };
}

/** A new card of `kind`, titled "New Card Title" (spec 01 §2), in the first free place of the grid. */
export function newCard(kind: DashboardCardKind, cards: readonly CardState[]): CardState {
  const { w, h } = CARD_SIZES[kind];
  return { key: newKey(), name: NEW_CARD_TITLE, kind, tags: [], position: freeSlot(cards, w, h) };
}

/** The save payload: the cards as stored, with their results cleared (spec 01 §3) and nothing of this page. */
export function toCardInputs(cards: readonly CardState[]): DashboardCardInput[] {
  return withoutResults(cards).map((card) => ({
    name: card.name,
    kind: card.kind,
    tags: card.tags.map((tag) => ({ name: tag.name, color: tag.color })),
    position: card.position
      ? { x: card.position.x, y: card.position.y, w: card.position.w, h: card.position.h }
      : undefined,
  }));
}

/** The cards with the grid's positions applied (the grid keys its items by card key). */
export function withPositions(
  cards: readonly CardState[],
  layout: readonly (GridPosition & { i: string })[],
): CardState[] {
  const byKey = new Map(layout.map((item) => [item.i, item]));
  return cards.map((card) => {
    const item = byKey.get(card.key);
    return item ? { ...card, position: { x: item.x, y: item.y, w: item.w, h: item.h } } : card;
  });
}

/** Whether the grid moved or resized any card (it reports a layout on every render, too). */
export function positionsChanged(cards: readonly CardState[], next: readonly CardState[]): boolean {
  return cards.some((card, i) => {
    const a = card.position;
    const b = next[i]?.position;
    return !a || !b || a.x !== b.x || a.y !== b.y || a.w !== b.w || a.h !== b.h;
  });
}

/**
 * The keyboard's way of arranging cards (the grid moves them only by mouse): the card swaps places in reading
 * order (top to bottom, left to right) with the one before (`step` -1) or after (+1), and the cards are laid out
 * again in that order, each in the first free place, keeping their sizes. Answers the cards unchanged at either end.
 */
export function moveInReadingOrder(cards: readonly CardState[], key: string, step: -1 | 1): CardState[] {
  const ordered = cards
    .filter((card) => card.position)
    .sort((a, b) => a.position!.y - b.position!.y || a.position!.x - b.position!.x);
  const from = ordered.findIndex((card) => card.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ordered.length) return [...cards];
  [ordered[from], ordered[to]] = [ordered[to]!, ordered[from]!];
  const placed: CardState[] = [];
  for (const card of ordered) placed.push({ ...card, position: freeSlot(placed, card.position!.w, card.position!.h) });
  const byKey = new Map(placed.map((card) => [card.key, card]));
  return cards.map((card) => byKey.get(card.key) ?? card);
}
