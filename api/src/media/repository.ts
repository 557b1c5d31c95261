import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { TagRegistry } from '../tag-registry.ts';
import type { ListPages, ListTotals } from './list-cache.ts';

export interface MediaLookup {
  db: Db;
  tagRegistry: TagRegistry;
  totals: ListTotals;
  pages: ListPages<StoredMediaRow>;
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
  if (rows === undefined) {
    rows = await selectPage(ctx.db, filter, page, pageSize);
    ctx.pages.set(pageKey, rows, pagesGeneration);
  }
  let total = ctx.totals.get(key);
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
