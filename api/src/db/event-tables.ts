import type { ColumnType } from 'kysely';

/** Kysely's view of the player event store (migration 019). */
export interface PlayerEventsTable {
  device_id: number;
  sequence: ColumnType<string, number, never>;
  occurred_at: Date;
  utc_offset_minutes: number;
  time_zone: string | null;
  kind: 'playback' | 'touch' | 'connectivity';
  media_id: number | null;
  event_name: string | null;
  media_uri: string | null;
  local_date: ColumnType<Date, string, never>;
  local_hour: number;
}

export interface PlayerEventBatchesTable {
  device_id: number;
  idempotency_key: string;
  received_at: ColumnType<Date, never, never>;
  stored: number;
  duplicates: number;
  expired: number;
}

export interface PlayerEventStreamsTable {
  device_id: number;
  max_sequence: ColumnType<string, number | undefined, number | string>;
  received: ColumnType<string, number | undefined, number | string>;
  contiguous_sequence: ColumnType<string, number | undefined, number | string>;
  complete_until: Date | null;
  pending: ColumnType<number, number | undefined, number>;
  last_batch_at: Date | null;
}

export interface TouchHourlyTable {
  device_id: number;
  local_date: ColumnType<Date, string, never>;
  local_hour: number;
  event_name: string;
  media_uri: string;
  media_id: number | null;
  count: ColumnType<string, number, number>;
}

/** Plays per device, media item and month of the player's calendar: device_playback summed (migration 023). */
export interface PlaybackMonthlyTable {
  device_id: number;
  media_id: number;
  month: ColumnType<Date, string, never>;
  count: ColumnType<string, number, number>;
}

export interface EventTables {
  player_events: PlayerEventsTable;
  player_event_batches: PlayerEventBatchesTable;
  player_event_streams: PlayerEventStreamsTable;
  touch_hourly: TouchHourlyTable;
  playback_monthly: PlaybackMonthlyTable;
}
