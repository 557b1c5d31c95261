import type { CampaignRun } from '@signage/contract/campaigns';
import { deliveryForecast } from '@signage/domain/campaigns/delivery';
import { wallClockAt } from '@signage/domain/schedules/time-zones';
import { compileTimer } from '@signage/domain/schedules/timer';
import { DOW_ALL } from '@signage/domain/schedules/wall-clock';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { deviceWhere } from '../devices/repository.ts';
import { keysetPages } from '../kit/keyset-pages.ts';
import { carriesForcedTags } from '../kit/tagged-where.ts';

/**
 * A run's delivery: plays its venues' devices reported for it (campaign_run_playback, filled from the players'
 * playback reports within the run's dates), per venue and device, and the forecast to its end measured on the
 * installation's clock. A device counts under the venue it is in now; plays of a device that has since left every
 * venue of the run still count in the total. The venues and devices named are those the caller (`forcedTags`)
 * may see; the total counts every play of the run.
 */
export async function runDelivery(
  db: Db,
  run: { campaign_run_id: number; timer: CampaignRun['timer']; venues: readonly number[] },
  asker: { now: number; timeZone: string; forcedTags: readonly string[] },
) {
  const { now, timeZone, forcedTags } = asker;
  const [venues, devices, plays] = await Promise.all([
    run.venues.length
      ? db
          .selectFrom('venues')
          .select(['venue_id', 'name'])
          .where('venue_id', 'in', [...run.venues])
          .orderBy('venue_id')
          .execute()
      : [],
    run.venues.length
      ? db
          .selectFrom('devices')
          .select(['device_id', 'name', 'venue_id'])
          .where('venue_id', 'in', [...run.venues])
          .where(deviceWhere({ forcedTags }))
          .orderBy('device_id')
          .execute()
      : [],
    db
      .selectFrom('campaign_run_playback')
      .select(['device_id', sql<string>`sum(count)::bigint`.as('plays')])
      .where('campaign_run_id', '=', run.campaign_run_id)
      .groupBy('device_id')
      .execute(),
  ]);
  const playsOf = new Map(plays.map((p) => [p.device_id, Number(p.plays)]));
  const total = [...playsOf.values()].reduce((sum, n) => sum + n, 0);
  const timer = compileTimer({ ...run.timer, dow: DOW_ALL, day_part: false });
  const { elapsed, forecast } = deliveryForecast(total, timer.start, timer.end, wallClockAt(now, timeZone));
  return {
    campaign_run_id: run.campaign_run_id,
    start: run.timer.start,
    end: run.timer.end,
    elapsed,
    plays: total,
    forecast,
    venues: venues.map((venue) => {
      const own = devices
        .filter((d) => d.venue_id === venue.venue_id)
        .map((d) => ({ device_id: d.device_id, name: d.name, plays: playsOf.get(d.device_id) ?? 0 }));
      return { ...venue, plays: own.reduce((sum, d) => sum + d.plays, 0), devices: own };
    }),
  };
}

export const PROOF_OF_PLAY_HEADER = [
  'Date',
  'Campaign Code',
  'Run',
  'Venue ID',
  'Venue',
  'Device ID',
  'Device',
  'Media ID',
  'Media',
  'Plays',
];

/**
 * The run's plays per day, device and media item, oldest first, read in pages (a keyset, so no page is skipped): of
 * the devices a caller with `forcedTags` may see, with the venue only where they may see it too.
 */
export function runPlays(db: Db, runId: number, forcedTags: readonly string[], pageSize = 5000) {
  return keysetPages(
    (after: { day: string; device: number; media: number } | undefined) => {
      let page = db
        .selectFrom('campaign_run_playback as p')
        .innerJoin('devices as d', 'd.device_id', 'p.device_id')
        .innerJoin('media as m', 'm.media_id', 'p.media_id')
        .leftJoin('venues as v', (join) =>
          join.onRef('v.venue_id', '=', 'd.venue_id').on(carriesForcedTags('v.tags', forcedTags)),
        )
        .select([
          sql<string>`to_char(p.playback_date, 'YYYY-MM-DD')`.as('day'),
          'p.device_id',
          'd.name as device_name',
          'v.venue_id',
          'v.name as venue_name',
          'p.media_id',
          'm.name as media_name',
          'p.count',
        ])
        .where('p.campaign_run_id', '=', runId)
        .where(carriesForcedTags('d.tags', forcedTags));
      if (after) {
        page = page.where(
          sql<boolean>`(p.playback_date, p.device_id, p.media_id) > (cast(${after.day} as date), ${after.device}, ${after.media})`,
        );
      }
      return page.orderBy('p.playback_date').orderBy('p.device_id').orderBy('p.media_id').limit(pageSize).execute();
    },
    (last) => ({ day: last.day, device: last.device_id, media: last.media_id }),
    pageSize,
  );
}
