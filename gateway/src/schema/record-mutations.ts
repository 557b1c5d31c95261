import type { InputObjectRef, ObjectRef } from '@pothos/core';
import { builder, type SchemaTypes } from '../builder.ts';
import type { Context } from '../context.ts';

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
