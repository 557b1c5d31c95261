import { wallClockAt } from '@signage/domain/schedules/time-zones';
import { formatWallClock, parsePlainDate, parseWallClock } from '@signage/domain/schedules/wall-clock';
import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { unprocessable } from '../errors.ts';
import type { TagRegistry } from '../tags/registry.ts';

export interface ScheduleContext {
  db: Db;
  sessions: Sessions;
  tagRegistry: TagRegistry;
  /** The installation's display time zone: a device without its own zone reads its timers in it. */
  displayTimeZone: string;
}

export const VIEW = ['view schedules', 'edit schedules'] as const;
export const EDIT = ['edit schedules'] as const;

/** How far back lists reach by default (spec 02 §7: "search covers the last 3 months"). */
const DEFAULT_MONTHS_BACK = 3;

/** The wall clock `months` calendar months before a wall-clock reading (day clamped to the month's length). */
export function monthsBefore(wall: number, months = DEFAULT_MONTHS_BACK): string {
  const date = new Date(wall);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return formatWallClock(date.getTime());
}

/**
 * A query's date as a wall-clock reading: a date or a date-time without zone as it is; an instant with a zone
 * (`...Z`, `+02:00`) as the clock of `timeZone` reads it. 422 naming the parameter otherwise.
 */
export function queryWallClock(value: string | undefined, name: string, timeZone: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  const wall = parseWallClock(value) ?? parsePlainDate(value);
  if (wall !== undefined) return formatWallClock(wall);
  const instant = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(instant)) throw unprocessable(`${name} must be an ISO 8601 date, got "${value.slice(0, 40)}".`);
  return formatWallClock(wallClockAt(instant, timeZone));
}

/** An instant from a query (ISO date-time with zone); now when absent; 422 naming the parameter otherwise. */
export function queryInstant(value: string | undefined, name: string): number {
  if (value === undefined || value === '') return Date.now();
  const instant = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2}))?$/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(instant) || Math.abs(instant) > 8.64e15) {
    throw unprocessable(`${name} must be an ISO 8601 date-time with its zone, got "${value.slice(0, 40)}".`);
  }
  return instant;
}
