/**
 * The one reader of dates that callers send: query filters over REST, GraphQL's `DateTime` scalar, player reports
 * and schedule timers. Pure: no clock, no zone database.
 *
 * Accepted forms (ISO 8601 / RFC 3339, nothing else): a calendar date `2026-05-01`, a date-time without zone
 * `2026-05-01T09:00[:00[.000000000]]` (a wall-clock reading; `T` or a space), and a date-time with its zone
 * (`Z` or an offset `+02:00` / `+0200`, at most ±14:00, the widest any zone uses). Every date must exist on the
 * calendar (no 29 February 2015, no 24:00, no leap second) and fall in DATE_RANGE.
 *
 * The range: the spec's earliest date is 01 January 2015 (the schedule dialog keeps that as its own rule), but
 * the console itself asks for older instants (spec 02: system info searched from 2000-01-01; the last-contact
 * filter's "Unlimited" is 2010-01-01), so filters start at 2000. The end, 31 December 2999, is past any real
 * schedule and far enough inside PostgreSQL's and JavaScript's ranges that adding a zone's offset, or counting
 * months back, never leaves them: year 0 (which PostgreSQL does not have) and year 9999 plus an offset (which
 * prints as a six-digit year) were what answered 500 before.
 */

const DAY_MS = 86_400_000;
const MAX_OFFSET_MINUTES = 14 * 60;

/** Wall ms of a calendar date and time (Gregorian counting from 1970-01-01T00:00, no zone); undefined if none. */
function calendarMs(year: number, month: number, day: number, hour: number, minute: number, second: number) {
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return undefined;
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getUTCDate() === day ? date.getTime() : undefined;
}

/** The accepted dates: [earliest, latest], inclusive, in wall ms (which equal UTC ms for instants). */
export const DATE_RANGE = {
  earliest: '2000-01-01',
  latest: '2999-12-31',
  earliestMs: calendarMs(2000, 1, 1, 0, 0, 0)!,
  latestMs: calendarMs(2999, 12, 31, 0, 0, 0)! + DAY_MS - 1,
} as const;

/**
 * What a date was sent as. `date` and `wall` carry wall ms (the calendar reading, no zone applied);
 * `instant` carries epoch ms.
 */
export type DateForm = 'date' | 'wall' | 'instant';
export interface ParsedDate {
  form: DateForm;
  ms: number;
}
export type DateParse = { ok: true; date: ParsedDate } | { ok: false; message: string };

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?([Zz]|[+-]\d{2}:?\d{2})?)?$/;

/** What a date is shown as inside a message: cut short, so a 5000-character value does not fill the answer. */
const shown = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

export const DATE_MESSAGES = {
  form: (name: string, text: string) =>
    `${name} must be an ISO 8601 date such as 2026-05-01 or date-time such as 2026-05-01T09:00:00+02:00, got ${shown(text)}.`,
  missingDay: (name: string, text: string) => `${name} is not a date on the calendar: ${shown(text)}.`,
  range: (name: string, text: string) => `${name} must be between 1st Jan 2000 and 31st Dec 2999, got ${shown(text)}.`,
  zoneNeeded: (name: string, text: string) =>
    `${name} must be an ISO 8601 date-time with its zone (Z or an offset such as +02:00), got ${shown(text)}.`,
} as const;

/** Minutes east of UTC of `Z`, `+02:00` or `-0530`; undefined past ±14:00 or with minutes past 59. */
function offsetMinutes(zone: string): number | undefined {
  if (zone === 'Z' || zone === 'z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  const total = hours * 60 + minutes;
  if (minutes > 59 || total > MAX_OFFSET_MINUTES) return undefined;
  return zone[0] === '-' ? -total : total;
}

/**
 * Reads a date, a wall-clock date-time or an instant (see the file's comment). `name` starts the refusal's
 * sentence: the query parameter (`from`), or "A date" where the caller's name is not known.
 */
export function parseDate(text: string, name = 'A date'): DateParse {
  const m = ISO.exec(text);
  if (!m) return { ok: false, message: DATE_MESSAGES.form(name, text) };
  const [, year, month, day, hour, minute, second, , zone] = m;
  const wall = calendarMs(
    Number(year),
    Number(month),
    Number(day),
    Number(hour ?? 0),
    Number(minute ?? 0),
    Number(second ?? 0),
  );
  if (wall === undefined) {
    // A month, hour or second that no clock shows is a malformed value; 30 February is a missing day.
    const badField = Number(month) < 1 || Number(month) > 12 || Number(hour ?? 0) > 23 || Number(minute ?? 0) > 59;
    const badSecond = Number(second ?? 0) > 59;
    return { ok: false, message: (badField || badSecond ? DATE_MESSAGES.form : DATE_MESSAGES.missingDay)(name, text) };
  }
  const fraction = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  let date: ParsedDate = { form: hour === undefined ? 'date' : 'wall', ms: wall + fraction };
  if (zone !== undefined) {
    const offset = offsetMinutes(zone);
    if (offset === undefined) return { ok: false, message: DATE_MESSAGES.form(name, text) };
    date = { form: 'instant', ms: date.ms - offset * 60_000 };
  }
  // The range holds for the calendar reading and for the instant both: 2999-12-31T23:00-05:00 is past it.
  if ([wall, date.ms].some((ms) => ms < DATE_RANGE.earliestMs || ms > DATE_RANGE.latestMs)) {
    return { ok: false, message: DATE_MESSAGES.range(name, text) };
  }
  return { ok: true, date };
}

/**
 * An instant: a date-time with its zone, or a calendar date (its midnight in UTC). A date-time without zone is
 * refused with `zoneless: 'refuse'` and read as UTC with `zoneless: 'utc'`.
 */
export function parseInstant(text: string, name = 'A date', zoneless: 'refuse' | 'utc' = 'refuse'): DateParse {
  const parsed = parseDate(text, name);
  if (parsed.ok && parsed.date.form === 'wall' && zoneless === 'refuse') {
    return { ok: false, message: DATE_MESSAGES.zoneNeeded(name, text) };
  }
  return parsed.ok ? { ok: true, date: { form: 'instant', ms: parsed.date.ms } } : parsed;
}

/** A wall-clock reading (a date, or a date-time without zone) within the range; the refusal's sentence otherwise. */
export function wallClockProblem(ms: number, text: string, name = 'A date'): string | undefined {
  return ms < DATE_RANGE.earliestMs || ms > DATE_RANGE.latestMs ? DATE_MESSAGES.range(name, text) : undefined;
}
