import type { ColumnType } from 'kysely';

type At = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** The last screenshot and now-playing report a gateway heard of each device (029_device_live_state.sql). */
export interface DeviceLiveStateTable {
  device_id: number;
  screenshot: ColumnType<unknown, string | null | undefined, string | null>;
  screenshot_received_at: At;
  playing: ColumnType<unknown, string | null | undefined, string | null>;
  playing_received_at: At;
}

export interface LiveStateTables {
  device_live_state: DeviceLiveStateTable;
}
