import type { ObjectFieldsShape } from '@pothos/core';
import type { PathOf } from '@signage/contract/api';
import { MAX_LIST_IDS } from '@signage/contract/common';
import { notFoundMessage } from '@signage/domain/messages';
import { builder, type SchemaTypes } from '../builder.ts';
import type { Context } from '../context.ts';
import { type RestAnswer, untypedCall } from '../rest/client.ts';

import { restId, userError } from '../rest/errors.ts';
import { restKeys } from './rest-keys.ts';

/** A loadable object type, loaded by a numeric id. */
type LoadableRef = Parameters<typeof builder.objectField>[0];

/** The rows of a list answer under `key`. */
export type RowOf<P extends PathOf<'GET'>, K extends keyof RestAnswer<'GET', P>> = RestAnswer<
  'GET',
  P
>[K] extends readonly (infer Row)[]
  ? Row
  : never;

/**
 * `ids` matched to the rows that came back, in the loader's order; a row the api left out (deleted, or not the
 * caller's to see) is NOT_FOUND with the api's own sentence ("Media 7 not found.").
 */
export function matchIds<Row>(
  ids: readonly number[],
  rows: readonly Row[],
  idOf: (row: Row) => number,
  noun: string,
): (Row | Error)[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.map((id) => byId.get(id) ?? userError('NOT_FOUND', notFoundMessage(noun, id)));
}

/** The area's REST list that loads a record type by id. */
export interface IdList<P extends PathOf<'GET'>, K extends keyof RestAnswer<'GET', P> & string> {
  path: P;
  /** Where the answer holds its rows. */
  key: K;
  /** The rows' id column. */
  id: keyof RowOf<P, K> & string;
  /** The row's name in the not-found sentence. */
  noun: string;
  /** False for a list that takes ids without paging (data source files). */
  paged?: boolean;
}

/**
 * A loadable object's `load`: one call of the area's REST list with its `ids` filter for the whole batch (the
 * loader's `maxBatchSize` keeps it within what the api takes), each id matched to its row by `id`.
 */
export function loadByIds<P extends PathOf<'GET'>, K extends keyof RestAnswer<'GET', P> & string>(list: IdList<P, K>) {
  return async (ids: number[], ctx: Context): Promise<NoInfer<(RowOf<P, K> | Error)[]>> => {
    const query = list.paged === false ? { ids } : { ids, page_size: ids.length };
    const answer = await untypedCall<Record<string, unknown>>(ctx.rest, 'get', list.path, { query });
    const rows = answer[list.key] as RowOf<P, K>[];
    return matchIds(ids, rows, (row) => row[list.id] as number, list.noun);
  };
}

/**
 * The single get of a loadable object (`dataSource(id)`): the id, checked, handed to the type's loader, so an
 * object asked for twice, or also listed, costs one call.
 */
export function loadedByIdField(name: string, type: LoadableRef, description?: string) {
  builder.queryField(name, (t) =>
    t.field({
      type: type as never,
      description,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }) => Number(restId(id)) as never,
    }),
  );
}

/** A loadable record's declaration: what it is, the REST list it loads from, and its fields. */
export interface RecordOptions<P extends PathOf<'GET'>, K extends keyof RestAnswer<'GET', P> & string> {
  description?: string;
  list: IdList<P, K>;
  fields: ObjectFieldsShape<SchemaTypes, RowOf<P, K>>;
}

/**
 * A record type loaded by id through its area's list (`loadByIds`): a batch of ids is one REST call of at most
 * the ids the api takes, and a record asked for twice in a request is loaded once. Its `id` is the list's id
 * column; the type keeps its `list`, for the area's paged list (recordListField).
 */
export function loadableRecord<P extends PathOf<'GET'>, K extends keyof RestAnswer<'GET', P> & string>(
  name: string,
  options: RecordOptions<P, K>,
) {
  const { list } = options;
  const ref = builder.loadableObject(name, {
    description: options.description,
    loaderOptions: { maxBatchSize: MAX_LIST_IDS },
    load: loadByIds(list),
    fields: (t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, RowOf<P, K>>) => ({
      id: t.id({ extensions: restKeys(list.id), resolve: (row) => String(row[list.id]) }),
      ...options.fields(t),
    }),
  });
  return Object.assign(ref, { list });
}

/** How a field's description says a record is hidden from its reader, where it is null for that. */
export const HIDDEN = 'hidden from you (outside your forced tags)';

/**
 * A record by id through its type's loader (every id asked in a request in one REST call), or null when there is
 * no id or the caller may not see it: gone, or outside their forced tags.
 */
export function loadOrNull<K, T>(
  type: { getDataloader(ctx: Context): { load(id: K): Promise<T> } },
  ctx: Context,
  id: K | null | undefined,
): Promise<T | null> | null {
  if (!id) return null;
  return type
    .getDataloader(ctx)
    .load(id)
    .catch(() => null);
}

/**
 * A nullable field answering the record a row names by id (`id`; null when it names none) through the record
 * type's loader, so every row's record is one REST call. A record the caller may not see is the field's NOT_FOUND,
 * or with `orNull` null (loadOrNull): gone, or outside their forced tags.
 */
export const loadedField = <R>(
  t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, R>,
  type: LoadableRef & { getDataloader(ctx: Context): { load(id: number): Promise<unknown> } },
  options: { description?: string; id: (row: R) => number | null | undefined; orNull?: boolean },
) =>
  t.field({
    // Generic here, so Pothos cannot check the id against the type's key; the loader takes the number.
    type: type as never,
    nullable: true,
    description: options.description,
    resolve: (row, _args, ctx) => (options.orNull ? loadOrNull(type, ctx, options.id(row)) : options.id(row)) as never,
  });
