import type { Venue } from '@signage/contract/venues';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type VenueRow, venueDeviceIds } from './repository.ts';

/** The REST shape of a venue (spec 02 §3 "Venue"). */
export function toVenueJson(row: VenueRow, devices: readonly number[]): Venue {
  return {
    venue_id: row.venue_id,
    name: row.name,
    tags: row.tags,
    time_zone: row.time_zone,
    sync_master_device_id: row.sync_master_device_id,
    devices: [...devices],
    date_created: row.date_created.toISOString(),
    date_updated: row.date_updated.toISOString(),
  };
}

/**
 * Rows as answered to a caller with `forcedTags`, each with the ids of its devices they may see, read for the
 * whole page in one query (never one per row).
 */
export async function venueAnswers(
  db: Kysely<Database>,
  rows: readonly VenueRow[],
  forcedTags: readonly string[],
): Promise<Venue[]> {
  const devices = await venueDeviceIds(
    db,
    rows.map((row) => row.venue_id),
    forcedTags,
  );
  return rows.map((row) => toVenueJson(row, devices.get(row.venue_id) ?? []));
}
