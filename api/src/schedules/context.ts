import type { DeviceCampaignRun } from '@signage/contract/schedules';
import { parseDate, parseInstant } from '@signage/domain/dates';
import { AREA_VIEWERS } from '@signage/domain/permissions';
import { wallClockAt } from '@signage/domain/schedules/time-zones';
import { formatWallClock } from '@signage/domain/schedules/wall-clock';
import type { Db } from '../db/database.ts';
import type { WriteInvalidatedCache } from '../db/write-cache.ts';
import { unprocessable } from '../errors.ts';
import type { TaggedAreaContext } from '../kit/tagged-reads.ts';
import type { ScheduleRow } from './repository.ts';

export interface ScheduleContext extends TaggedAreaContext {
  /** The installation's display time zone: a device without its own zone reads its timers in it. */
  displayTimeZone: string;
  /** The inputs of "what plays now" already read (see NowPlayingInputs); absent: every answer reads them. */
  nowPlayingInputs?: WriteInvalidatedCache<string, NowPlayingInputs>;
  /**
   * The campaign runs reaching a device through its venue, ending at or after a wall-clock reading and starting at
   * or before `to` when given; `venueId` when already read (wired by
   * app.ts to the campaigns, an area this one does not import): sources the evaluator judges beside schedules.
   */
  campaignRuns?: (
    db: Db,
    query: { deviceId: number; from: string; to?: string; venueId?: number | null },
  ) => Promise<DeviceRuns>;
}

/**
 * What "what plays now" judges for a device over one UTC day (the day, two before and two after): the device, the
 * schedules reaching it or sharing a tag with it, and its venue's campaign runs. Kept by device, asker's forced
 * tags and day, and dropped at every operator write (app.ts): the evaluator then runs on it for any instant of
 * that day without a read.
 */
export interface NowPlayingInputs {
  tags: string[];
  timeZone: string | null;
  reached: ScheduleRow[];
  nearMisses: ScheduleRow[];
  campaign: DeviceRuns;
}

/**
 * A device's venue and the campaign runs reaching it through that venue, each with its campaign's tags: a user's
 * forced tags hide the runs of campaigns outside them (the evaluator still weighs them).
 */
export interface DeviceRuns {
  venue_id: number | null;
  runs: (DeviceCampaignRun & { campaign_tags: string[] })[];
}

export const VIEW = AREA_VIEWERS.schedules;
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
 * (`...Z`, `+02:00`) as the clock of `timeZone` reads it. 422 with the date reader's sentence otherwise.
 */
export function queryWallClock(value: string | undefined, name: string, timeZone: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = parseDate(value, name);
  if (!parsed.ok) throw unprocessable(parsed.message);
  const { form, ms } = parsed.date;
  return formatWallClock(form === 'instant' ? wallClockAt(ms, timeZone) : ms);
}

/** An instant from a query (ISO date-time with zone, or a date); now when absent; 422 naming the parameter otherwise. */
export function queryInstant(value: string | undefined, name: string): number {
  if (value === undefined || value === '') return Date.now();
  const parsed = parseInstant(value, name);
  if (!parsed.ok) throw unprocessable(parsed.message);
  return parsed.date.ms;
}
