import { TOUCH_BUCKETS, type TouchBucket } from '@signage/domain/reports';
import { formatCalendarDay } from '../../lib/display-time.ts';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A bucket as the console shows it: the date, the day's name (ISO 1 = Monday) or the hour as 09:00. */
export function bucketLabel(bucket: TouchBucket, value: string): string {
  if (bucket === 'dow') return DAYS[Number(value) - 1] ?? value;
  if (bucket === 'hour') return `${value.padStart(2, '0')}:00`;
  return formatCalendarDay(value);
}

/** Buckets in their order (days and hours as numbers, not as text: 10 after 9). */
export function compareBuckets(bucket: TouchBucket, a: string, b: string): number {
  return bucket === 'date' ? a.localeCompare(b) : Number(a) - Number(b);
}

const MAX_SERIES = 10;
export const OTHER_SERIES = 'Other';

/** A bar of the touch chart: its bucket (by date, the day itself, YYYY-MM-DD) and a count per series. */
export type TouchBar = { bucket: string; key: string } & Record<string, string | number>;

/**
 * The bar chart's data: one bar per bucket, stacked by what the rows are grouped by; past the ten largest groups
 * the rest are summed as "Other", so the legend stays readable. Bars by date are keyed by the day (YYYY-MM-DD), for
 * the chart's day axis to label; the others by their label (Monday, 09:00).
 */
export function touchBars(bucket: TouchBucket, rows: readonly { name: string; bucket: string; count: number }[]) {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.name, (totals.get(r.name) ?? 0) + r.count);
  const ranked = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
  const kept = new Set(ranked.slice(0, MAX_SERIES));
  const keys = ranked.length > MAX_SERIES ? [...kept, OTHER_SERIES] : ranked;
  const bars = new Map<string, TouchBar>();
  for (const r of rows) {
    const bar = bars.get(r.bucket) ?? {
      bucket: bucket === 'date' ? r.bucket : bucketLabel(bucket, r.bucket),
      key: r.bucket,
    };
    const series = kept.has(r.name) ? r.name : OTHER_SERIES;
    bar[series] = ((bar[series] as number | undefined) ?? 0) + r.count;
    bars.set(r.bucket, bar);
  }
  const data = [...bars.values()].sort((a, b) => compareBuckets(bucket, String(a.key), String(b.key)));
  return { keys, data };
}

/** The pie's slices: the rows' counts summed per name (each row a bucket of one name). */
export function pieSlices<R extends { name: string; count: number }>(rows: readonly R[]) {
  const slices = new Map<string, { id: string; label: string; value: number; row: R }>();
  for (const r of rows) {
    const known = slices.get(r.name);
    if (known) known.value += r.count;
    else slices.set(r.name, { id: r.name, label: r.name, value: r.count, row: r });
  }
  return [...slices.values()].sort((a, b) => b.value - a.value);
}

export const isTouchBucket = (value: string): value is TouchBucket => TOUCH_BUCKETS.includes(value as TouchBucket);
