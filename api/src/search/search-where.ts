import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { SearchFilters } from '../kit/search-area.ts';
import { type SearchableArea, textArray } from '../kit/tag-registry.ts';
import { likeContaining } from '../kit/tagged-where.ts';

/** Any table of any columns: the search is written against registered areas, known only at run time. */
export type UntypedDatabase = Record<string, Record<string, unknown>>;
export const untyped = (db: object) => db as Kysely<UntypedDatabase>;

/** What a search asks of every area. */
export interface SearchWhere extends SearchFilters {
  q?: string;
  tags?: readonly string[];
  forcedTags: readonly string[];
  ids?: readonly number[];
}

/**
 * The text free search matches: exactly the expression migration 006 indexes with pg_trgm for each area
 * (`signage_search_text(array[<text columns>], tags)`), so "contains, any case" is an index search.
 */
export function searchText(area: SearchableArea) {
  const column = (name: string) => sql.ref(`${area.table}.${name}`);
  // An area without text columns (schedules) matches its tags only; its index names the same empty array.
  const texts = area.text.length ? sql`array[${sql.join(area.text.map(column))}]` : sql`cast(array[] as text[])`;
  return sql<string>`signage_search_text(${texts}, ${column('tags')})`;
}

/**
 * The WHERE of one area in a search: its listable rows, the caller's forced tags (spec 01 §6), the tags
 * (all of them; the GIN index on tags), free text (the trigram index) and the area's own filters.
 */
export function searchWhere(area: SearchableArea, where: SearchWhere) {
  return (eb: ExpressionBuilder<UntypedDatabase, string>): Expression<SqlBool> => {
    const tags = sql.ref(`${area.table}.tags`);
    const conditions: Expression<SqlBool>[] = area.listable ? [area.listable(eb as never)] : [];
    const required = [...new Set([...where.forcedTags, ...(where.tags ?? [])])];
    if (required.length) conditions.push(sql<boolean>`${tags} @> ${textArray(required)}`);
    if (where.ids) {
      conditions.push(
        sql<boolean>`${sql.ref(`${area.table}.${area.id}`)} in (${sql.join(where.ids.length ? where.ids : [0])})`,
      );
    }
    const text = where.q?.trim();
    if (text) conditions.push(sql<boolean>`${searchText(area)} ilike ${likeContaining(text)}`);
    for (const condition of area.search.filters?.(where) ?? []) if (condition) conditions.push(condition);
    return eb.and(conditions);
  };
}
