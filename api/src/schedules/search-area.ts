import { wallClockAt } from '@signage/domain/schedules/time-zones';
import { formatWallClock } from '@signage/domain/schedules/wall-clock';
import { sql } from 'kysely';
import { touchedTagSets } from '../kit/find-visible.ts';
import type { SearchArea, SearchViewer } from '../kit/search-area.ts';
import { textArray } from '../kit/tag-registry.ts';
import { checkBulkOverlaps } from './clash.ts';
import { EDIT, type ScheduleContext, VIEW } from './context.ts';
import { reachedDeviceIds, SCHEDULE_AREA, scheduleAnswers, selectSchedules } from './repository.ts';
import { maySeeLayouts, withVisibleLayouts } from './viewer.ts';

/**
 * A schedule's name in search results: what it publishes (its layout's name), when the viewer may see that
 * layout (a layout permission, and its forced tags or shared with the network); otherwise "Schedule {id}".
 */
export function scheduleSearchName(viewer: SearchViewer) {
  const byId = sql<string>`'Schedule ' || schedules.schedule_id`;
  if (!maySeeLayouts(viewer)) return byId;
  const forced = viewer.forced_tags.length
    ? sql`and (layouts.tags @> ${textArray(viewer.forced_tags)} or layouts.shared_with_network)`
    : sql``;
  return sql<string>`coalesce(
    (select layouts.name from layouts where layouts.layout_id = schedules.layout_id ${forced}), ${byId})`;
}

/**
 * Schedules in the search and the tag manager (not bulk-deletable: spec 02 §9). A row is named by what it
 * publishes (its layout's name). start_before / end_after bound its timer, which is a wall clock read on each
 * device's own clock: an instant asked for is read on the display time zone's clock, as the schedule list does.
 */
export function scheduleSearchArea(ctx: ScheduleContext): SearchArea {
  const wall = (date: Date) => formatWallClock(wallClockAt(date.getTime(), ctx.displayTimeZone));
  return {
    key: 'schedules',
    name: scheduleSearchName,
    view: VIEW,
    edit: EDIT,
    filters: ({ startBefore, endAfter }) => [
      !!startBefore && sql<boolean>`schedules.start_time < cast(${wall(startBefore)} as timestamp)`,
      !!endAfter && sql<boolean>`schedules.end_time > cast(${wall(endAfter)} as timestamp)`,
    ],
    embed: async (ids, viewer) => {
      if (ids.length === 0) return new Map();
      const rows = await selectSchedules(ctx.db)
        .where('schedules.schedule_id', 'in', [...ids])
        .execute();
      const seen = await withVisibleLayouts(ctx.db, viewer, rows);
      const answers = await scheduleAnswers(ctx.tagRegistry, seen, ctx.displayTimeZone);
      return new Map(answers.map((answer) => [answer.schedule_id, answer as unknown as Record<string, unknown>]));
    },
    // Every path that changes a schedule's tags meets the overlap rule (spec 01 §5): a clash refuses the whole edit.
    checkTagChanges: (trx, changes, viewer) =>
      checkBulkOverlaps(
        trx,
        changes.map((change) => change.id),
        viewer,
      ),
    // A schedule's tags pick the devices that play it: a change reaches the devices of its old tags and of its
    // new ones, as every schedule write does (those devices are sent fetch-schedules).
    devicesReached: async (db, ids, action, newTags = []) => {
      if (ids.length === 0) return [];
      const tagSets = await touchedTagSets(db, SCHEDULE_AREA, ids, action, newTags);
      const unique = [...new Map(tagSets.map((tags) => [[...tags].sort().join('\u0001'), tags])).values()];
      return reachedDeviceIds(db, unique);
    },
  };
}
