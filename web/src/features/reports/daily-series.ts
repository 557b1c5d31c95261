import { dayAfter } from '@signage/domain/reports';
import { formatCalendarDay } from '../../lib/display-time.ts';

/** Beyond about three years a day's bar is under a pixel wide; the days with plays are then all a chart shows. */
const MOST_DAYS_FILLED = 1100;

/**
 * The days from `from` to `to` (YYYY-MM-DD, both included), each with its row or an empty one: a daily chart
 * that closed up the days without plays would put two weeks apart side by side, as if they followed each other.
 * Rows outside the range are kept, in order.
 */
export function everyDay<T extends { day: string }>(
  rows: readonly T[],
  from: string,
  to: string,
  empty: (day: string) => T,
): T[] {
  const inOrder = () => [...rows].sort((a, b) => a.day.localeCompare(b.day));
  // A range not known yet (the report still loading): the rows as they are.
  if (!from || !to) return inOrder();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const first = [from, ...byDay.keys()].reduce((a, b) => (b < a ? b : a));
  const last = [to, ...byDay.keys()].reduce((a, b) => (b > a ? b : a));
  const days: T[] = [];
  for (let day = first; day <= last; day = dayAfter(day)) {
    if (days.length === MOST_DAYS_FILLED) return inOrder();
    days.push(byDay.get(day) ?? empty(day));
  }
  return days;
}

/** The days to label on a daily chart's axis: all of them up to `most`, else every n-th one (the first included). */
export function dayTicks(days: readonly { day: string }[], most = 10): string[] {
  const step = Math.ceil(days.length / most);
  return days.filter((_, i) => i % step === 0).map((d) => d.day);
}

/**
 * The day labels of a daily chart, written as the console writes dates ("30th Oct"), with the year only where the
 * chart's days run over more than one: an axis of "2026-10-30" reads as nowhere else in the console does.
 */
export function dayTickFormat(days: readonly { day: string }[]): (day: string | number) => string {
  const years = new Set(days.map((d) => d.day.slice(0, 4)));
  return (day) => formatCalendarDay(String(day), years.size > 1);
}

/**
 * The day axis of a daily bar chart: a label every few days (at most `most`), and its tooltips, written as the
 * console writes dates. Spread into the chart: `{...dayAxis(days)}`.
 */
export function dayAxis(days: readonly { day: string }[], most = 10, tickRotation = -45) {
  const format = dayTickFormat(days);
  return {
    axisBottom: { tickRotation, tickValues: dayTicks(days, most), format },
    tooltipLabel: (bar: { id: string | number; indexValue: string | number }) =>
      `${bar.id} - ${format(bar.indexValue)}`,
  };
}
