import { wallClockAt } from '@signage/domain/schedules/time-zones';
import { formatWallClock } from '@signage/domain/schedules/wall-clock';
import { daylightSavingChanges, lookAheadWindow, timerProblems } from '@signage/domain/venues/look-ahead';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { selectSchedules } from '../schedules/repository.ts';

/** The venue's next 14 days: its zone's clock changes and the schedules reaching its devices in that time. */
export async function venueLookAhead(
  db: Kysely<Database>,
  venue: { venue_id: number; time_zone: string },
  now: number,
) {
  const [from, to] = lookAheadWindow(now);
  const zone = venue.time_zone;
  const changes = daylightSavingChanges(zone, from, to);
  const devices = await db
    .selectFrom('devices')
    .select(['device_id', 'tags'])
    .where('venue_id', '=', venue.venue_id)
    .where('activated', '=', true)
    .execute();
  const wallFrom = formatWallClock(wallClockAt(from, zone));
  const wallTo = formatWallClock(wallClockAt(to, zone));
  const schedules = devices.length
    ? await selectSchedules(db)
        .where(sql<boolean>`schedules.end_time >= cast(${wallFrom} as timestamp)`)
        .where(sql<boolean>`schedules.start_time <= cast(${wallTo} as timestamp)`)
        // Reaching at least one of the venue's devices: its tags are all among that device's.
        .where(
          sql<boolean>`exists (select 1 from devices d where d.venue_id = ${venue.venue_id} and d.activated and schedules.tags <@ d.tags)`,
        )
        .orderBy('schedules.start_time')
        .orderBy('schedules.schedule_id')
        .limit(500)
        .execute()
    : [];
  return {
    venue_id: venue.venue_id,
    time_zone: zone,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    daylight_saving_changes: changes.map((c) => ({
      at: new Date(c.at).toISOString(),
      offset_before_minutes: c.offsetBefore / 60_000,
      offset_after_minutes: c.offsetAfter / 60_000,
      kind: c.kind,
      wall_from: formatWallClock(c.wallFrom),
      wall_to: formatWallClock(c.wallTo),
    })),
    entries: schedules.map((s) => ({
      schedule_id: s.schedule_id,
      name: s.layout_name ?? `Schedule ${s.schedule_id}`,
      start: s.start,
      end: s.end,
      device_ids: devices.filter((d) => s.tags.every((t) => d.tags.includes(t))).map((d) => d.device_id),
      problems: timerProblems(s.start, s.end, changes),
    })),
  };
}
