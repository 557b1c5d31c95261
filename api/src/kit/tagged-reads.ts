import type { Expression, ExpressionBuilder, SelectExpression, SqlBool } from 'kysely';
import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { findVisible } from './find-visible.ts';
import type { TaggedArea, TaggedTableName, TagRegistry } from './tag-registry.ts';
import { listTagged, newestFirst, type Paging, type TaggedList } from './tagged-list.ts';
import { type TaggedFilter, taggedWhere } from './tagged-where.ts';

/** What an area's reads need of its context. */
export interface TaggedLookup {
  db: Db;
  tagRegistry: TagRegistry;
}

/** What a tagged area's routes need at the least: its reads, and the sessions that sign callers in. */
export interface TaggedAreaContext extends TaggedLookup {
  sessions: Sessions;
}

/**
 * An area's list in the usual order (newest first) and the reads over it: `where` (forced tags, tag filter, free
 * text, plus the area's own conditions from `more`), a page with its total (`listTagged`) and the one row the
 * caller may see, else 404 with the area's noun (`findVisible`).
 */
export function taggedReads<
  T extends TaggedTableName,
  C extends readonly (SelectExpression<Database, T> & string)[],
  F extends TaggedFilter = TaggedFilter,
>(
  area: TaggedArea<T>,
  columns: C,
  more?: (filter: F, eb: ExpressionBuilder<Database, T>) => (Expression<SqlBool> | false | undefined)[],
) {
  const list: TaggedList<T, C> = { area, columns, order: newestFirst(area.id) };
  const where = (filter: F) => taggedWhere(area, filter, more && ((eb) => more(filter, eb)));
  return {
    list,
    where,
    page: (ctx: TaggedLookup, filter: F, paging: Paging) => listTagged(ctx, list, filter, where(filter), paging),
    find: (ctx: TaggedLookup, id: number, forcedTags: readonly string[]) =>
      findVisible(ctx, list, id, where({ forcedTags } as F)),
  };
}
