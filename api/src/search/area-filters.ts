import { sql } from 'kysely';
import type { SearchArea, SearchFilters } from '../kit/search-area.ts';

type Filters = NonNullable<SearchArea['filters']>;

/**
 * layout_template / layout_non_template (spec 02 "Tag manager": show or hide each): for an area whose boolean
 * `column` says the row is a template.
 */
export function templateFilters(table: string, column: string): Filters {
  const template = sql.ref(`${table}.${column}`);
  return (filters: SearchFilters) => [
    filters.layoutTemplate === 'hide' && sql<boolean>`not ${template}`,
    filters.layoutNonTemplate === 'hide' && sql<boolean>`${template}`,
  ];
}

/** start_before / end_after over the object's own time range (schedules, campaigns, their runs). */
export function timeRangeFilters(table: string, start: string, end: string): Filters {
  return (filters: SearchFilters) => [
    !!filters.startBefore && sql<boolean>`${sql.ref(`${table}.${start}`)} < ${filters.startBefore}`,
    !!filters.endAfter && sql<boolean>`${sql.ref(`${table}.${end}`)} > ${filters.endAfter}`,
  ];
}

/**
 * schedule_end_after: objects with a schedule ending after the date. `scheduled(after)` answers, as SQL, the
 * ids of this area's objects having such a schedule (e.g. `select layout_id from schedules where "end" > $1`).
 */
export function scheduleEndFilter(
  table: string,
  id: string,
  scheduled: (after: Date) => ReturnType<typeof sql>,
): Filters {
  return (filters: SearchFilters) => [
    !!filters.scheduleEndAfter &&
      sql<boolean>`${sql.ref(`${table}.${id}`)} in (${scheduled(filters.scheduleEndAfter)})`,
  ];
}

/** Several filter sets of one area as one. */
export function allFilters(...sets: Filters[]): Filters {
  return (filters: SearchFilters) => sets.flatMap((set) => set(filters));
}
