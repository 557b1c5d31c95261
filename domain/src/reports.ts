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
export const TOUCH_GROUPINGS = ['event_name', 'media_uri', 'media_name', 'device_name', 'device_tags'] as const;
export type TouchGrouping = (typeof TOUCH_GROUPINGS)[number];
export const TOUCH_GROUPING_LABELS: Record<TouchGrouping, string> = {
  event_name: 'Event Name',
  media_uri: 'Media URI',
  media_name: 'Media Name',
  device_name: 'Device Name',
  device_tags: 'Device Tags',
};
/** What the touch report's aggregate pie may be grouped by (spec 02 §2 "Touch stats report"). */
export const TOUCH_PIE_GROUPINGS = ['event_name', 'media_name', 'device_name', 'device_tags'] as const;
/** The name of a device_tags row of devices without tags. */
export const NO_DEVICE_TAGS = '(no tags)';
export const DEFAULT_TOUCH_GROUPING: TouchGrouping = 'event_name';

/**
 * The most rows a touch stats answer holds. Its groups come from what players send (any media uri, any device), so a
 * long range by date and by device or uri could run to millions of rows: more than a chart or a table can show, and
 * more than one user's request may cost everyone else.
 */
export const MAX_TOUCH_STAT_ROWS = 10_000;
/**
 * The most rows (media items × days) a playback report answers: a year of 270 items. A larger library over a long
 * range is one answer of tens of megabytes to the browser; narrowing by media tags or dates keeps it readable.
 */
export const MAX_PLAYBACK_ROWS = 100_000;
export const PLAYBACK_TOO_MANY = `This report has more than ${MAX_PLAYBACK_ROWS.toLocaleString('en')} rows (media items × days): choose a shorter date range, or fewer devices or media.`;
export const TOUCH_STATS_TOO_MANY = `This report has more than ${MAX_TOUCH_STAT_ROWS.toLocaleString('en')} rows: choose a shorter date range, the day of week or hour of day bucket, or fewer devices or media.`;

/** CSV exports of events one user may run at once (each reads every event of its range). */
export const MAX_EXPORTS_PER_USER = 2;
export const EXPORTS_BUSY = `You have ${MAX_EXPORTS_PER_USER} exports running already. Wait for one to finish and try again.`;

/** Event kinds a player sends. Audio or media playback is told apart by the media item's type. */
export const PLAYER_EVENT_KINDS = ['playback', 'touch', 'connectivity'] as const;
export type PlayerEventKind = (typeof PLAYER_EVENT_KINDS)[number];
/** A connectivity event's name: the player came online or went offline (its link to the service). */
export const CONNECTIVITY_EVENTS = ['online', 'offline'] as const;

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

/** A zone's UTC offset in minutes at a UTC instant (Intl's wall clock there, less the instant). */
export function zoneOffsetMinutes(utcMs: number, timeZone: string): number {
  // A fixed offset (the installation's default display zone is +02:00), which not every Intl takes as a zone.
  const fixed = /^([+-])(\d{2}):(\d{2})$/.exec(timeZone);
  if (fixed) return (fixed[1] === '-' ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3]));
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/** Local wall-clock text of a UTC instant in an IANA zone, with its offset then (network status export). */
export function zonedTimeText(utcMs: number, timeZone: string): string {
  return localTimeText(utcMs, zoneOffsetMinutes(utcMs, timeZone));
}
