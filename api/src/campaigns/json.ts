import type { Campaign } from '@signage/contract/campaigns';
import { campaignSpan } from '@signage/domain/campaigns/campaign';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { campaignRuns, type RunRow, type StoredCampaignRow } from './repository.ts';

/** The REST shape of a campaign (spec 02 §3 "Campaign"); Start and End come from its runs. */
export function toCampaignJson(row: StoredCampaignRow & { tags: unknown[] }, runs: readonly RunRow[]): Campaign {
  const timed = runs.map((r) => ({ timer: { start: r.start, end: r.end } }));
  const { start, end } = campaignSpan(timed);
  return {
    campaign_id: row.campaign_id,
    code: row.code,
    name: row.name,
    tags: row.tags as Campaign['tags'],
    layout_id: row.layout_id,
    start,
    end,
    runs: runs.map((r) => ({
      campaign_run_id: r.campaign_run_id,
      run_number: r.run_number,
      timer: { start: r.start, end: r.end },
      venues: [...r.venues],
    })),
    date_created: row.date_created.toISOString(),
    date_updated: row.date_updated.toISOString(),
  };
}

/**
 * Rows as answered to a caller with `forcedTags`, each with its runs (their venues those the caller sees), read for
 * the whole page in one query (never one per row).
 */
export async function campaignAnswers(
  db: Kysely<Database>,
  rows: readonly (StoredCampaignRow & { tags: unknown[] })[],
  forcedTags: readonly string[],
): Promise<Campaign[]> {
  const runs = await campaignRuns(
    db,
    rows.map((row) => row.campaign_id),
    forcedTags,
  );
  return rows.map((row) => toCampaignJson(row, runs.get(row.campaign_id) ?? []));
}
