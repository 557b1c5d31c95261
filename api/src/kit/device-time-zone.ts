import { sql } from 'kysely';

/**
 * The zone a device's time runs in, as a column of a query over `devices`: its venue's zone when it is in one
 * (the venue is the one authority for time), else its own; null: the installation's display zone. Every
 * evaluator (schedules, trading hours) selects this rather than `devices.time_zone`.
 */
export const deviceTimeZone = sql<
  string | null
>`coalesce((select venues.time_zone from venues where venues.venue_id = devices.venue_id), devices.time_zone)`.as(
  'time_zone',
);
