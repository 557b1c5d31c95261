import { CAMPAIGN_NOUN } from '@signage/domain/campaigns/campaign';
import { type Kysely, type Selection, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { taggedArea } from '../kit/tag-registry.ts';
import { taggedReads } from '../kit/tagged-reads.ts';
import { carriesForcedTags, type TaggedFilter } from '../kit/tagged-where.ts';
import { timerColumns } from '../kit/wall-clock.ts';

/** Campaigns as a tagged area: free text matches the code and the name besides the tags. */
export const CAMPAIGN_AREA = taggedArea({
  table: 'campaigns',
  id: 'campaign_id',
  noun: CAMPAIGN_NOUN,
  text: ['code', 'name'],
});

export const CAMPAIGN_COLUMNS = [
  'campaigns.campaign_id',
  'campaigns.code',
  'campaigns.name',
  'campaigns.tags',
  'campaigns.layout_id',
  'campaigns.date_created',
  'campaigns.date_updated',
] as const;

export type StoredCampaignRow = Selection<Database, 'campaigns', (typeof CAMPAIGN_COLUMNS)[number]>;

export interface CampaignFilter extends TaggedFilter {
  /** Campaigns ending on or after this date (`YYYY-MM-DD`), and those without runs; undefined: all. */
  endingAfter?: string;
}

const READS = taggedReads(CAMPAIGN_AREA, CAMPAIGN_COLUMNS, (filter: CampaignFilter) => [
  filter.endingAfter !== undefined &&
    sql<boolean>`(campaigns.end_time is null or campaigns.end_time >= cast(${filter.endingAfter} as timestamp))`,
]);

export const { where: campaignWhere, page: listCampaigns, find: findCampaign } = READS;

export type CampaignRow = Awaited<ReturnType<typeof findCampaign>>;

export interface RunRow {
  campaign_run_id: number;
  campaign_id: number;
  run_number: number;
  start: string;
  end: string;
  venues: number[];
}

/**
 * The venue ids of the run whose id is the column `runId` that a caller with `forcedTags` may see, in id order
 * (empty for none): a run never tells of venues hidden from its reader.
 */
export const runVenueIds = (runId: string, forcedTags: readonly string[]) => {
  // Without forced tags (a player, an administrator) no venue is looked up: players ask on every check.
  const seen = forcedTags.length
    ? sql`and exists (select 1 from venues where venues.venue_id = v.venue_id and ${carriesForcedTags('venues.tags', forcedTags)})`
    : sql``;
  return sql<number[]>`coalesce((select array_agg(v.venue_id order by v.venue_id) from campaign_run_venues v
    where v.campaign_run_id = ${sql.ref(runId)} ${seen}), '{}')`;
};

/** The runs of each campaign, earliest start first, with the ids of their venues a caller with `forcedTags` sees. */
export async function campaignRuns(
  db: Kysely<Database>,
  campaignIds: readonly number[],
  forcedTags: readonly string[],
) {
  const byCampaign = new Map<number, RunRow[]>(campaignIds.map((id) => [id, []]));
  if (campaignIds.length === 0) return byCampaign;
  const rows = await db
    .selectFrom('campaign_runs')
    .select([
      'campaign_runs.campaign_run_id',
      'campaign_runs.campaign_id',
      'campaign_runs.run_number',
      ...timerColumns('campaign_runs'),
      runVenueIds('campaign_runs.campaign_run_id', forcedTags).as('venues'),
    ])
    .where('campaign_runs.campaign_id', 'in', [...campaignIds])
    .orderBy('campaign_runs.start_time')
    .orderBy('campaign_runs.campaign_run_id')
    .execute();
  for (const row of rows) byCampaign.get(row.campaign_id)?.push(row);
  return byCampaign;
}

/** One run of a campaign as a caller with `forcedTags` sees it, or undefined. */
export async function findRun(db: Kysely<Database>, campaignId: number, runId: number, forcedTags: readonly string[]) {
  const runs = await campaignRuns(db, [campaignId], forcedTags);
  return runs.get(campaignId)?.find((r) => r.campaign_run_id === runId);
}
