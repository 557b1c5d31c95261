import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectExpression,
  type Selection,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { type Caching, WriteInvalidatedCache } from '../db/write-cache.ts';
import type { TaggedArea, TaggedTableName, TagRegistry } from './tag-registry.ts';
import type { TaggedFilter } from './tagged-where.ts';

export interface Paging {
  page: number;
  pageSize: number;
}

export interface ListOrder {
  column: string;
  direction: 'asc' | 'desc';
  nullsLast?: boolean;
}

/** The areas' usual order: newest first, the id breaking ties between rows made in the same instant. */
export function newestFirst(idColumn: string): readonly ListOrder[] {
  return [
    { column: 'date_created', direction: 'desc' },
    { column: idColumn, direction: 'desc' },
  ];
}

/**
 * Write-invalidated caches of one area's lists (see WriteInvalidatedCache for when they keep anything): totals per
 * filter; every match as ordered ids for filters with at most `maxMatches` matches (null for more), so any page
 * is a slice of ids and a primary-key read; and pages of rows. Only for areas whose rows change only through
 * this api's own writes (not devices, whose last contact every check-in changes).
 */
export interface ListCaches<R> {
  totals: WriteInvalidatedCache<string, number>;
  ids: WriteInvalidatedCache<string, readonly number[] | null>;
  pages: WriteInvalidatedCache<string, readonly Readonly<R>[]>;
  maxMatches: number;
}

/** Caches for one area's lists, with the bounds the media list was tuned with. */
export function listCaches<R>(
  caching: Caching | boolean,
  /** The list's name, the same in every api process (its caches' names on the CacheBus). */
  name: string,
  maxMatches = 5_000,
): ListCaches<R> & { invalidate(): void } {
  const caches = {
    // Counting matches is the costliest query of a list on PGlite.
    totals: new WriteInvalidatedCache<string, number>(caching, 1000, `${name}.totals`),
    // Weighed by ids, so a filter's ids count for what they hold.
    ids: new WriteInvalidatedCache<string, readonly number[] | null>(caching, 200_000, `${name}.ids`),
    // Weighed by rows, so pages of 1000 cannot crowd memory. Cached rows are frozen: answers share them.
    pages: new WriteInvalidatedCache<string, readonly Readonly<R>[]>(caching, 10_000, `${name}.pages`),
    maxMatches,
  };
  return {
    ...caches,
    invalidate() {
      caches.totals.invalidate();
      caches.ids.invalidate();
      caches.pages.invalidate();
    },
  };
}

/** One area's list: its table, selected columns, order, and (where safe) its caches. */
export interface TaggedList<T extends TaggedTableName, C extends readonly (SelectExpression<Database, T> & string)[]> {
  area: TaggedArea<T>;
  columns: C;
  order: readonly ListOrder[];
  caches?: ListCaches<Selection<Database, T, C[number]>>;
}

/**
 * One page of a tagged list in the list's order, with the total of matches and each tag's colours; pages,
 * totals and ids come from the list's caches when it has them. `filter` (with the area's own fields) is the
 * cache key; `where` is its condition (taggedWhere plus the area's own).
 */
export async function listTagged<
  T extends TaggedTableName,
  C extends readonly (SelectExpression<Database, T> & string)[],
