import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type TaggedArea, type TaggedTableName, textArray } from './tag-registry.ts';

/** What every tagged list filters by. */
export interface TaggedFilter {
  /** Free text over the area's text columns and its tags; % and _ match themselves. */
  q?: string;
  /** Items carrying all of these tags. */
  tags?: readonly string[];
  /** Only these ids (batched reads). */
  ids?: readonly number[];
  /** The caller's forced tags: they see only items carrying all of them (spec 01 §6). */
  forcedTags: readonly string[];
}

/**
 * A row read outside its tagged list (joined, or under an alias) is visible to a caller with `forcedTags`: its
 * `tags` column carries every one of them; always true for a caller without forced tags.
 */
export function carriesForcedTags(tags: string, forcedTags: readonly string[]) {
  return forcedTags.length ? sql<boolean>`${sql.ref(tags)} @> ${textArray(forcedTags)}` : sql<boolean>`true`;
}

/** `text` for LIKE patterns, with the pattern characters % and _ and the escape \ matching themselves. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern: contains `text`. */
export const likeContaining = (text: string) => `%${escapeLike(text)}%`;

/** A LIKE pattern: starts with `text`. */
export const likeStarting = (text: string) => `${escapeLike(text)}%`;

/**
 * The WHERE of a tagged list: the area's listable rows, forced tags, tag filter, ids and free text, plus the
 * area's own conditions (`more`; a falsy entry is a filter the caller did not set).
 */
export function taggedWhere<T extends TaggedTableName>(
  area: TaggedArea<T>,
  filter: TaggedFilter,
  more: (eb: ExpressionBuilder<Database, T>) => (Expression<SqlBool> | false | undefined)[] = () => [],
) {
  return (eb: ExpressionBuilder<Database, T>): Expression<SqlBool> => {
    const column = (name: string) => sql.ref(`${area.table}.${name}`);
    const conditions: Expression<SqlBool>[] = area.listable ? [area.listable(eb)] : [];
    if (filter.forcedTags.length) conditions.push(sql<boolean>`${column('tags')} @> ${textArray(filter.forcedTags)}`);
    if (filter.tags?.length) conditions.push(sql<boolean>`${column('tags')} @> ${textArray(filter.tags)}`);
    if (filter.ids) {
      const ids = filter.ids.length ? filter.ids : [0];
      conditions.push(sql<boolean>`${column(area.id)} in (${sql.join(ids)})`);
    }
    for (const condition of more(eb)) if (condition) conditions.push(condition);
    const text = filter.q?.trim();
    if (text) {
      const like = likeContaining(text);
      conditions.push(
        eb.or([
          ...area.text.map((name) => sql<boolean>`${column(name)} ilike ${like}`),
          sql<boolean>`exists (select 1 from unnest(${column('tags')}) as t(name) where t.name ilike ${like})`,
        ]),
      );
    }
    return eb.and(conditions);
  };
}
