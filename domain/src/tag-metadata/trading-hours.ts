/**
 * Trading hours (spec 02 §3 "Trading hours json", §5, §9): opening periods per weekday, HH:mm, at most 3 a day;
 * defaults Monday to Friday 00:00 to 23:59, Saturday and Sunday closed. Beyond the spec, dated exceptions (a
 * holiday closed, an event's late opening) replace the weekday's periods on their date.
 * Evaluated on the device's own clock (its zone; the venue's once venues exist), as schedules are.
 */
import { isoDayOfWeek, MINUTE_MS, parsePlainDate, timeOfDay } from '../schedules/wall-clock.ts';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Spec 02 §9: max 3 periods per day. */
export const MAX_PERIODS_PER_DAY = 3;
/** Dated exceptions one record may hold (beyond the spec; a year of holidays and events is far fewer). */
export const MAX_EXCEPTIONS = 400;

export interface Period {
  start: string;
  end: string;
}
export interface TradingException {
  /** YYYY-MM-DD on the device's calendar. */
  date: string;
  /** No periods: closed all day. */
  periods: Period[];
}
export interface TradingHours {
  defaults: Record<Weekday, Period[]>;
  exceptions?: TradingException[];
}

export const TRADING_HOURS_MESSAGES = {
  endBeforeStart: 'Warning: End Time may not be before Start Time.',
  tooManyPeriods: 'cannot add more than 3 periods per day',
  // Not worded by the spec: shapes the editor cannot produce but an integrator can send.
  shape: 'Trading hours must be an object {"defaults": {"monday": [{"start": "09:00", "end": "17:00"}], ...}}.',
  unknownDay: (key: string) => `Unknown day "${key}": trading hours are given by weekday name, monday to sunday.`,
  time: (where: string) => `${where}: start and end must be times written HH:mm, 00:00 to 23:59.`,
  exceptions: `Exceptions must be a list of at most ${MAX_EXCEPTIONS} {"date": "YYYY-MM-DD", "periods": [...]}.`,
  exceptionDate: (date: string) => `Exception date "${date}" is not a date written YYYY-MM-DD.`,
  duplicateException: (date: string) => `There are two exceptions for ${date}; keep one.`,
} as const;

/** Spec 02 §9 defaults. */
export function defaultTradingHours(): TradingHours {
  const open = () => [{ start: '00:00', end: '23:59' }];
  return {
    defaults: {
      monday: open(),
      tuesday: open(),
      wednesday: open(),
      thursday: open(),
      friday: open(),
      saturday: [],
      sunday: [],
    },
  };
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The last minute, 23:59, is how the spec writes "until midnight": a period ending then lasts to the day's end. */
const endMinutes = (end: string) => (end === '23:59' ? 24 * 60 : minutesOf(end));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const dayLabel = (day: string) => day[0]!.toUpperCase() + day.slice(1);

/** One day's periods checked, in the order the spec's messages come: count, then the times, then their order. */
function checkPeriods(value: unknown, where: string): Period[] | string {
  if (!Array.isArray(value)) return TRADING_HOURS_MESSAGES.shape;
  if (value.length > MAX_PERIODS_PER_DAY) return TRADING_HOURS_MESSAGES.tooManyPeriods;
  const periods: Period[] = [];
  for (const [i, period] of value.entries()) {
    const at = `${where} period ${i + 1}`;
    if (!isObject(period)) return TRADING_HOURS_MESSAGES.time(at);
    const { start, end } = period;
    if (typeof start !== 'string' || typeof end !== 'string' || !HH_MM.test(start) || !HH_MM.test(end)) {
      return TRADING_HOURS_MESSAGES.time(at);
    }
    if (minutesOf(end) < minutesOf(start)) return TRADING_HOURS_MESSAGES.endBeforeStart;
    periods.push({ start, end });
  }
  return periods;
}

/**
 * Trading hours as stored, or the first refusal in words. A weekday left out is closed; other keys are refused
 * rather than kept, so a typo ("tuseday") is not silently a closed Tuesday.
 */
export function checkTradingHours(json: unknown): { hours: TradingHours } | { problem: string } {
  if (!isObject(json) || !isObject(json.defaults)) return { problem: TRADING_HOURS_MESSAGES.shape };
  for (const key of Object.keys(json)) {
    if (key !== 'defaults' && key !== 'exceptions') return { problem: TRADING_HOURS_MESSAGES.shape };
  }
  const defaults = {} as Record<Weekday, Period[]>;
  for (const key of Object.keys(json.defaults)) {
    if (!(WEEKDAYS as readonly string[]).includes(key)) return { problem: TRADING_HOURS_MESSAGES.unknownDay(key) };
  }
  for (const day of WEEKDAYS) {
    const periods = checkPeriods(json.defaults[day] ?? [], dayLabel(day));
    if (typeof periods === 'string') return { problem: periods };
    defaults[day] = periods;
  }
  const hours: TradingHours = { defaults };
  if (json.exceptions === undefined) return { hours };
  if (!Array.isArray(json.exceptions) || json.exceptions.length > MAX_EXCEPTIONS) {
    return { problem: TRADING_HOURS_MESSAGES.exceptions };
  }
  const seen = new Set<string>();
  hours.exceptions = [];
  for (const exception of json.exceptions) {
    if (!isObject(exception)) return { problem: TRADING_HOURS_MESSAGES.exceptions };
    const date = String(exception.date);
    if (parsePlainDate(date) === undefined) {
      return { problem: TRADING_HOURS_MESSAGES.exceptionDate(date) };
    }
    if (seen.has(date)) return { problem: TRADING_HOURS_MESSAGES.duplicateException(date) };
    seen.add(date);
    const periods = checkPeriods(exception.periods ?? [], date);
    if (typeof periods === 'string') return { problem: periods };
    hours.exceptions.push({ date, periods });
  }
  return { hours };
}

/** The weekday of a wall-clock instant (wall ms, wall-clock.ts). */
export function weekdayOf(wall: number): Weekday {
  return WEEKDAYS[isoDayOfWeek(wall) - 1]!;
}

/** The periods of the device's day at `wall`: a dated exception's, else its weekday's. */
export function periodsOn(hours: TradingHours, wall: number): Period[] {
  const date = new Date(wall).toISOString().slice(0, 10);
  const exception = hours.exceptions?.find((e) => e.date === date);
  return exception ? exception.periods : hours.defaults[weekdayOf(wall)];
}

/** True when the device's clock, reading `wall`, is inside one of the day's periods (start included, end not). */
export function isOpenAt(hours: TradingHours, wall: number): boolean {
  const minute = Math.floor(timeOfDay(wall) / MINUTE_MS);
  return periodsOn(hours, wall).some((p) => minute >= minutesOf(p.start) && minute < endMinutes(p.end));
}

/** "09:00–12:00, 13:00–17:00", or "Closed": a day's opening hours for people. */
export function describePeriods(periods: readonly Period[]): string {
  return periods.length ? periods.map((p) => `${p.start}–${p.end}`).join(', ') : 'Closed';
}
