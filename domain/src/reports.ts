/**
 * Reports and proof of play (spec 02 §2 "Network status report", "Touch stats report", "Audio and media playback
 * reports"; §5 "Report date range", "Touch stats minimum date"; §9 buckets and default range). Pure.
 */

/** Spec 02 §5: an end date before the start date. */
export const END_BEFORE_START = 'End date must be greater than start date.';
/** Spec 02 §5 / §9: touch statistics start no earlier than 01-January-2015. */
export const TOUCH_MIN_DATE = '2015-01-01';
export const touchBeforeMinimum = (field: string) => `${field} may not be before 01 January 2015.`;

/** Touch buckets (spec 02 §9) and how the console labels them. */
export const TOUCH_BUCKETS = ['date', 'dow', 'hour'] as const;
export type TouchBucket = (typeof TOUCH_BUCKETS)[number];
export const TOUCH_BUCKET_LABELS: Record<TouchBucket, string> = {
  date: 'Date',
  dow: 'Day Of Week',
  hour: 'Hour Of Day',
};

/** Touch groupings: event_name by default (spec 02 §9); media_uri rows show their media item. */
export const TOUCH_GROUPINGS = ['event_name', 'media_uri', 'media_name', 'device_name'] as const;
export type TouchGrouping = (typeof TOUCH_GROUPINGS)[number];
export const DEFAULT_TOUCH_GROUPING: TouchGrouping = 'event_name';

/** Event kinds a player sends. Audio or media playback is told apart by the media item's type. */
export const PLAYER_EVENT_KINDS = ['playback', 'touch'] as const;
export type PlayerEventKind = (typeof PLAYER_EVENT_KINDS)[number];

/** Months of raw player events kept when EVENTS_RETENTION_MONTHS is not set (the current month included). */
export const DEFAULT_EVENTS_RETENTION_MONTHS = 13;

/** Network status buckets and their colours (spec 02 §4), plus closed (trading hours) kept apart. */
export const NETWORK_BUCKET_COLOURS = {
  offline: 'pink',
  '180min': 'orange',
  '60min': 'blue',
  '30min': 'green',
  closed: 'gray',
} as const;

/** The default report range (spec 02 §9): the last month up to now. */
export function defaultReportRange(now: Date): { start: Date; end: Date } {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - 1);
  return { start, end: now };
}

/** Spec 02 §7: media playback sends the day after the chosen end date. */
export function dayAfter(isoDate: string): string {
  const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The player's calendar day and hour of a UTC instant shifted by its offset in minutes. */
export function localDayAndHour(utcMs: number, offsetMinutes: number): { date: string; hour: number } {
  const local = new Date(utcMs + offsetMinutes * 60_000).toISOString();
  return { date: local.slice(0, 10), hour: Number(local.slice(11, 13)) };
}

/** Local wall-clock text of a UTC instant at an offset, e.g. 2026-05-01T14:00:00+02:00 (proof-of-play exports). */
export function localTimeText(utcMs: number, offsetMinutes: number): string {
  const local = new Date(utcMs + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
