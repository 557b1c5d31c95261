import type { ObjectRef } from '@pothos/core';
import type { PathOf } from '@signage/contract/api';
import { builder, type SchemaTypes } from '../builder.ts';
import { absoluteUrl, type Context } from '../context.ts';
import { type RestAnswer, untypedCall } from '../rest/client.ts';
import { restId } from '../rest/errors.ts';
import type { RowOf } from './load-by-ids.ts';
import { restKeys } from './rest-keys.ts';

/** A REST record with the two instants every stored record carries. */
interface Stamped {
  date_created: Date | string;
  date_updated: Date | string;
}

/** `dateCreated` and `dateUpdated`, the record's `date_created` and `date_updated`. */
export const timestampFields = <R extends Stamped>(t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, R>) => ({
  dateCreated: t.field({ type: 'DateTime', extensions: restKeys('date_created'), resolve: (r) => r.date_created }),
  dateUpdated: t.field({ type: 'DateTime', extensions: restKeys('date_updated'), resolve: (r) => r.date_updated }),
});

/**
 * A signed link the api answers as a path (`key` of the record), made absolute (absoluteUrl) so integrators can
 * fetch it as is.
 */
export const signedLinkField = <R, K extends keyof R & string>(
  t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, R>,
  description: string,
  key: R[K] extends string ? K : never,
) =>
  t.string({
    description,
    extensions: restKeys(key),
    resolve: (record, _args, ctx) => absoluteUrl(ctx, record[key] as string),
  });

/**
 * A query field without arguments answering what one REST call answers (`answer`), an object or a list of
 * them: the caller's own account records, the installation's details.
 */
export function restQueryField<T>(
  name: string,
  type: ObjectRef<SchemaTypes, T> | [ObjectRef<SchemaTypes, T>],
  description: string | undefined,
  answer: (ctx: Context) => Promise<T> | Promise<T[]>,
) {
  builder.queryField(name, (t) =>
    t.field({ type: type as never, description, resolve: (_root, _args, ctx) => answer(ctx) as never }),
  );
}

/** A REST get of one record by its id (`/audit/{id}`). */
type ByIdPath = { [P in PathOf<'GET'>]: P extends `${string}/{id}` ? P : never }[PathOf<'GET'>];

/**
 * A query field answering one record by its id (`id: ID!`) through its area's REST get (`GET path`), for a record
 * no loader batches: an audit entry, a received mail.
 */
export function restByIdField<P extends ByIdPath>(
  name: string,
  type: ObjectRef<SchemaTypes, RestAnswer<'GET', P>>,
  description: string,
  path: P,
) {
  builder.queryField(name, (t) =>
    t.field({
      type: type as ObjectRef<SchemaTypes, unknown>,
      description,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => untypedCall(ctx.rest, 'get', path, { params: { id: restId(id) } }),
    }),
  );
}

/**
 * A query field without arguments answering the rows of one REST list, all of them (`list.key` of `GET list.path`):
 * the caller's own sessions, tokens or saved searches.
 */
export function restListField<P extends PathOf<'GET'>, K extends keyof RestAnswer<'GET', P> & string>(
  name: string,
  item: ObjectRef<SchemaTypes, RowOf<P, K>>,
  options: { description: string; list: { path: P; key: K } },
) {
  const { path, key } = options.list;
  restQueryField(
    name,
    [item],
    options.description,
    async (ctx) => (await untypedCall<Record<string, RowOf<P, K>[]>>(ctx.rest, 'get', path))[key]!,
  );
}
