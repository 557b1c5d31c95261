import type { Permission } from '@signage/domain/permissions';
import { sql } from 'kysely';
import { labelledRows } from '../kit/find-visible.ts';
import type { SearchArea } from '../kit/search-area.ts';
import { templateFilters } from '../search/area-filters.ts';
import { layoutAnswers } from './answer.ts';
import type { LayoutContext } from './context.ts';
import { LAYOUT_AREA, LAYOUT_SUMMARY_COLUMNS } from './repository.ts';

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
      const labelled = await labelledRows(ctx, { area: LAYOUT_AREA, columns: LAYOUT_SUMMARY_COLUMNS }, ids);
      const answers = await layoutAnswers(
        ctx,
        labelled.map((row) => ({ ...row, json: undefined })),
        [],
      );
      return new Map(answers.map((answer) => [answer.layout_id, answer as unknown as Record<string, unknown>]));
    },
    changed: (ids) => ctx.changed(ids.length),
    // A layout's tags decide nothing about where it plays (its schedules' tags do), so only a delete, which
    // takes the layout's schedules with it, changes what devices play: those its schedules reach (the reach
    // rule of domain/schedules/reach.ts: a device carries every tag of the schedule). Schedules that ended more
    // than a day ago are left out: a day covers every zone's wall clock.
    devicesReached: async (db, ids, action) => {
      if (action !== 'delete' || ids.length === 0) return [];
      const rows = await db
        .selectFrom('devices')
        .select('devices.device_id')
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('schedules')
              .select('schedules.schedule_id')
              .where('schedules.layout_id', 'in', [...ids])
              .where(sql<boolean>`devices.tags @> schedules.tags`)
              .where(sql<boolean>`schedules.end_time >= localtimestamp - interval '1 day'`),
          ),
        )
        .execute();
      return rows.map((row) => row.device_id);
    },
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
