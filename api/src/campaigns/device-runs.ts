import { CAMPAIGN_RUN_NOUN } from '@signage/domain/campaigns/campaign';
import { notFoundMessage } from '@signage/domain/messages';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { unprocessable } from '../errors.ts';
import { timerColumns } from '../kit/wall-clock.ts';
import type { DeviceRuns } from '../schedules/context.ts';
import { runVenueIds } from './repository.ts';

/** Whose runs, over which wall-clock span; `venueId` when the caller has read it already (null: in no venue). */
export interface DeviceRunsQuery {
  deviceId: number;
  from: string;
  to?: string;
  venueId?: number | null;
}

/**
 * The campaign runs reaching a device: the runs of its venue ending at or after `from` and, when `to` is given,
 * starting at or before it (wall-clock readings), earliest start first, with what the evaluator needs. A device in
 * no venue has none. Used by the schedules area (for_device and now_playing: the evaluator and the player), wired
 * through app.ts.
 */
export async function deviceCampaignRuns(
  db: Kysely<Database>,
  { deviceId, from, to, venueId: knownVenue }: DeviceRunsQuery,
): Promise<DeviceRuns> {
  const venueId =
    knownVenue !== undefined
      ? knownVenue
      : ((await db.selectFrom('devices').select('venue_id').where('device_id', '=', deviceId).executeTakeFirst())
          ?.venue_id ?? null);
  if (venueId === null) return { venue_id: null, runs: [] };
  const rows = await db
    .selectFrom('campaign_run_venues as rv')
    .innerJoin('campaign_runs as r', 'r.campaign_run_id', 'rv.campaign_run_id')
    .innerJoin('campaigns as c', 'c.campaign_id', 'r.campaign_id')
    .leftJoin('layouts as l', 'l.layout_id', 'c.layout_id')
    .select([
      'r.campaign_run_id',
      'c.campaign_id',
      'c.name as campaign_name',
      'c.tags as campaign_tags',
      'r.run_number',
      'c.layout_id',
      'l.name as layout_name',
      ...timerColumns('r'),
      runVenueIds('r.campaign_run_id', []).as('venue_ids'),
    ])
    .where('rv.venue_id', '=', venueId)
    .where(sql<boolean>`r.end_time >= cast(${from} as timestamp)`)
    .$if(to !== undefined, (q) => q.where(sql<boolean>`r.start_time <= cast(${to} as timestamp)`))
    .orderBy('r.start_time')
    .orderBy('r.campaign_run_id')
    .execute();
  return {
    venue_id: venueId,
    runs: rows.map((r) => ({
      campaign_run_id: r.campaign_run_id,
      campaign_id: r.campaign_id,
      campaign_name: r.campaign_name,
      campaign_tags: r.campaign_tags,
      run_number: r.run_number,
      layout_id: r.layout_id,
      layout_name: r.layout_name ?? null,
      timer: { start: r.start, end: r.end },
      venue_ids: r.venue_ids,
    })),
  };
}

export interface CampaignPlay {
  campaign_run_id: number;
  media_id: number;
  playback_date: string;
  count: number;
}

/**
 * Counts a player's plays of campaign runs toward their delivery, inside the transaction storing its playback
 * report: a run must reach the device (its venue is one of the run's), the day must lie within the run's dates,
 * and the media item must be one the campaign's layout plays; otherwise the whole report is refused (422).
 */
export async function recordCampaignPlays(
  trx: Transaction<Database>,
  deviceId: number,
  plays: readonly CampaignPlay[],
) {
  if (!plays.length) return;
  const runIds = [...new Set(plays.map((p) => p.campaign_run_id))];
  // Held until the plays are in: a run deleted meanwhile cannot break the insert.
  await trx
    .selectFrom('campaign_runs')
    .select('campaign_run_id')
    .where('campaign_run_id', 'in', runIds)
    .forKeyShare()
    .execute();
  const runs = await trx
    .selectFrom('campaign_runs as r')
    .innerJoin('campaigns as c', 'c.campaign_id', 'r.campaign_id')
    .leftJoin('layouts as l', 'l.layout_id', 'c.layout_id')
    .select([
      'r.campaign_run_id',
      sql<string>`to_char(r.start_time, 'YYYY-MM-DD')`.as('first_day'),
      sql<string>`to_char(r.end_time, 'YYYY-MM-DD')`.as('last_day'),
      sql<number[]>`coalesce(l.media_ids, '{}')`.as('media_ids'),
      sql<boolean>`exists (select 1 from campaign_run_venues v join devices d on d.venue_id = v.venue_id where v.campaign_run_id = r.campaign_run_id and d.device_id = ${deviceId})`.as(
        'reaches',
      ),
    ])
    .where('r.campaign_run_id', 'in', runIds)
    .execute();
  const byId = new Map(runs.map((r) => [r.campaign_run_id, r]));
  for (const play of plays) {
    const run = byId.get(play.campaign_run_id);
    if (!run) throw unprocessable(notFoundMessage(CAMPAIGN_RUN_NOUN, play.campaign_run_id));
    if (!run.reaches) {
      throw unprocessable(`Campaign run ${play.campaign_run_id} does not play in this player's venue.`);
    }
    if (play.playback_date < run.first_day || play.playback_date > run.last_day) {
      throw unprocessable(
        `Campaign run ${play.campaign_run_id} runs from ${run.first_day} to ${run.last_day}, not on ${play.playback_date}.`,
      );
    }
    if (!run.media_ids.includes(play.media_id)) {
      throw unprocessable(`Media item ${play.media_id} is not in campaign run ${play.campaign_run_id}'s content.`);
    }
  }
  const summed = new Map<string, CampaignPlay>();
  for (const play of plays) {
    const key = `${play.campaign_run_id} ${play.media_id} ${play.playback_date}`;
    const known = summed.get(key);
    if (known) known.count += play.count;
    else summed.set(key, { ...play });
  }
  await trx
    .insertInto('campaign_run_playback')
    .values([...summed.values()].map((p) => ({ device_id: deviceId, ...p })))
    .onConflict((oc) =>
      oc.columns(['campaign_run_id', 'device_id', 'media_id', 'playback_date']).doUpdateSet({
        count: sql<number>`campaign_run_playback.count + excluded.count`,
      }),
    )
    .execute();
}
