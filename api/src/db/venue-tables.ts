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

/** A follower's clock against its sync master's (025_venue_sync.sql): player telemetry, the last day kept. */
export interface DeviceClockSamplesTable {
  id: Generated<string>;
  device_id: number;
  master_device_id: number;
  at: Date;
  /** The follower's clock minus the master's. */
  offset_ms: number;
  round_trip_ms: number;
}

export interface VenueTables {
  venues: VenuesTable;
  device_clock_samples: DeviceClockSamplesTable;
}
