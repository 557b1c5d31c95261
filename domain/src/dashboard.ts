/**
 * Dashboard cards (spec 01 §2, §3, §9): what a card holds, how many devices it shows, the checks a saved
 * dashboard passes on the server and in the console. Pure.
 */
import { CARD_INITIAL_DEVICES, CARD_LOAD_MORE_DEVICES, CARD_MAX_DEVICES } from './constants.ts';
import { isValidTag } from './tags.ts';

/** Spec 01 §2: the title a new card starts with. */
export const NEW_CARD_TITLE = 'New Card Title';

/**
 * What a card shows: the devices of its tag search (the spec's card), or the table widget (8 rows per page) or
 * the tag cloud (top 8 tags) over the same search.
 */
export const DASHBOARD_CARD_KINDS = ['devices', 'table', 'tag-cloud'] as const;
export type DashboardCardKind = (typeof DASHBOARD_CARD_KINDS)[number];

/** Limits of a saved dashboard, beyond the spec: they keep a user's settings row small. */
export const MAX_DASHBOARD_CARDS = 50;
export const MAX_CARD_TITLE_LENGTH = 200;
export const MAX_CARD_TAGS = 20;
/** The card grid: 12 columns; a card's position and size stay inside it. */
export const DASHBOARD_COLUMNS = 12;
export const MAX_CARD_ROW = 1000;
export const MAX_CARD_HEIGHT = 20;

/** The tag cloud shows the most used tags. */
export const TAG_CLOUD_SIZE = 8;

export interface CardPosition {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface DashboardCardValue {
  name: string;
  tags: { name: string; color?: string | null }[];
  /** One of DASHBOARD_CARD_KINDS; anything else is refused by dashboardProblem. */
  kind?: string | null;
  position?: CardPosition | null;
  /** Search results while shown; never saved (spec 01 §3). */
  results?: unknown;
}

/** The cards as saved: results cleared from each (spec 01 §3). */
export function withoutResults<T extends DashboardCardValue>(cards: readonly T[]): Omit<T, 'results'>[] {
  return cards.map(({ results: _results, ...card }) => card);
}

/** How many devices a card shows after one more "load more": +20, never above 100. */
export function nextDeviceLimit(current: number): number {
  return Math.min(Math.max(current, CARD_INITIAL_DEVICES) + CARD_LOAD_MORE_DEVICES, CARD_MAX_DEVICES);
}

/** Whether "load more" can still add devices, or the card shows the limit message. */
export function canLoadMore(limit: number, total: number): boolean {
  return limit < CARD_MAX_DEVICES && total > limit;
}

/** Whether the card reached the 100 limit with more devices left unshown: the limit message is due. */
export function reachedDeviceLimit(limit: number, total: number): boolean {
  return limit >= CARD_MAX_DEVICES && total > CARD_MAX_DEVICES;
}

function positionProblem(p: CardPosition): string | undefined {
  const whole = [p.x, p.y, p.w, p.h].every(Number.isInteger);
  if (!whole || p.x < 0 || p.y < 0 || p.y > MAX_CARD_ROW || p.w < 1 || p.h < 1 || p.h > MAX_CARD_HEIGHT) {
    return 'A card position must be whole grid cells inside the dashboard.';
  }
  if (p.x + p.w > DASHBOARD_COLUMNS) return `A card must fit in ${DASHBOARD_COLUMNS} columns.`;
  return undefined;
}

/** The first problem with a dashboard about to be saved, or undefined when it may be saved. */
export function dashboardProblem(cards: readonly DashboardCardValue[]): string | undefined {
  if (cards.length > MAX_DASHBOARD_CARDS) return `A dashboard holds at most ${MAX_DASHBOARD_CARDS} cards.`;
  for (const card of cards) {
    if (card.name.trim() === '') return 'A card needs a title.';
    if (card.name.length > MAX_CARD_TITLE_LENGTH) {
      return `A card title is at most ${MAX_CARD_TITLE_LENGTH} characters.`;
    }
    if (card.tags.length > MAX_CARD_TAGS) return `A card has at most ${MAX_CARD_TAGS} tags.`;
    const invalid = card.tags.find((t) => !isValidTag(t.name) || t.name.startsWith('#'));
    if (invalid) return `Invalid tag "${invalid.name}" on card "${card.name}".`;
    if (card.kind != null && !(DASHBOARD_CARD_KINDS as readonly string[]).includes(card.kind)) {
      return `Unknown card kind "${card.kind}".`;
    }
    const position = card.position ? positionProblem(card.position) : undefined;
    if (position) return position;
  }
  return undefined;
}

/** The tag cloud: the `size` tags most carried by `items`, most first, then by name. */
export function topTags(
  items: readonly { tags: readonly { name: string; color?: string | null }[] }[],
  size = TAG_CLOUD_SIZE,
): { name: string; color: string | null; count: number }[] {
  const counts = new Map<string, { name: string; color: string | null; count: number }>();
  for (const item of items) {
    for (const tag of item.tags) {
      const entry = counts.get(tag.name) ?? { name: tag.name, color: tag.color ?? null, count: 0 };
      entry.count++;
      counts.set(tag.name, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, size);
}
