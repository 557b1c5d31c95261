import { type NetworkBucket, networkBucket } from '@signage/domain/device-status';
import { zonedTimeText } from '@signage/domain/reports';
import { winnerOf } from '@signage/domain/specificity';
import { tradingState } from '@signage/domain/tag-metadata/effective';
import type { TradingHours } from '@signage/domain/tag-metadata/trading-hours';
import type { Db } from '../db/database.ts';
import { deviceWhere } from '../devices/repository.ts';
import { recordsOf } from '../tag-metadata/reach.ts';

/** What the network status report and its CSV read: the devices, and the zone of those without their own. */
export interface NetworkContext {
  db: Db;
  /** The display time zone devices without their own follow (trading hours, local contact times). */
  displayTimeZone: string;
}

/** The devices of the network status report, newest contact first, and the bucket of each. */
export async function networkDevices(
  { db, displayTimeZone }: NetworkContext,
  forcedTags: readonly string[],
  filter: { q?: string; tags?: string[] },
) {
  const [devices, records] = await Promise.all([
    db
      .selectFrom('devices')
      .select(['device_id', 'name', 'last_contact', 'tags', 'time_zone'])
      .where(deviceWhere({ forcedTags, q: filter.q, tags: filter.tags }))
      .orderBy('last_contact', (o) => o.desc().nullsLast())
      .orderBy('device_id', 'desc')
      .execute(),
    recordsOf(db, ['trading hours']),
  ]);
  const now = new Date();
  // Devices of a shop share their tags and zone: whether they are closed is worked out once per tag set and zone
  // (an estate of 5,000 devices has a few hundred), not once per device against every trading hours record.
  const closedFor = new Map<string, boolean>();
  const isClosed = (tags: readonly string[], zone: string) => {
    const key = `${zone}\u0000${tags.join('\u0000')}`;
    let closed = closedFor.get(key);
    if (closed === undefined) {
      const hours = winnerOf(new Set(tags), records)?.json as TradingHours | undefined;
      closed = hours !== undefined && !tradingState(hours, now.getTime(), zone).open;
      closedFor.set(key, closed);
    }
    return closed;
  };
  const bucketOf = (row: (typeof devices)[number]): NetworkBucket | 'closed' =>
    isClosed(row.tags, row.time_zone ?? displayTimeZone) ? 'closed' : networkBucket(row.last_contact, now);
  return { devices, bucketOf };
}

/** A last contact in a device's zone; empty for a zone this runtime cannot read (the UTC column still says it). */
export function localContact(at: Date, zone: string) {
  try {
    return zonedTimeText(at.getTime(), zone);
  } catch {
    return '';
  }
}
