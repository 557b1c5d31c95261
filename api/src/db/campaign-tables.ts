import type { ColumnType, Generated } from 'kysely';
import type { AuthoredColumns } from './authored-columns.ts';

/**
 * Kysely's view of migrations/021_campaigns.sql. start_time and end_time are wall-clock `timestamp`s, written as
 * `YYYY-MM-DDTHH:mm` text and read back through to_char, as the schedules' are.
 */
export interface CampaignsTable extends AuthoredColumns {
  campaign_id: Generated<number>;
  code: string;
  name: string;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  layout_id: ColumnType<number | null, number | null | undefined, number | null>;
  start_time: ColumnType<string | null, string | null | undefined, string | null>;
  end_time: ColumnType<string | null, string | null | undefined, string | null>;
  next_run_number: ColumnType<number, number | undefined, number>;
}

export interface CampaignRunsTable {
  campaign_run_id: Generated<number>;
  campaign_id: number;
  run_number: number;
  start_time: ColumnType<string, string, string>;
  end_time: ColumnType<string, string, string>;
}

export interface CampaignRunVenuesTable {
  campaign_run_id: number;
  venue_id: number;
}

export interface CampaignRunPlaybackTable {
  campaign_run_id: number;
  device_id: number;
  media_id: number;
  playback_date: ColumnType<string, string, string>;
  count: number;
}

export interface CampaignTables {
  campaigns: CampaignsTable;
  campaign_runs: CampaignRunsTable;
  campaign_run_venues: CampaignRunVenuesTable;
  campaign_run_playback: CampaignRunPlaybackTable;
}
