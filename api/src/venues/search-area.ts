import type { SearchArea } from '../kit/search-area.ts';
import { EDIT_VENUES, type VenueContext, VIEW_VENUES } from './context.ts';
import { toVenueJson } from './json.ts';
import { VENUE_COLUMNS, venueDeviceIds } from './repository.ts';

/**
 * Venues in the search (`venues`, with venue_page_info) and the tag manager; not bulk-deletable (spec 02 §9).
 * A venue's tags link its trading hours, not its devices, so a tag change reaches no device's playback.
 */
export function venueSearchArea(ctx: VenueContext): SearchArea {
  return {
    key: 'venues',
    view: VIEW_VENUES,
    edit: EDIT_VENUES,
    embed: async (ids) => {
      if (ids.length === 0) return new Map();
      const rows = await ctx.db
        .selectFrom('venues')
        .select(VENUE_COLUMNS)
        .where('venues.venue_id', 'in', [...ids])
        .execute();
      const [labelled, devices] = await Promise.all([ctx.tagRegistry.labelRows(rows), venueDeviceIds(ctx.db, ids)]);
      return new Map(labelled.map((row) => [row.venue_id, toVenueJson(row, devices.get(row.venue_id) ?? [])]));
    },
  };
}
