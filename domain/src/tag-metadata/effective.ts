/**
 * What a device runs with: per category, the most specific record that reaches it (specificity.ts), and whether
 * its trading hours have it open now. One answer for the api's device calls, the player call and the benchmark.
 */
import { wallClockAt } from '../schedules/time-zones.ts';
import { formatWallClock } from '../schedules/wall-clock.ts';
import { type MostSpecific, mostSpecific } from '../specificity.ts';
import type { TagMetadataCategory } from './tag-metadata.ts';
import { isOpenAt, type Period, periodsOn, type TradingHours } from './trading-hours.ts';

export interface MetadataRecord {
  id: number;
  category: TagMetadataCategory;
  tags: readonly string[];
  json: unknown;
}

/** The records of each category, each judged for the device. */
export function effectiveMetadata<R extends MetadataRecord>(
  deviceTags: readonly string[],
  records: readonly R[],
): Record<TagMetadataCategory, MostSpecific<R>> {
  return {
    'trading hours': mostSpecific(
      deviceTags,
      records.filter((r) => r.category === 'trading hours'),
    ),
    'device settings': mostSpecific(
      deviceTags,
      records.filter((r) => r.category === 'device settings'),
    ),
  };
}

export interface TradingState {
  /** False only when trading hours reach the device and it is outside all of today's periods. */
  open: boolean;
  /** Today's periods on the device's calendar; null when no trading hours reach it (always open). */
  today: Period[] | null;
  /** The device's clock reading, `YYYY-MM-DDTHH:mm`. */
  wallClock: string;
}

export function tradingState(hours: TradingHours | undefined, at: number, timeZone: string): TradingState {
  const wall = wallClockAt(at, timeZone);
  return {
    open: hours ? isOpenAt(hours, wall) : true,
    today: hours ? periodsOn(hours, wall) : null,
    wallClock: formatWallClock(wall),
  };
}
