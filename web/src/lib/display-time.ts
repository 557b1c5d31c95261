import { DEFAULT_DISPLAY_TIME_ZONE } from '@signage/domain/constants';
import { parsePlainDate } from '@signage/domain/schedules/wall-clock';
import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

/*
 * Spec 01 §5 "Display": dates and times are shown in one zone, whatever the browser's. The installation names it
 * (consoleSettings.displayTimeZone: an offset such as +02:00, or an IANA zone); the spec's own is +0200.
 */

const OFFSET = /^([+-])(\d{2}):?(\d{2})$/;

/** Minutes east of UTC of an offset such as "+02:00", "-0530" or "Z"; undefined for a zone name. */
export function offsetMinutes(zone: string): number | undefined {
  if (zone === 'Z' || zone.toUpperCase() === 'UTC') return 0;
  const match = OFFSET.exec(zone.trim());
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant as seen in `zone`; an unknown zone name falls back to the spec's +0200. */
export function inDisplayZone(instant: string | Date, zone: string = DEFAULT_DISPLAY_TIME_ZONE): Dayjs {
  const offset = offsetMinutes(zone);
  if (offset !== undefined) return dayjs(instant).utcOffset(offset);
  try {
    return dayjs(instant).tz(zone);
  } catch {
    return dayjs(instant).utcOffset(offsetMinutes(DEFAULT_DISPLAY_TIME_ZONE) ?? 0);
  }
}

/** "Do MMM YYYY", e.g. "1st Mar 2025". */
export function formatDisplayDate(instant: string | Date, zone?: string): string {
  return inDisplayZone(instant, zone).format('Do MMM YYYY');
}

/** "HH:mm". */
export function formatDisplayTime(instant: string | Date, zone?: string): string {
  return inDisplayZone(instant, zone).format('HH:mm');
}

/** "HH:mm:ss" of an instant (the live server clock). */
export function formatClockTime(instant: string | Date, zone?: string): string {
  return inDisplayZone(instant, zone).format('HH:mm:ss');
}

/**
 * The instant a calendar date (`YYYY-MM-DD`) starts in `zone`, as ISO-8601 with that zone's offset then
 * ("2026-12-01T00:00:00+02:00"); undefined for anything that is not a real date (2026-02-30, "12/01/2026").
 */
export function displayZoneMidnight(date: string, zone: string = DEFAULT_DISPLAY_TIME_ZONE): string | undefined {
  if (parsePlainDate(date) === undefined) return undefined;
  const atOffset = (offset: number) => dayjs.utc(date).subtract(offset, 'minute').utcOffset(offset).format();
  const offset = offsetMinutes(zone);
  if (offset !== undefined) return atOffset(offset);
  try {
    return dayjs.tz(date, zone).format();
  } catch {
    return atOffset(offsetMinutes(DEFAULT_DISPLAY_TIME_ZONE) ?? 0);
  }
}

/**
 * The instant a calendar date ends in `zone`: the next day's midnight there ("to 1st Dec, the whole day
 * included"); undefined for anything that is not a real date.
 */
export function displayZoneDayEnd(date: string, zone?: string): string | undefined {
  if (parsePlainDate(date) === undefined) return undefined;
  return displayZoneMidnight(dayjs.utc(date).add(1, 'day').format('YYYY-MM-DD'), zone);
}

/**
 * A calendar date (`YYYY-MM-DD`, a day, not an instant: no zone applies) as the console writes dates, "1st Mar
 * 2025", or without the year ("1st Mar") where the year is plain from around it; anything else as it is.
 */
export function formatCalendarDay(day: string, withYear = true): string {
  if (parsePlainDate(day) === undefined) return day;
  return dayjs.utc(day).format(withYear ? 'Do MMM YYYY' : 'Do MMM');
}

/** A calendar month (`YYYY-MM`) as the console writes it, "Nov 2026"; anything else as it is. */
export function formatCalendarMonth(month: string): string {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? dayjs.utc(`${month}-01`).format('MMM YYYY') : month;
}

/** The calendar date (`YYYY-MM-DD`) an instant falls on in `zone`. */
export function displayZoneDate(instant: string | Date, zone?: string): string {
  return inDisplayZone(instant, zone).format('YYYY-MM-DD');
}
