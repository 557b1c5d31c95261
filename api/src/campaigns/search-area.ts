import { sql } from 'kysely';
import { labelledRows } from '../kit/find-visible.ts';
import type { SearchArea } from '../kit/search-area.ts';
import { type CampaignContext, EDIT_CAMPAIGNS, VIEW_CAMPAIGNS } from './context.ts';
import { campaignAnswers } from './json.ts';
import { CAMPAIGN_AREA, CAMPAIGN_COLUMNS } from './repository.ts';

/**
 * Campaigns in the search (`campaigns`, with campaigns_page_info) and the tag manager; not bulk-deletable (spec
 * 02 §9). start_before and end_after apply to the campaign's span (its runs). A campaign's tags do not pick its
 * devices (its runs' venues do), so a tag change reaches no device's playback.
 */
export function campaignSearchArea(ctx: CampaignContext): SearchArea {
  return {
    key: 'campaigns',
    view: VIEW_CAMPAIGNS,
    edit: EDIT_CAMPAIGNS,
    filters: (filters) => [
      filters.startBefore &&
        sql<boolean>`campaigns.start_time < ${filters.startBefore.toISOString().slice(0, 16)}::timestamp`,
      filters.endAfter && sql<boolean>`campaigns.end_time > ${filters.endAfter.toISOString().slice(0, 16)}::timestamp`,
    ],
    embed: async (ids, viewer) => {
      const rows = await labelledRows(ctx, { area: CAMPAIGN_AREA, columns: CAMPAIGN_COLUMNS }, ids);
      return new Map(
        (await campaignAnswers(ctx.db, rows, viewer.forced_tags)).map((campaign) => [campaign.campaign_id, campaign]),
      );
    },
  };
}
