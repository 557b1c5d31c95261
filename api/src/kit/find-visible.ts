import { notFoundMessage } from '@signage/domain/messages';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectExpression,
  type Selection,
  type SqlBool,
  sql,
} from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { TaggedArea, TaggedTableName, TagRegistry } from './tag-registry.ts';
import type { TaggedList } from './tagged-list.ts';

/**
 * One row of a tagged list that the caller may see (`where`: the area's condition for their forced tags), with
 * its tag colours; 404 naming the area's noun otherwise ("Media 7 not found."). What every area's get reads.
 */
export async function findVisible<
  T extends TaggedTableName,
  C extends readonly (SelectExpression<Database, T> & string)[],
>(
  { db, tagRegistry }: { db: Db; tagRegistry: TagRegistry },
  list: Pick<TaggedList<T, C>, 'area' | 'columns'>,
  id: number,
  where: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>,
) {
  type Row = Selection<Database, T, C[number]> & { tags: string[] };
  const { area } = list;
  // Written against the untyped builder, as the list queries are: the table and columns were checked where the
  // list was declared, and the row is typed from them.
  const row = (await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom(area.table as string)
    .select(list.columns as readonly string[])
    .where(sql.ref(`${area.table}.${area.id}`), '=', id)
    .where(where as never)
    .executeTakeFirst()) as Row | undefined;
  if (!row) throw notFound(notFoundMessage(area.noun, id));
  return (await tagRegistry.labelRows([row]))[0]!;
}

/**
 * The rows of a tagged list with these ids, with their tag colours, in no set order; none for no ids. What the
 * search embeds: it has already kept to the ids the caller may see.
 */
export async function labelledRows<
  T extends TaggedTableName,
  C extends readonly (SelectExpression<Database, T> & string)[],
>(
  { db, tagRegistry }: { db: Db; tagRegistry: TagRegistry },
  list: Pick<TaggedList<T, C>, 'area' | 'columns'>,
  ids: readonly number[],
) {
  type Row = Selection<Database, T, C[number]> & { tags: string[] };
  if (ids.length === 0) return [];
  const { area } = list;
  const rows = (await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom(area.table as string)
    .select(list.columns as readonly string[])
    .where(sql.ref(`${area.table}.${area.id}`), 'in', [...ids])
    .execute()) as Row[];
  return tagRegistry.labelRows(rows);
}

/**
 * The tag sets a bulk change of these rows of `area` touches (for `devicesReached`): each row's tags as they stand,
 * and for an update the tags they get too.
 */
export async function touchedTagSets<T extends TaggedTableName>(
  db: Kysely<Database>,
  area: TaggedArea<T>,
  ids: readonly number[],
  action: 'update' | 'delete',
  newTags: readonly (readonly string[])[] = [],
): Promise<(readonly string[])[]> {
  // Written against the untyped builder, as the list queries are: every tagged table has its tags column.
  const rows = (await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom(area.table as string)
    .select(`${area.table}.tags` as string)
    .where(sql.ref(`${area.table}.${area.id}`), 'in', [...ids])
    .execute()) as { tags: string[] }[];
  return [...rows.map((row) => row.tags), ...(action === 'update' ? newTags : [])];
}
