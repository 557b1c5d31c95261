import type { ColumnType } from 'kysely';

/**
 * Who made a row and when, and when it last changed: the same three columns on every authored table (media,
 * layouts, schedules, data sources, widget auths). date_created is the database's alone; date_updated may be written.
 */
export interface AuthoredColumns {
  created_by: number | null;
  date_created: ColumnType<Date, never, never>;
  date_updated: ColumnType<Date, Date | undefined, Date>;
}
