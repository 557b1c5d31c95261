import type { DeviceTagMetadata } from '@signage/contract/tag-metadata';
import { type ReachVerdict, reachReason } from '@signage/domain/specificity';
import { effectiveMetadata, tradingState } from '@signage/domain/tag-metadata/effective';
import type { TradingHours } from '@signage/domain/tag-metadata/trading-hours';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { recordsOf, type StoredRecord } from './reach.ts';

/** Candidates answered per category: the winner, then the records nearest to reaching the device. */
const MAX_CANDIDATES = 50;

/** A record named in a reason: its description, else its category and id. */
export const recordTitle = (r: StoredRecord) =>
  r.description
    ? `"${r.description}"`
    : `${r.category === 'trading hours' ? 'Trading hours' : 'Device settings'} ${r.id}`;

function candidates(verdicts: ReachVerdict<StoredRecord>[], deviceTags: ReadonlySet<string>) {
  const relevant = verdicts.filter((v) => v.code !== 'not-reached' || v.record.tags.some((tag) => deviceTags.has(tag)));
  const rank = { applies: 0, outranked: 1, 'not-reached': 2 } as const;
  relevant.sort(
    (a, b) => rank[a.code] - rank[b.code] || b.record.tags.length - a.record.tags.length || b.record.id - a.record.id,
  );
  return relevant.slice(0, MAX_CANDIDATES).map((v) => ({
    tagmetadata_id: v.record.id,
    description: v.record.description,
    tags: [...v.record.tags],
    verdict: v.code,
    reason: reachReason(v, recordTitle),
    winner_id: v.winner?.id ?? null,
  }));
}

export interface StateDevice {
  device_id: number;
  tags: string[];
  time_zone: string | null;
}

/** What a device runs with, and why, at instant `at`. */
export async function deviceTagMetadata(
  db: Kysely<Database>,
  device: StateDevice,
  displayTimeZone: string,
  at = Date.now(),
): Promise<DeviceTagMetadata> {
  const records = await recordsOf(db, ['trading hours', 'device settings']);
  const effective = effectiveMetadata(device.tags, records);
  const timeZone = device.time_zone ?? displayTimeZone;
  const hours = effective['trading hours'].winner;
  const settings = effective['device settings'].winner;
  const state = tradingState(hours?.json as TradingHours | undefined, at, timeZone);
  const tags = new Set(device.tags);
  return {
    device_id: device.device_id,
    time_zone: timeZone,
    wall_clock: state.wallClock,
    open: state.open,
    today: state.today,
    trading_hours: {
      tagmetadata_id: hours?.id ?? null,
      json: (hours?.json as Record<string, unknown>) ?? null,
      candidates: candidates(effective['trading hours'].verdicts, tags),
    },
    settings: {
      tagmetadata_id: settings?.id ?? null,
      json: (settings?.json as Record<string, unknown>) ?? null,
      candidates: candidates(effective['device settings'].verdicts, tags),
    },
  };
}
