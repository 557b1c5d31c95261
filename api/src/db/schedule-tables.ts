import type { ColumnType, Generated } from 'kysely';
import type { AuthoredColumns } from './authored-columns.ts';

/**
 * Kysely's view of migrations/007_schedules.sql. start_time and end_time are wall-clock `timestamp`s: written
 * as `YYYY-MM-DDTHH:mm` text and read back through to_char (repository.ts), never as Date objects, which the
 * drivers would read in the server's own zone.
 */
export interface SchedulesTable extends AuthoredColumns {
  schedule_id: Generated<number>;
  layout_id: number | null;
  audio_playlist_id: number | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  start_time: ColumnType<string, string, string>;
  end_time: ColumnType<string, string, string>;
  dow: ColumnType<number, number | undefined, number>;
  day_part: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ScheduleTables {
  schedules: SchedulesTable;
}
