import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { TagRegistry } from '../tags/registry.ts';
import type { ListIds, ListPages, ListTotals } from './list-cache.ts';

export interface MediaLookup {
  db: Db;
  tagRegistry: TagRegistry;
  totals: ListTotals;
  pages: ListPages<StoredMediaRow>;
  ids: ListIds;
}

import type { Database } from '../db/schema.ts';

export interface MediaFilter {
  q?: string;
  tags?: string[];
  mediaType?: string;
  mediaFormat?: string;
  ids?: number[];
  /** The caller's forced tags: they see only media carrying all of them (spec 01 §6). */
  forcedTags: string[];
}

export const MEDIA_COLUMNS = [
  'media.media_id',
  'media.name',
  'media.media_type',
  'media.media_format',
  'media.mime_type',
  'media.size',
  'media.width',
  'media.height',
  'media.duration',
  'media.metadata',
  'media.original_name',
  'media.file_name',
  'media.date_created',
  'media.date_updated',
  'media.tags',
] as const;

function textArray(values: readonly string[]) {
  return sql<string[]>`cast(${sql.val([...values])} as text[])`;
}

export function mediaWhere(filter: MediaFilter) {
  return (eb: ExpressionBuilder<Database, 'media'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.forcedTags.length) conditions.push(sql<boolean>`media.tags @> ${textArray(filter.forcedTags)}`);
    if (filter.tags?.length) conditions.push(sql<boolean>`media.tags @> ${textArray(filter.tags)}`);
    if (filter.mediaType) conditions.push(eb('media.media_type', '=', filter.mediaType));
    if (filter.mediaFormat) conditions.push(eb('media.media_format', '=', filter.mediaFormat));
    if (filter.ids) conditions.push(eb('media.media_id', 'in', filter.ids.length ? filter.ids : [0]));
    if (filter.q?.trim()) {
      const like = `%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        eb.or([
          eb('media.name', 'ilike', like),
          eb('media.original_name', 'ilike', like),
          sql<boolean>`exists (select 1 from unnest(media.tags) as t(name) where t.name ilike ${like})`,
        ]),
      );
    }
    return eb.and(conditions);
  };
}

function selectPage(db: Db, filter: MediaFilter, page: number, pageSize: number) {
  return db
    .selectFrom('media')
    .select(MEDIA_COLUMNS)
    .where(mediaWhere(filter))
    .orderBy('media.date_created', 'desc')
    .orderBy('media.media_id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
}

/** The rows of `ids`, in that order. */
async function selectByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('media')
    .select(MEDIA_COLUMNS)
    .where('media.media_id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.media_id, row]));
  // A row deleted since the ids were read is simply missing; the next write invalidates the ids anyway.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** All matches of `filter` as ordered ids, from the cache or read once; undefined when not cached here. */
async function matchingIds(ctx: MediaLookup, filter: MediaFilter, key: string) {
  if (!ctx.ids.enabled) return undefined;
  const cached = ctx.ids.get(key);
  if (cached !== undefined) return cached ?? undefined;
  const generation = ctx.ids.generation;
  // Newest first, as selectPage orders a page.
  const rows = await ctx.db
    .selectFrom('media')
    .select('media.media_id')
    .where(mediaWhere(filter))
    .orderBy('media.date_created', 'desc')
    .orderBy('media.media_id', 'desc')
    .limit(ctx.ids.maxMatches + 1)
    .execute();
  const ids = rows.length > ctx.ids.maxMatches ? null : rows.map((row) => row.media_id);
  ctx.ids.set(key, ids, generation);
  return ids ?? undefined;
}

/** A media row as stored (tag names, not yet tag objects). */
export type StoredMediaRow = Awaited<ReturnType<typeof selectPage>>[number];

/**
 * One page of media, newest first, with the total of matches and each tag's colours. Pages and totals come
 * from the caches when this process is the only writer (see list-cache.ts).
 */
export async function listMedia(ctx: MediaLookup, filter: MediaFilter, page: number, pageSize: number) {
  const key = JSON.stringify(filter);
  const pageKey = `${page}:${pageSize}:${key}`;
  // Taken before querying: a result is cached only if no write happened meanwhile.
  const pagesGeneration = ctx.pages.generation;
  const totalsGeneration = ctx.totals.generation;
  let rows = ctx.pages.get(pageKey);
  let total = ctx.totals.get(key);
  if (rows === undefined) {
    const ids = await matchingIds(ctx, filter, key);
    if (ids) {
      total = ids.length;
      ctx.totals.set(key, total, totalsGeneration);
    }
    rows = ids
      ? await selectByIds(ctx.db, ids.slice((page - 1) * pageSize, page * pageSize))
      : await selectPage(ctx.db, filter, page, pageSize);
    ctx.pages.set(pageKey, rows, pagesGeneration);
  }
  if (total === undefined) {
    const count = await ctx.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(mediaWhere(filter))
      .executeTakeFirstOrThrow();
    total = Number(count.n);
    ctx.totals.set(key, total, totalsGeneration);
  }
  return { rows: await ctx.tagRegistry.labelRows(rows), total };
}

export async function findMedia(ctx: MediaLookup, id: number, forcedTags: string[]) {
  const row = await ctx.db
    .selectFrom('media')
    .select(MEDIA_COLUMNS)
    .where('media.media_id', '=', id)
    .where(mediaWhere({ forcedTags }))
    .executeTakeFirst();
  return row ? (await ctx.tagRegistry.labelRows([row]))[0] : undefined;
}

export type MediaRow = NonNullable<Awaited<ReturnType<typeof findMedia>>>;
