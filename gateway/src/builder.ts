import SchemaBuilder, { type SchemaTypes as AnySchemaTypes } from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import { parseInstant } from '@signage/domain/dates';
import { GraphQLError } from 'graphql';
import type { Context } from './context.ts';

/** `Date.toISOString()`'s own form: UTC, milliseconds, `Z`. */
const CANONICAL_INSTANT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

/** The one schema builder: plugins, context and scalars. Types live in schema/<domain>.ts. */
export const builder = new SchemaBuilder<{
  Context: Context;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    /** A layout tree going in, checked by the REST service (schema/layouts/mutations.ts). */
    LayoutElementInput: { Input: unknown; Output: unknown };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [DataloaderPlugin],
  defaultFieldNullability: false,
});

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO-8601 string with time zone.',
  // The api answers instants as `Date.toISOString()` already made them: those pass through as they are (re-reading
  // and re-printing each one cost about an eighth of the gateway's CPU on a media page); anything else is normalised.
  serialize: (value) => {
    if (typeof value === 'string' && CANONICAL_INSTANT.test(value)) return value;
    return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
  },
  // The REST service's date reader and range, so GraphQL refuses what /api refuses, with the same sentence; a
  // date-time without zone is read as UTC. A GraphQLError, because masked errors would hide a TypeError's sentence.
  parseValue: (value) => {
    const parsed = typeof value === 'string' ? parseInstant(value, 'A date', 'utc') : undefined;
    if (!parsed?.ok) {
      const message = parsed?.message ?? 'A date must be an ISO 8601 string.';
      throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
    }
    return new Date(parsed.date.ms);
  },
});

builder.scalarType('JSON', {
  description: 'Free-form JSON a device reported (hardware info, event details).',
  serialize: (value) => value,
  parseValue: (value) => value,
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/** The builder's schema types, for helpers that take a field builder (`timestampFields(t)`). */
export type SchemaTypes =
  typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends AnySchemaTypes> ? T : never;
