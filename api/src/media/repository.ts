import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
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

/** Each tag of a row as {name, color, foreground_color}, in the row's order, from the tag registry. */
const tagObjects = sql<{ name: string; color: string | null; foreground_color: string | null }[]>`(
  select coalesce(json_agg(json_build_object('name', t.name, 'color', g.color, 'foreground_color', g.foreground_color)
    order by t.ord), '[]'::json)
  from unnest(media.tags) with ordinality as t(name, ord) left join tags g on g.name = t.name)`;

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

/** One page of media, newest first, with the total count from the same query. */
export async function listMedia(db: Db, filter: MediaFilter, page: number, pageSize: number) {
  const rows = await db
    .selectFrom('media')
    .select([...MEDIA_COLUMNS, tagObjects.as('tags'), sql<number>`count(*) over ()`.as('total_items')])
    .where(mediaWhere(filter))
    .orderBy('media.date_created', 'desc')
    .orderBy('media.media_id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  let total = rows[0]?.total_items;
  if (total === undefined) {
    // Past the last page: count separately so the pager still knows how many there are.
    const count = await db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(mediaWhere(filter))
      .executeTakeFirstOrThrow();
    total = Number(count.n);
  }
  return { rows, total: Number(total) };
}

export async function findMedia(db: Db, id: number, forcedTags: string[]) {
  return db
    .selectFrom('media')
    .select([...MEDIA_COLUMNS, tagObjects.as('tags'), 'media.tags as tag_names'])
    .where('media.media_id', '=', id)
    .where(mediaWhere({ forcedTags }))
    .executeTakeFirst();
}

export type MediaRow = NonNullable<Awaited<ReturnType<typeof findMedia>>>;
