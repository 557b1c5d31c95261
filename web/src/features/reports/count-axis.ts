import { formatCount } from '../../lib/format-count.ts';

/**
 * The value axis of a chart of counts (plays, touches): whole numbers only. Left to itself nivo asks d3 for about
 * ten ticks, which on a small range are 0.2, 0.4, … 2.8 — fractions of a play. Up to ten, every whole number is
 * a tick; above, six ticks are asked for, and d3's steps over such a range are whole (2, 5, 10, …).
 */
export function countAxis(rows: readonly Record<string, unknown>[], keys: readonly string[]) {
  // Bars stack their keys, so the axis reaches the largest sum.
  const top = Math.max(
    0,
    ...rows.map((row) => keys.reduce((sum, key) => sum + (typeof row[key] === 'number' ? row[key] : 0), 0)),
  );
  const tickValues = top > 10 ? 6 : Array.from({ length: Math.max(top, 1) + 1 }, (_, i) => i);
  return { axisLeft: { tickValues, format: formatCount }, gridYValues: tickValues, valueFormat: formatCount };
}