>(
  { db, tagRegistry }: { db: Db; tagRegistry: TagRegistry },
  list: TaggedList<T, C>,
  filter: TaggedFilter,
  where: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>,
  { page, pageSize }: Paging,
  order: readonly ListOrder[] = list.order,
) {
  type Row = Selection<Database, T, C[number]>;
  const query = new ListQuery<Row>(db, list, where, order);
  const caches = list.caches;
  const key = order === list.order ? JSON.stringify(filter) : JSON.stringify([filter, order]);
  const pageKey = `${page}:${pageSize}:${key}`;
  // Taken before querying: an answer is cached only if no write happened meanwhile.
  const pagesGeneration = caches?.pages.generation ?? 0;
  const totalsGeneration = caches?.totals.generation ?? 0;
  let rows = caches?.pages.get(pageKey);
  let total = caches?.totals.get(key);
  if (rows === undefined) {
    const ids = caches ? await matchingIds(query, caches, key) : undefined;
    if (ids) {
      total = ids.length;
      caches?.totals.set(key, total, totalsGeneration);
    }
    rows = ids
      ? await query.byIds(ids.slice((page - 1) * pageSize, page * pageSize))
      : await query.page((page - 1) * pageSize, pageSize);
    if (caches?.pages.enabled) {
      for (const row of rows) Object.freeze(row);
      caches.pages.set(pageKey, Object.freeze(rows), pagesGeneration, Math.max(rows.length, 1));
    }
  }
  if (total === undefined) {
    // A page that is not full is the last one, so it tells the total: no count query (the device lists the live
    // guard asks for by ids, 1,000 at a time, and most filtered lists fit on their first page).
    const last = rows.length < pageSize && (rows.length > 0 || page === 1);
    total = last ? (page - 1) * pageSize + rows.length : await query.count();
    caches?.totals.set(key, total, totalsGeneration);
  }
  return { rows: await tagRegistry.labelRows(rows as readonly (Row & { tags: string[] })[]), total };
}

/** Every match as ordered ids, from the cache or read once; undefined for a filter with too many matches. */
async function matchingIds(query: ListQuery<unknown>, caches: ListCaches<unknown>, key: string) {
  if (!caches.ids.enabled) return undefined;
  const cached = caches.ids.get(key);
  if (cached !== undefined) return cached ?? undefined;
  const generation = caches.ids.generation;
  const found = await query.ids(caches.maxMatches + 1);
  const ids = found.length > caches.maxMatches ? null : Object.freeze(found);
  caches.ids.set(key, ids, generation, Math.max(ids?.length ?? 0, 1));
  return ids ?? undefined;
}

/** Any table of any columns: what the list queries are written against. */
type UntypedDatabase = Record<string, Record<string, unknown>>;

/**
 * The queries of one list. Written against the untyped builder: the table and columns were checked where the
 * TaggedList was declared, and the rows are typed from them.
 */
class ListQuery<Row> {
  readonly #db: Kysely<UntypedDatabase>;

  constructor(
    db: Db,
    private readonly list: { area: { table: string; id: string }; columns: readonly string[] },
    private readonly where: (eb: never) => Expression<SqlBool>,
    private readonly order: readonly ListOrder[],
  ) {
    this.#db = db as unknown as Kysely<UntypedDatabase>;
  }

  #ref(column: string) {
    return sql.ref(`${this.list.area.table}.${column}`);
  }

  #matches() {
    return this.#db.selectFrom(this.list.area.table).where(this.where as never);
  }

  #ordered<Q extends SelectQueryBuilder<UntypedDatabase, string, object>>(query: Q): Q {
    return this.order.reduce(
      (q, { column, direction, nullsLast }) =>
        q.orderBy(this.#ref(column), (ob) => {
          const sorted = direction === 'asc' ? ob.asc() : ob.desc();
          return nullsLast ? sorted.nullsLast() : sorted;
        }) as Q,
      query,
    );
  }

  async page(offset: number, limit: number): Promise<Row[]> {
    const rows = await this.#ordered(this.#matches().select(this.list.columns)).limit(limit).offset(offset).execute();
    return rows as Row[];
  }

  async count(): Promise<number> {
    const row = await this.#matches()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async ids(limit: number): Promise<number[]> {
    const id = this.list.area.id;
    const rows = await this.#ordered(this.#matches().select(this.#ref(id).as('id')))
      .limit(limit)
      .execute();
    return rows.map((row) => row.id as number);
  }

  /** The rows of `ids`, in that order; a row deleted since the ids were read is simply missing. */
  async byIds(ids: readonly number[]): Promise<Row[]> {
    if (ids.length === 0) return [];
    const rows = await this.#db
      .selectFrom(this.list.area.table)
      .select(this.list.columns)
      .where(this.#ref(this.list.area.id), 'in', [...ids])
      .execute();
    const byId = new Map(rows.map((row) => [(row as Record<string, number>)[this.list.area.id]!, row]));
    return ids.flatMap((id) => byId.get(id) ?? []) as Row[];
  }
}
