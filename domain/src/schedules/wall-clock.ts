/**
 * Wall-clock date-times: what a clock on the wall reads, with no zone (Temporal's PlainDateTime). A schedule's
 * timer is written in wall-clock time and means the same clock reading in every device's own zone.
 *
 * Inside the evaluator a wall-clock value is a number: milliseconds from 1970-01-01T00:00 *on the wall clock*
 * ("wall ms"). That is pure Gregorian calendar counting (Date.UTC), not zone arithmetic: no offset is ever added
 * here. Zones enter only in time-zones.ts, through the Temporal library. Numbers keep the evaluator fast enough to
 * judge thousands of schedules per request (temporal-polyfill needs ~15 µs to parse one string; this ~0.2 µs), and
 * wall-clock.test.ts checks every conversion here against Temporal.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** The wire and storage form: `YYYY-MM-DDTHH:mm` (a space instead of T and trailing seconds are accepted). */
export const WALL_CLOCK_PATTERN = '^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?$';
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?$/;
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Wall ms of a calendar date and time; `undefined` when the date does not exist (31 April, 29 Feb 2027). */
function wallMs(year: number, month: number, day: number, hour = 0, minute = 0): number | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, 0, 0);
  return date.getUTCDate() === day ? date.getTime() : undefined;
}

/**
 * Parses a wall-clock date-time, cut to the minute (the dialog's "times cut to minutes"). Anything else, including
 * a zone or an offset (a timer has none), answers `undefined`.
 */
export function parseWallClock(text: string): number | undefined {
  const m = WALL_CLOCK.exec(text);
  if (!m || Number(m[6] ?? 0) > 59) return undefined;
  return wallMs(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]));
}

/** Parses a calendar date `YYYY-MM-DD` to the wall ms of its midnight. */
export function parsePlainDate(text: string): number | undefined {
  const m = PLAIN_DATE.exec(text);
  return m ? wallMs(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
}

/** The storage form `YYYY-MM-DDTHH:mm`. */
export function formatWallClock(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16);
}

/** The wall ms of the midnight that starts the day holding `ms`. */
export function dayStart(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** Milliseconds since that day's midnight. */
export function timeOfDay(ms: number): number {
  return ms - dayStart(ms);
}

// ---- Weekdays and the dow mask ----

/**
 * The `dow` bit mask of spec 01 §3: mon=1, tue=2, wed=4, thu=8, fri=16, sat=32, sun=64. Temporal numbers ISO
 * weekdays Monday=1 ... Sunday=7 (JavaScript's Date.getDay is Sunday=0 ... Saturday=6), so the bit of a weekday
 * is `1 << (dayOfWeek - 1)`; dowBit is the one place that mapping is written.
 */
export const DOW = { mon: 1, tue: 2, wed: 4, thu: 8, fri: 16, sat: 32, sun: 64 } as const;
export const DOW_ALL = 127;
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** The dow bit of an ISO weekday (Temporal's dayOfWeek, Monday=1 ... Sunday=7). */
export function dowBit(isoDayOfWeek: number): number {
  return 1 << (isoDayOfWeek - 1);
}

/** Temporal's dayOfWeek (Monday=1 ... Sunday=7) of the day holding `ms`. 1970-01-01 was a Thursday (4). */
export function isoDayOfWeek(ms: number): number {
  const days = Math.floor(ms / DAY_MS);
  return ((((days + 3) % 7) + 7) % 7) + 1;
}

export function isDowMask(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= DOW_ALL;
}

/** "Mon, Wed, Fri", "every day" or "no day". */
export function describeDow(dow: number): string {
  if ((dow & DOW_ALL) === DOW_ALL) return 'every day';
  const days = WEEKDAY_SHORT.filter((_, i) => dow & dowBit(i + 1));
  return days.length ? days.join(', ') : 'no day';
}

// ---- Display (spec 01 §5: dates "Do MMM YYYY", times "HH:mm") ----

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** "HH:mm" of a time of day in ms; 24:00 (the end of a day) shows as 23:59, the dialog's "end of the day". */
export function displayTime(msOfDay: number): string {
  const minutes = Math.min(Math.floor(msOfDay / MINUTE_MS), 24 * 60 - 1);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "Do MMM YYYY" of the day holding `ms`: "5th Jan 2026". */
export function displayDate(ms: number): string {
  const date = new Date(ms);
  return `${ordinal(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "Do MMM YYYY HH:mm": "5th Jan 2026 09:00". */
export function displayWallClock(ms: number): string {
  return `${displayDate(ms)} ${displayTime(timeOfDay(ms))}`;
}

/**
 * The display of an interval's exclusive end. An end on a midnight shows as 23:59 of the day before: the dialog
 * cannot enter 24:00 and writes the end of a day as 23:59 (its default range ends 23:59), so the person reads back
 * what they typed.
 */
export function displayEnd(ms: number): string {
  return timeOfDay(ms) === 0 ? displayWallClock(ms - MINUTE_MS) : displayWallClock(ms);
}
