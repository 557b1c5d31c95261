import type { LayoutType } from '@signage/domain/layouts/constants';
import { notFoundMessage } from '@signage/domain/messages';
import { type Kysely, type Selection, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { findVisible } from '../kit/find-visible.ts';
import { type TagRegistry, taggedArea, textArray } from '../kit/tag-registry.ts';
import { type ListCaches, listTagged, newestFirst, type Paging, type TaggedList } from '../kit/tagged-list.ts';
import { type TaggedFilter, taggedWhere } from '../kit/tagged-where.ts';

/** Layouts as a tagged area: free text matches the name besides the tags. */
export const LAYOUT_AREA = taggedArea({ table: 'layouts', id: 'layout_id', noun: 'Layout', text: ['name'] });

/** What a list shows; the tree (`json`) only when asked for, as it may be large. */
export const LAYOUT_SUMMARY_COLUMNS = [
  'layouts.layout_id',
  'layouts.name',
  'layouts.tags',
  'layouts.editor_metadata',
  'layouts.template',
  'layouts.layout_type',
  'layouts.parent_layout_id',
  'layouts.shared_with_network',
  'layouts.media_ids',
  'layouts.date_created',
  'layouts.date_updated',
] as const;
export const LAYOUT_COLUMNS = [...LAYOUT_SUMMARY_COLUMNS, 'layouts.json'] as const;

export type StoredLayoutSummary = Selection<Database, 'layouts', (typeof LAYOUT_SUMMARY_COLUMNS)[number]>;
export type StoredLayout = Selection<Database, 'layouts', (typeof LAYOUT_COLUMNS)[number]>;

export interface LayoutFilter extends TaggedFilter {
  template?: boolean;
  layoutType?: LayoutType;
  usesMedia?: number;
}

/**
 * The layouts a caller sees: those carrying all of their forced tags, and every layout shared with the network
 * (spec 01 §4: a shared layout is visible to all, read-only for some), with the list's own filters.
 */
export function layoutWhere(filter: LayoutFilter) {
  const { forcedTags } = filter;
  return taggedWhere(LAYOUT_AREA, { ...filter, forcedTags: [] }, (eb) => [
    forcedTags.length > 0 &&
      eb.or([sql<boolean>`layouts.tags @> ${textArray(forcedTags)}`, eb('layouts.shared_with_network', '=', true)]),
    filter.template !== undefined && eb('layouts.template', '=', filter.template),
    !!filter.layoutType && eb('layouts.layout_type', '=', filter.layoutType),
    !!filter.usesMedia && sql<boolean>`layouts.media_ids @> array[${filter.usesMedia}]::integer[]`,
  ]);
}

const ORDER = newestFirst('layout_id');

export interface LayoutLists {
  summaries: TaggedList<'layouts', typeof LAYOUT_SUMMARY_COLUMNS>;
  full: TaggedList<'layouts', typeof LAYOUT_COLUMNS>;
}

export function layoutLists(
  summaryCaches?: ListCaches<StoredLayoutSummary>,
  fullCaches?: ListCaches<StoredLayout>,
): LayoutLists {
  return {
    summaries: { area: LAYOUT_AREA, columns: LAYOUT_SUMMARY_COLUMNS, order: ORDER, caches: summaryCaches },
    full: { area: LAYOUT_AREA, columns: LAYOUT_COLUMNS, order: ORDER, caches: fullCaches },
  };
}

export interface LayoutLookup {
  db: Db;
  tagRegistry: TagRegistry;
  lists: LayoutLists;
}

/** One page of layouts, newest first; with their trees when `withJson`. */
export async function listLayouts(ctx: LayoutLookup, filter: LayoutFilter, paging: Paging, withJson: boolean) {
  const where = layoutWhere(filter);
  if (withJson) return listTagged(ctx, ctx.lists.full, filter, where, paging);
  const { rows, total } = await listTagged(ctx, ctx.lists.summaries, filter, where, paging);
  return { rows: rows.map((row) => ({ ...row, json: undefined })), total };
}

/** One layout the caller may see, with tag colours; 404 otherwise. */
export function findLayout(ctx: LayoutLookup, id: number, forcedTags: readonly string[]) {
  return findVisible(ctx, ctx.lists.full, id, layoutWhere({ forcedTags }));
}

export type LayoutRow = Awaited<ReturnType<typeof findLayout>>;

/** Locks a layout the caller may see for the rest of the transaction and answers it as stored; 404 otherwise. */
export async function lockLayout(trx: Kysely<Database>, id: number, forcedTags: readonly string[]) {
  const row = await trx
    .selectFrom('layouts')
    .select(LAYOUT_COLUMNS)
    .where('layouts.layout_id', '=', id)
    .where(layoutWhere({ forcedTags }))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(notFoundMessage(LAYOUT_AREA.noun, id));
  return row;
}

/** The names of the templates rows were generated from, by id (one query for a page). */
export async function parentNames(db: Db, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map<number, string>();
  const rows = await db.selectFrom('layouts').select(['layout_id', 'name']).where('layout_id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.layout_id, r.name]));
}
