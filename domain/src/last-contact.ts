/**
 * The last-contact filters of spec 02 §5 and §9: a minimum and a maximum dropdown, each an option that stands
 * for a date before now. Pure: `now` is passed in.
 */

const MINUTE_MS = 60_000;

const LAST_CONTACT_UNLIMITED_FROM = new Date('2010-01-01T00:00:00Z');

type Offset = { ms: number } | { months: number } | 'unlimited';
const option = <V extends string>(value: V, label: string, offset: Offset) => ({ value, label, offset });

/** The dropdown options, newest first. Months are calendar months. */
export const LAST_CONTACT_OPTIONS = [
  option('now', 'now', { ms: 0 }),
  option('30sec', '30 sec ago', { ms: 30_000 }),
  option('1min', '1 min ago', { ms: MINUTE_MS }),
  option('5min', '5 min ago', { ms: 5 * MINUTE_MS }),
  option('30min', '30 min ago', { ms: 30 * MINUTE_MS }),
  option('1hour', '1 hour ago', { ms: 60 * MINUTE_MS }),
  option('5hours', '5 hours ago', { ms: 300 * MINUTE_MS }),
  option('1day', '1 day ago', { ms: 1440 * MINUTE_MS }),
  option('10days', '10 days ago', { ms: 14_400 * MINUTE_MS }),
  option('1month', '1 month ago', { months: 1 }),
  option('2months', '2 months ago', { months: 2 }),
  option('unlimited', 'Unlimited', 'unlimited'),
] as const;

export type LastContactOption = (typeof LAST_CONTACT_OPTIONS)[number]['value'];

/** Each option as an identifier (GraphQL enum values cannot start with a digit): SEC_30, MIN_1 ... */
export const LAST_CONTACT_NAMES = {
  now: 'NOW',
  '30sec': 'SEC_30',
  '1min': 'MIN_1',
  '5min': 'MIN_5',
  '30min': 'MIN_30',
  '1hour': 'HOUR_1',
  '5hours': 'HOURS_5',
  '1day': 'DAY_1',
  '10days': 'DAYS_10',
  '1month': 'MONTH_1',
  '2months': 'MONTHS_2',
  unlimited: 'UNLIMITED',
} as const satisfies Record<LastContactOption, string>;

/**
 * The date an option stands for. The minimum is the most recent contact shown and defaults to now; the maximum
 * is the oldest and defaults to unlimited (2010-01-01).
 */
export function lastContactDate(value: LastContactOption | undefined, bound: 'min' | 'max', now: Date): Date {
  const chosen = value ?? (bound === 'min' ? 'now' : 'unlimited');
  const offset = LAST_CONTACT_OPTIONS.find((o) => o.value === chosen)?.offset;
  if (offset === undefined) throw new RangeError(`Unknown last-contact option "${chosen}"`);
  if (offset === 'unlimited') return new Date(LAST_CONTACT_UNLIMITED_FROM);
  if ('months' in offset) {
    const date = new Date(now);
    date.setUTCMonth(date.getUTCMonth() - offset.months);
    return date;
  }
  return new Date(now.getTime() - offset.ms);
}

/** Both filters as a date range, earliest first, whatever order the two dropdowns were set in. */
export function lastContactRange(min: LastContactOption | undefined, max: LastContactOption | undefined, now: Date) {
  const a = lastContactDate(min, 'min', now);
  const b = lastContactDate(max, 'max', now);
  return a <= b ? { from: a, to: b } : { from: b, to: a };
}
