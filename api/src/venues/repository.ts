import { VENUE_NOUN } from '@signage/domain/venues/venue';
import type { Kysely, Selection } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deviceWhere } from '../devices/repository.ts';
import { taggedArea } from '../kit/tag-registry.ts';
import { taggedReads } from '../kit/tagged-reads.ts';

/** Venues as a tagged area: free text matches the name and the zone besides the tags. */
export const VENUE_AREA = taggedArea({
  table: 'venues',
  id: 'venue_id',
  noun: VENUE_NOUN,
  text: ['name', 'time_zone'],
});

export const VENUE_COLUMNS = [
  'venues.venue_id',
  'venues.name',
  'venues.tags',
  'venues.time_zone',
  'venues.sync_master_device_id',
  'venues.date_created',
  'venues.date_updated',
] as const;

const READS = taggedReads(VENUE_AREA, VENUE_COLUMNS);

export type StoredVenueRow = Selection<Database, 'venues', (typeof VENUE_COLUMNS)[number]>;

export const { where: venueWhere, page: listVenues, find: findVenue } = READS;

export type VenueRow = Awaited<ReturnType<typeof findVenue>>;

/**
 * The ids of the (activated) devices in each venue that a caller with `forcedTags` may see, in id order: a venue
 * never tells of devices hidden from its reader (they keep their place in it; writes leave them be).
 */
export async function venueDeviceIds(db: Kysely<Database>, venueIds: readonly number[], forcedTags: readonly string[]) {
  const byVenue = new Map<number, number[]>(venueIds.map((id) => [id, []]));
  if (venueIds.length === 0) return byVenue;
  const rows = await db
    .selectFrom('devices')
    .select(['device_id', 'venue_id'])
    .where('venue_id', 'in', [...venueIds])
    // Activated devices only, and those the caller sees (the device area's listable rows, forced tags).
    .where(deviceWhere({ forcedTags }))
    .orderBy('device_id')
    .execute();
  for (const row of rows) byVenue.get(row.venue_id!)?.push(row.device_id);
  return byVenue;
}
