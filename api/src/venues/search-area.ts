import { labelledRows } from '../kit/find-visible.ts';
import type { SearchArea } from '../kit/search-area.ts';
import { EDIT_VENUES, type VenueContext, VIEW_VENUES } from './context.ts';
import { venueAnswers } from './json.ts';
import { VENUE_AREA, VENUE_COLUMNS } from './repository.ts';

/**
 * Venues in the search (`venues`, with venue_page_info) and the tag manager; not bulk-deletable (spec 02 §9).
 * A venue's tags link its trading hours, not its devices, so a tag change reaches no device's playback.
 */
export function venueSearchArea(ctx: VenueContext): SearchArea {
  return {
    key: 'venues',
    view: VIEW_VENUES,
    edit: EDIT_VENUES,
    embed: async (ids, viewer) => {
      const rows = await labelledRows(ctx, { area: VENUE_AREA, columns: VENUE_COLUMNS }, ids);
      return new Map((await venueAnswers(ctx.db, rows, viewer.forced_tags)).map((venue) => [venue.venue_id, venue]));
    },
  };
}
