import type { ColumnType, Generated } from 'kysely';
import type { AuthoredColumns } from './authored-columns.ts';

/** Kysely's view of the tables of migrations/017_venues.sql (devices.venue_id is in DevicesTable). */
export interface VenuesTable extends AuthoredColumns {
  venue_id: Generated<number>;
  name: string;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  time_zone: string;
  sync_master_device_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface VenueTables {
  venues: VenuesTable;
}
