import { AREA_VIEWERS, hasAnyPermission } from '@signage/domain/permissions';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { carriesForcedTags } from '../kit/tagged-where.ts';
import { layoutWhere } from '../layouts/repository.ts';

/** Who reads a schedule: their forced tags and permissions decide which layouts they may know of. */
export interface Viewer {
  forced_tags: readonly string[];
  permissions: readonly string[];
}

/** The layout permissions (layouts/routes.ts VIEW): a schedule names its layout only to their holders. */
export const LAYOUT_VIEW = AREA_VIEWERS.layouts;

export const maySeeLayouts = (viewer: Viewer) => hasAnyPermission(viewer.permissions, LAYOUT_VIEW);

/**
 * Of `ids`, the layouts `viewer` may see: with a layout permission, and within their forced tags or shared with
 * the network. A schedule's answer names only these, so schedules do not leak other teams' layout names.
 */
export async function visibleLayoutIds(
  db: Kysely<Database>,
  viewer: Viewer,
  ids: readonly (number | null)[],
): Promise<Set<number>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length || !maySeeLayouts(viewer)) return new Set();
  // Without forced tags every layout is theirs to see: the ids come from schedules, whose layouts exist (their
  // schedules go with them), so no query is needed.
  if (!viewer.forced_tags.length) return new Set(wanted);
  const rows = await db
    .selectFrom('layouts')
    .select('layout_id')
    .where('layouts.layout_id', 'in', wanted)
    .where(layoutWhere({ forcedTags: viewer.forced_tags }))
    .execute();
  return new Set(rows.map((row) => row.layout_id));
}

/** Rows with the names of layouts hidden from `viewer` taken out (a player sees every row whole). */
export async function withVisibleLayouts<R extends { layout_id: number | null; layout_name: string | null }>(
  db: Kysely<Database>,
  viewer: Viewer,
  rows: readonly R[],
): Promise<R[]> {
  const visible = await visibleLayoutIds(
    db,
    viewer,
    rows.map((row) => row.layout_id),
  );
  return rows.map((row) =>
    row.layout_id === null || visible.has(row.layout_id) ? row : { ...row, layout_name: null },
  );
}

/**
 * Rows with the ids of venues hidden from `viewer` by their forced tags taken out of `venue_ids` (a campaign run
 * names only the venues its reader may see; the evaluator still decided over all of them).
 */
export async function withVisibleVenues<R extends { venue_ids: number[] }>(
  db: Kysely<Database>,
  viewer: Viewer,
  rows: readonly R[],
): Promise<R[]> {
  const wanted = [...new Set(rows.flatMap((row) => row.venue_ids))];
  if (!viewer.forced_tags.length || !wanted.length) return [...rows];
  const visible = await db
    .selectFrom('venues')
    .select('venue_id')
    .where('venues.venue_id', 'in', wanted)
    .where(carriesForcedTags('venues.tags', viewer.forced_tags))
    .execute();
  const seen = new Set(visible.map((row) => row.venue_id));
  return rows.map((row) => ({ ...row, venue_ids: row.venue_ids.filter((id) => seen.has(id)) }));
}
