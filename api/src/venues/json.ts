import type { Venue } from '@signage/contract/venues';
import type { VenueRow } from './repository.ts';

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
