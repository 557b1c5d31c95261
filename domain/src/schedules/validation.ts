/**
 * Schedule rules of spec 01 §5, checked by the console before saving and by the REST service on receipt, plus
 * the dialog's constants.
 */
import { DATE_RANGE } from '../dates.ts';
import { SCHEDULE_MESSAGES } from './messages.ts';
import { canonicalTimeZone, wallClockAt } from './time-zones.ts';
import type { ScheduleTimer } from './timer.ts';
import {
  DAY_MS,
  DOW_ALL,
  dayStart,
  formatWallClock,
  isDowMask,
  MINUTE_MS,
  parsePlainDate,
  parseWallClock,
  timeOfDay,
} from './wall-clock.ts';

/** The dialog (spec 01 §5): earliest date 01 January 2015, minute step 15, default range 7 days. */
export const SCHEDULE_EARLIEST_DATE = '2015-01-01';
export const SCHEDULE_MINUTE_STEP = 15;
export const SCHEDULE_DEFAULT_DAYS = 7;
const EARLIEST = parsePlainDate(SCHEDULE_EARLIEST_DATE)!;

/** "Times cut to minutes": `2026-01-05T09:07:45` → `2026-01-05T09:07`; undefined when not a date-time. */
export function cutToMinutes(text: string): string | undefined {
  const wall = parseWallClock(text);
  return wall === undefined ? undefined : formatWallClock(wall);
}

/**
 * The timer of a new schedule: today 00:00 to 23:59 seven days later, every weekday, no day part. "Today" is the
 * date on the clock of `timeZone` (the person's zone in the console).
 */
export function defaultTimer(now: number, timeZone: string): ScheduleTimer {
  const today = dayStart(wallClockAt(now, timeZone));
  return {
    start: formatWallClock(today),
    end: formatWallClock(today + SCHEDULE_DEFAULT_DAYS * DAY_MS + DAY_MS - MINUTE_MS),
    dow: DOW_ALL,
    day_part: false,
  };
}

/** The rules a wall-clock span keeps, a schedule's timer and a campaign's run alike, in the order they are checked. */
export type WallClockSpanRule = 'invalid' | 'beforeEarliest' | 'afterLatest' | 'endBeforeStart';

/** The first span rule `{start, end}` breaks, or undefined when both are dates within range, in order. */
export function wallClockSpanProblem(span: { start: string; end: string }): WallClockSpanRule | undefined {
  const start = parseWallClock(span.start);
  const end = parseWallClock(span.end);
  if (start === undefined || end === undefined) return 'invalid';
  if (start < EARLIEST) return 'beforeEarliest';
  // The date reader's range (dates.ts): a span past it cannot be turned into a device's instants.
  if (end > DATE_RANGE.latestMs) return 'afterLatest';
  if (end < start) return 'endBeforeStart';
  return undefined;
}

const TIMER_SPAN_MESSAGES: Record<WallClockSpanRule, string> = {
  invalid: SCHEDULE_MESSAGES.invalidDateTime,
  beforeEarliest: SCHEDULE_MESSAGES.beforeEarliest,
  afterLatest: SCHEDULE_MESSAGES.afterLatest,
  endBeforeStart: SCHEDULE_MESSAGES.endBeforeStart,
};

/** The first rule a timer breaks, as the message to show, or undefined when it is valid. */
export function validateTimer(timer: ScheduleTimer): string | undefined {
  const spanProblem = wallClockSpanProblem(timer);
  if (spanProblem) return TIMER_SPAN_MESSAGES[spanProblem];
  if (timer.day_part && timeOfDay(parseWallClock(timer.start)!) >= timeOfDay(parseWallClock(timer.end)!)) {
    return SCHEDULE_MESSAGES.dayPartTimes;
  }
  if (!isDowMask(timer.dow)) return SCHEDULE_MESSAGES.invalidDow;
  if (timer.dow === 0) return SCHEDULE_MESSAGES.noWeekday;
  return undefined;
}

export type NoTagsDecision =
  | { kind: 'ok' }
  | { kind: 'confirm'; message: string }
  | { kind: 'refuse'; message: string };

/**
 * A schedule without tags (spec 01 §5, stated like media upload's rule): a user bound to forced tags is asked to
 * confirm (the console shows `message` and saves only on yes); a user without forced tags is refused, in the
 * console and with a 422 on the server. The server does not ask: it saves a confirm case as it comes.
 */
export function noTagsDecision(tags: readonly string[], forcedTags: readonly string[]): NoTagsDecision {
  if (tags.length > 0) return { kind: 'ok' };
  return forcedTags.length > 0
    ? { kind: 'confirm', message: SCHEDULE_MESSAGES.noTagsConfirm }
    : { kind: 'refuse', message: SCHEDULE_MESSAGES.noTagsRefused };
}

/** A device's or venue's zone: its canonical IANA id, or the refusal to show. */
export function validateTimeZone(id: string): { timeZone: string } | { error: string } {
  const timeZone = canonicalTimeZone(id);
  return timeZone ? { timeZone } : { error: SCHEDULE_MESSAGES.invalidTimeZone };
}
