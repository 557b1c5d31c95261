import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import type { Context } from './context.ts';

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
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 string');
    return date;
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
