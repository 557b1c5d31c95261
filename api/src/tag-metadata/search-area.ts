import { sql } from 'kysely';
import { labelledRows, touchedTagSets } from '../kit/find-visible.ts';
import type { SearchArea } from '../kit/search-area.ts';
import { EDIT_TAG_METADATA, type TagMetadataContext, VIEW_TAG_METADATA } from './context.ts';
import { toTagMetadataJson } from './json.ts';
import { devicesForReach, linkedCounts, recordsOf } from './reach.ts';
import { TAG_METADATA_AREA, TAG_METADATA_COLUMNS } from './repository.ts';

/**
 * Trading hours and device settings in the search and the tag manager (not bulk-deletable: spec 02 §9). A row is
 * named by its description; `tagmetadata_categories` narrows them (spec 02 §7).
 */
export function tagMetadataSearchArea(ctx: TagMetadataContext): SearchArea {
  return {
    key: 'tag_metadata',
    name: sql<string>`coalesce(nullif(tag_metadata.description, ''), initcap(tag_metadata.category) || ' ' || tag_metadata.tagmetadata_id)`,
    view: VIEW_TAG_METADATA,
    edit: EDIT_TAG_METADATA,
    filters: ({ tagMetadataCategories }) => [
      !!tagMetadataCategories?.length &&
        sql<boolean>`tag_metadata.category in (${sql.join([...tagMetadataCategories])})`,
    ],
    embed: async (ids, viewer) => {
      if (ids.length === 0) return new Map();
      const [labelled, devices, records] = await Promise.all([
        labelledRows(ctx, { area: TAG_METADATA_AREA, columns: TAG_METADATA_COLUMNS }, ids),
        devicesForReach(ctx.db, viewer.forced_tags),
        recordsOf(ctx.db, ['trading hours', 'device settings']),
      ]);
      const linked = linkedCounts(devices, records);
      return new Map(labelled.map((row) => [row.tagmetadata_id, toTagMetadataJson(row, linked)]));
    },
    // A record's tags pick its devices: those of its old tags and of its new ones may change record.
    devicesReached: async (db, ids, action, newTags = []) => {
      if (ids.length === 0) return [];
      const tagSets = await touchedTagSets(db, TAG_METADATA_AREA, ids, action, newTags);
      const devices = await devicesForReach(db, []);
      return devices
        .filter((d) => tagSets.some((tags) => tags.every((tag) => d.tags.includes(tag))))
        .map((d) => d.device_id);
    },
  };
}
