/**
 * A schedule's timer (spec 01 §3): start and end wall-clock date-times, the `dow` weekday mask and `day_part`.
 *
 * The rule, as one predicate on a wall-clock reading W (a device's clock, in its own zone):
 *   W is in the timer  ⇔  start ≤ W < end
 *                        and the weekday of W is in `dow`
 *                        and, when `day_part` is on, start's time of day ≤ time of day of W < end's time of day.
 * So with `day_part` off the timer runs from start to end on the ticked weekdays (a range crossing midnight simply
 * continues into the next day if that day is ticked); with it on, start and end times bound each ticked day.
 *
 * End is exclusive, so 08:00-12:00 and 12:00-17:00 meet without overlapping. An end time of 23:59 means the end of
 * that day (24:00): the dialog cannot enter 24:00 and writes "to the end of the day" as 23:59 (its default range
 * ends 23:59), and without this the last minute of every such day would play nothing.
 */
import { DAY_MS, DOW_ALL, dowBit, isoDayOfWeek, MINUTE_MS, parseWallClock, timeOfDay } from './wall-clock.ts';

/** The timer as stored and sent: wall-clock date-times `YYYY-MM-DDTHH:mm`, no zone. */
export interface ScheduleTimer {
  start: string;
  end: string;
  dow: number;
  day_part: boolean;
}

/** A timer as numbers (wall ms, see wall-clock.ts), ready to be judged many times. */
export interface CompiledTimer {
  start: number;
  /** Exclusive; 23:59 already moved to the following midnight. */
  end: number;
  dow: number;
  /** Time-of-day bounds [from, to) in ms; [0, DAY_MS) when day_part is off. */
  from: number;
  to: number;
  dayPart: boolean;
}

const LAST_MINUTE = DAY_MS - MINUTE_MS;

/** 23:59 stands for the end of the day. */
function endOfDayAware(msOfDay: number): number {
  return msOfDay === LAST_MINUTE ? DAY_MS : msOfDay;
}

/** Compiles a timer that validateTimer accepted; throws on one it would refuse. */
export function compileTimer(timer: ScheduleTimer): CompiledTimer {
  const start = parseWallClock(timer.start);
  const end = parseWallClock(timer.end);
  if (start === undefined || end === undefined) throw new TypeError(`Invalid timer ${timer.start} - ${timer.end}`);
  const endOfRange = end - timeOfDay(end) + endOfDayAware(timeOfDay(end));
  if (!timer.day_part) return { start, end: endOfRange, dow: timer.dow, from: 0, to: DAY_MS, dayPart: false };
  return {
    start,
    end: endOfRange,
    dow: timer.dow,
    from: timeOfDay(start),
    to: endOfDayAware(timeOfDay(end)),
    dayPart: true,
  };
}

/** Why a timer is or is not running at a wall-clock reading, in the order a person checks. */
export type TimerState = 'active' | 'not-started' | 'ended' | 'not-today' | 'outside-day-part';

export function timerState(timer: CompiledTimer, wall: number): TimerState {
  if (wall < timer.start) return 'not-started';
  if (wall >= timer.end) return 'ended';
  if (!(timer.dow & dowBit(isoDayOfWeek(wall)))) return 'not-today';
  const time = timeOfDay(wall);
  if (time < timer.from || time >= timer.to) return 'outside-day-part';
  return 'active';
}

/**
 * Schedule groups (spec 01 §4, spec 02 §4): previous (ended), current (started, not ended), future. Read on the
 * half-open range so that "current" and "what plays" agree at the end instant.
 */
export type ScheduleGroup = 'previous' | 'current' | 'future';

export function scheduleGroup(timer: CompiledTimer, wall: number): ScheduleGroup {
  if (wall >= timer.end) return 'previous';
  if (wall >= timer.start) return 'current';
  return 'future';
}

/** The intersection of two timers: the wall-clock readings that are in both, itself a timer. */
export function intersectTimers(a: CompiledTimer, b: CompiledTimer): CompiledTimer {
  return {
    start: Math.max(a.start, b.start),
    end: Math.min(a.end, b.end),
    dow: a.dow & b.dow,
    from: Math.max(a.from, b.from),
    to: Math.min(a.to, b.to),
    dayPart: a.dayPart || b.dayPart,
  };
}

/**
 * The maximal wall-clock intervals [start, end) of a timer inside [windowFrom, windowTo), earliest first. Works
 * by days, not minutes: one step per day at most, and a timer running every day all day is one step whatever its
 * length. Consecutive whole days join into one interval.
 */
export function* wallIntervals(
  timer: CompiledTimer,
  windowFrom = Number.NEGATIVE_INFINITY,
  windowTo = Number.POSITIVE_INFINITY,
): Generator<[number, number]> {
  const lo = Math.max(timer.start, windowFrom);
  const hi = Math.min(timer.end, windowTo);
  if (lo >= hi || !(timer.dow & DOW_ALL) || timer.from >= timer.to) return;
  const wholeDays = timer.from === 0 && timer.to === DAY_MS;
  if (wholeDays && (timer.dow & DOW_ALL) === DOW_ALL) {
    yield [lo, hi];
    return;
  }
  let open: [number, number] | undefined;
  for (let day = lo - timeOfDay(lo); day < hi; day += DAY_MS) {
    if (!(timer.dow & dowBit(isoDayOfWeek(day)))) {
      // An unticked day closes a run of whole days.
      if (open) yield open;
      open = undefined;
      continue;
    }
    const start = Math.max(lo, day + timer.from);
    const end = Math.min(hi, day + timer.to);
    if (start >= end) continue;
    // Only whole days can touch the next day's interval; anything else is final as soon as it is found.
    if (!wholeDays) yield [start, end];
    else if (open && open[1] === start) open[1] = end;
    else {
      if (open) yield open;
      open = [start, end];
    }
  }
  if (open) yield open;
}

/**
 * The first wall-clock interval of a timer, or undefined when it never runs. Cheap whatever the range: the
 * generator is lazy and a ticked weekday comes within 7 days, so at most 8 days are looked at.
 */
export function firstWallInterval(timer: CompiledTimer): [number, number] | undefined {
  for (const interval of wallIntervals(timer)) return interval;
  return undefined;
}
