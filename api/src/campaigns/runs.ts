import { CAMPAIGN_MESSAGES, campaignSpan, type RunTimer } from '@signage/domain/campaigns/campaign';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { unprocessable } from '../errors.ts';
import { carriesForcedTags } from '../kit/tagged-where.ts';
import { holdVisible } from '../kit/tagged-write.ts';
import { VENUE_AREA } from '../venues/repository.ts';

export interface RunWrite {
  campaign_run_id?: number;
  timer: RunTimer;
  venues?: readonly number[];
}

/**
 * Replaces a run's venues as a caller with `forcedTags` sees them, inside the caller's transaction: the venues
 * named are the run's, the caller's visible venues not named leave it, and venues hidden from them stay.
 */
export async function replaceRunVenues(
  trx: Kysely<Database>,
  runId: number,
  venueIds: readonly number[],
  forcedTags: readonly string[],
) {
  // 404 naming the venues the caller may not see (or that do not exist); those seen are held.
  const wanted = await holdVisible(trx, VENUE_AREA, venueIds, forcedTags);
  await trx
    .deleteFrom('campaign_run_venues')
    .where('campaign_run_id', '=', runId)
    .$if(forcedTags.length > 0, (q) =>
      q.where(
        'venue_id',
        'in',
        trx.selectFrom('venues').select('venue_id').where(carriesForcedTags('venues.tags', forcedTags)),
      ),
    )
    .execute();
  if (wanted.length) {
    await trx
      .insertInto('campaign_run_venues')
      .values(wanted.map((venue_id) => ({ campaign_run_id: runId, venue_id })))
      .execute();
  }
  return wanted.sort((a, b) => a - b);
}

/** The venues of a run now, whoever may see them (as the transaction sees them). */
export async function runVenues(trx: Kysely<Database>, runId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('campaign_run_venues')
    .select('venue_id')
    .where('campaign_run_id', '=', runId)
    .execute();
  return rows.map((r) => r.venue_id);
}

/** The venues the campaign's runs play in now (as the transaction sees them). */
export async function campaignVenues(trx: Kysely<Database>, campaignId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('campaign_run_venues')
    .innerJoin('campaign_runs', 'campaign_runs.campaign_run_id', 'campaign_run_venues.campaign_run_id')
    .select('campaign_run_venues.venue_id')
    .distinct()
    .where('campaign_runs.campaign_id', '=', campaignId)
    .execute();
  return rows.map((r) => r.venue_id);
}

/** The activated devices in these venues: those whose campaign runs a write changed. */
export async function devicesInVenues(trx: Kysely<Database>, venueIds: readonly number[]): Promise<number[]> {
  if (!venueIds.length) return [];
  const rows = await trx
    .selectFrom('devices')
    .select('device_id')
    .where('venue_id', 'in', [...new Set(venueIds)])
    .where('activated', '=', true)
    .orderBy('device_id')
    .execute();
  return rows.map((r) => r.device_id);
}

/**
 * Makes the campaign's runs those given, inside the caller's transaction: runs not named are deleted (their plays
 * with them), named ones re-dated (and their venues replaced when sent), new ones numbered on from the campaign's
 * next number. A named run of another campaign is refused. Keeps the campaign's Start and End.
 */
export async function writeRuns(
  trx: Kysely<Database>,
  campaignId: number,
  runs: readonly RunWrite[],
  forcedTags: readonly string[],
) {
  const existing = await trx
    .selectFrom('campaign_runs')
    .select('campaign_run_id')
    .where('campaign_id', '=', campaignId)
    .forUpdate()
    .execute();
  const own = new Set(existing.map((r) => r.campaign_run_id));
  const named = new Set<number>();
  for (const run of runs) {
    if (run.campaign_run_id === undefined) continue;
    if (!own.has(run.campaign_run_id) || named.has(run.campaign_run_id)) {
      throw unprocessable(CAMPAIGN_MESSAGES.runOfAnotherCampaign(run.campaign_run_id, campaignId));
    }
    named.add(run.campaign_run_id);
  }
  const gone = [...own].filter((id) => !named.has(id));
  if (gone.length) await trx.deleteFrom('campaign_runs').where('campaign_run_id', 'in', gone).execute();
  const campaign = await trx
    .selectFrom('campaigns')
    .select('next_run_number')
    .where('campaign_id', '=', campaignId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  let next = campaign.next_run_number;
  for (const run of runs) {
    let runId = run.campaign_run_id;
    if (runId === undefined) {
      const row = await trx
        .insertInto('campaign_runs')
        .values({ campaign_id: campaignId, run_number: next++, start_time: run.timer.start, end_time: run.timer.end })
        .returning('campaign_run_id')
        .executeTakeFirstOrThrow();
      runId = row.campaign_run_id;
      if (run.venues?.length) await replaceRunVenues(trx, runId, run.venues, forcedTags);
    } else {
      await trx
        .updateTable('campaign_runs')
        .set({ start_time: run.timer.start, end_time: run.timer.end })
        .where('campaign_run_id', '=', runId)
        .execute();
      if (run.venues) await replaceRunVenues(trx, runId, run.venues, forcedTags);
    }
  }
  const { start, end } = campaignSpan(runs);
  await trx
    .updateTable('campaigns')
    .set({ next_run_number: next, start_time: start, end_time: end, date_updated: new Date() })
    .where('campaign_id', '=', campaignId)
    .execute();
}
