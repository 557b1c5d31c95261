import type { InputObjectRef, ObjectRef } from '@pothos/core';
import type { BodyOf, OperationAt, PathOf } from '@signage/contract/api';
import { builder, type SchemaTypes } from '../builder.ts';
import type { Context } from '../context.ts';
import type { RestAnswer } from '../rest/client.ts';
import { restId } from '../rest/errors.ts';

/**
 * A mutation deleting one record by its id (`id: ID!`): `remove` makes the REST call and whatever follows it
 * (commands to the devices it reached), and answers the deleted record's id.
 */
export function deleteByIdMutation(
  name: string,
  description: string,
  remove: (id: string, ctx: Context) => Promise<string | number>,
) {
  builder.mutationField(name, (t) =>
    t.id({
      description,
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) => String(await remove(String(id), ctx)),
    }),
  );
}

/** A REST delete of one record by its id (`/tag_groups/{id}`). */
type DeleteByIdPath = { [P in PathOf<'DELETE'>]: P extends `${string}/{id}` ? P : never }[PathOf<'DELETE'>];

/**
 * A deleteByIdMutation's `remove` that is only the REST delete: the record's id checked, and the deleted id read
 * from the answer's `key`.
 */
export function restDelete<P extends DeleteByIdPath, K extends keyof RestAnswer<'DELETE', P> & string>(
  path: P,
  key: K,
) {
  // Untyped inside: the path and key were checked against the contract in the signature.
  const remove = (ctx: Context, id: number) =>
    (ctx.rest.delete.bind(ctx.rest) as unknown as (path: string, options: object) => Promise<Record<K, number>>)(path, {
      params: { id },
    });
  return async (id: string, ctx: Context) => (await remove(ctx, Number(restId(id))))[key];
}

/** A record type a save answers with: the record itself, or for a loadable type also its id. */
type RecordRef<T> = ObjectRef<SchemaTypes, T, unknown>;

/** Generic here, so Pothos cannot infer the input's shape; the callers' `I` ties the two. */
const anyInput = <I>(input: InputObjectRef<SchemaTypes, I>) => input as InputObjectRef<SchemaTypes, object>;

/**
 * A mutation creating a record from one input (`input: <Input>!`): `create` makes the REST call and whatever
 * follows it (commands to the devices it reaches), and answers the record.
 */
export function createMutation<T, I>(
  name: string,
  type: RecordRef<T>,
  input: InputObjectRef<SchemaTypes, I>,
  options: { description?: string; create: (input: I, ctx: Context) => Promise<T> },
) {
  builder.mutationField(name, (t) =>
    t.field({
      type: type as RecordRef<unknown>,
      description: options.description,
      args: { input: t.arg({ type: anyInput(input), required: true }) },
      resolve: (_root, args, ctx) => options.create(args.input as I, ctx),
    }),
  );
}

/**
 * A mutation changing one record by its id (`id: ID!, input: <Input>!`): `update` makes the REST call and
 * whatever follows it, and answers the record as it now is.
 */
export function updateMutation<T, I>(
  name: string,
  type: RecordRef<T>,
  input: InputObjectRef<SchemaTypes, I>,
  options: { description?: string; update: (id: string, input: I, ctx: Context) => Promise<T> },
) {
  builder.mutationField(name, (t) =>
    t.field({
      type: type as RecordRef<unknown>,
      description: options.description,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: anyInput(input), required: true }) },
      resolve: (_root, args, ctx) => options.update(args.id, args.input as I, ctx),
    }),
  );
}

/** A REST create (`/users/`): a POST to a path without parameters. */
type CreatePath = { [P in PathOf<'POST'>]: P extends `${string}{${string}` ? never : P }[PathOf<'POST'>];

/** A REST update of one record by its id (`/users/{id}`). */
type UpdateByIdPath = { [P in PathOf<'PUT'>]: P extends `${string}/{id}` ? P : never }[PathOf<'PUT'>];

/** What the api does with a write's answer before the mutation answers: by default, answer it as it is. */
type Then<A, I, T> = (answer: A, ctx: Context, input: I) => Promise<T>;

const answerAsIs = async <A>(answer: A) => answer;

/**
 * The `then` of a write that reaches devices (`affected_device_ids` in its answer): `send` them what changed
 * (sendFetchSchedules, sendDesiredStates...), then answer the record under `key`.
 */
export const toldDevices =
  <K extends string>(send: (ctx: Context, deviceIds: readonly number[]) => Promise<unknown>, key: K) =>
  async <A extends { affected_device_ids: readonly number[] } & Record<K, unknown>>(answer: A, ctx: Context) => {
    await send(ctx, answer.affected_device_ids);
    return answer[key];
  };

/**
 * A createMutation's `create` that is the REST post of `body(input)` to `path`, answering the api's answer, or
 * what `then` makes of it (the record under its key, once the devices it reached were told).
 */
export function restCreate<P extends CreatePath, I, T = RestAnswer<'POST', P>>(
  path: P,
  body: (input: I) => BodyOf<OperationAt<'POST', P>>,
  then: Then<RestAnswer<'POST', P>, I, T> = answerAsIs as never,
) {
  // Untyped inside: the path and body were checked against the contract in the signature.
  const post = (ctx: Context, options: object) =>
    (ctx.rest.post.bind(ctx.rest) as unknown as (path: string, options: object) => Promise<RestAnswer<'POST', P>>)(
      path,
      options,
    );
  return async (input: I, ctx: Context) => then(await post(ctx, { body: body(input) }), ctx, input);
}

/**
 * An updateMutation's `update` that is the REST put of `body(input)` to the record's `path` (its id checked),
 * answering the api's answer, or what `then` makes of it.
 */
export function restUpdate<P extends UpdateByIdPath, I, T = RestAnswer<'PUT', P>>(
  path: P,
  body: (input: I) => BodyOf<OperationAt<'PUT', P>>,
  then: Then<RestAnswer<'PUT', P>, I, T> = answerAsIs as never,
) {
  // Untyped inside: the path and body were checked against the contract in the signature.
  const put = (ctx: Context, options: object) =>
    (ctx.rest.put.bind(ctx.rest) as unknown as (path: string, options: object) => Promise<RestAnswer<'PUT', P>>)(
      path,
      options,
    );
  return async (id: string, input: I, ctx: Context) =>
    then(await put(ctx, { params: { id: restId(id) }, body: body(input) }), ctx, input);
}
