import type { Permission } from '@signage/domain/permissions';
import { sql } from 'kysely';
import { templateFilters } from '../search/area-filters.ts';
import type { SearchArea } from '../search/search-area.ts';
import { layoutAnswers } from './answer.ts';
import type { LayoutContext } from './context.ts';
import { LAYOUT_SUMMARY_COLUMNS } from './repository.ts';

/**
 * Layouts (templates and sync sequences too) in the search and the tag manager: templates shown or hidden,
 * bulk-deletable (spec 02 §9). The search reaches only layouts carrying all of the caller's forced tags, so a
 * shared layout that would be read-only for the caller (spec 01 §4) never enters a bulk change.
 */
export function layoutSearchArea(
  ctx: LayoutContext,
  view: readonly Permission[],
  edit: readonly Permission[],
): SearchArea {
  return {
    key: 'layouts',
    view,
    edit,
    filters: templateFilters('layouts', 'template'),
    embed: async (ids) => {
      if (ids.length === 0) return new Map();
      const rows = await ctx.db
        .selectFrom('layouts')
        .select(LAYOUT_SUMMARY_COLUMNS)
        .where('layouts.layout_id', 'in', [...ids])
        .execute();
      const labelled = await ctx.tagRegistry.labelRows(rows);
      const answers = await layoutAnswers(
        ctx,
        labelled.map((row) => ({ ...row, json: undefined })),
        [],
      );
      return new Map(answers.map((answer) => [answer.layout_id, answer as unknown as Record<string, unknown>]));
    },
    changed: (ids) => ctx.changed(ids.length),
    bulkDeletable: true,
    // The schedules' foreign key removes a layout's schedules in the same transaction; thumbnails go after commit.
    deleteRows: async (trx, ids) => {
      await sql`delete from layouts where layout_id in (${sql.join(ids)})`.execute(trx);
      return async () => {
        for (const id of ids) await ctx.thumbnails.remove(id);
      };
    },
  };
}
