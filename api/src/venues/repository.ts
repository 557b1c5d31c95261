import { VENUE_NOUN } from '@signage/domain/venues/venue';
import { type Kysely, type Selection, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findVisible } from '../kit/find-visible.ts';
import { taggedArea } from '../kit/tag-registry.ts';
import { listTagged, newestFirst, type Paging, type TaggedList } from '../kit/tagged-list.ts';
import { type TaggedFilter, taggedWhere } from '../kit/tagged-where.ts';
import type { VenueContext } from './context.ts';

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

const LIST: TaggedList<'venues', typeof VENUE_COLUMNS> = {
  area: VENUE_AREA,
  columns: VENUE_COLUMNS,
  order: newestFirst('venue_id'),
};

export type StoredVenueRow = Selection<Database, 'venues', (typeof VENUE_COLUMNS)[number]>;

export const venueWhere = (filter: TaggedFilter) => taggedWhere(VENUE_AREA, filter);

export function listVenues(ctx: VenueContext, filter: TaggedFilter, paging: Paging) {
  return listTagged(ctx, LIST, filter, venueWhere(filter), paging);
}

export function findVenue(ctx: VenueContext, id: number, forcedTags: readonly string[]) {
  return findVisible(ctx, LIST, id, venueWhere({ forcedTags }));
}

export type VenueRow = Awaited<ReturnType<typeof findVenue>>;

/** The ids of the (activated) devices in each venue, in id order. */
export async function venueDeviceIds(db: Kysely<Database>, venueIds: readonly number[]) {
  const byVenue = new Map<number, number[]>(venueIds.map((id) => [id, []]));
  if (venueIds.length === 0) return byVenue;
  const rows = await db
    .selectFrom('devices')
    .select(['device_id', 'venue_id'])
    .where('venue_id', 'in', [...venueIds])
    .where(sql<boolean>`activated`)
    .orderBy('device_id')
    .execute();
  for (const row of rows) byVenue.get(row.venue_id!)?.push(row.device_id);
  return byVenue;
}
