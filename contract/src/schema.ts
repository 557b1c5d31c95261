import { type Static, type TSchema, type TSchemaOptions, Type } from 'typebox';

/**
 * A string from a fixed list, written `{type: 'string', enum: [...]}`. TypeBox writes a union of literals as a
 * list of one-value enums, which client generators (GraphQL Mesh, openapi-generator) turn into one type per value,
 * with no fields.
 */
export function StringEnum<const V extends readonly [string, ...string[]]>(
  values: V,
  options: { description?: string; default?: V[number] } = {},
) {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });
}

export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/**
 * A reference to a named component schema (one with an `$id`, listed in `components.ts`), typed as the schema it
 * names: the OpenAPI document shows `$ref`, clients see the type.
 */
export function Ref<T extends TSchema>(schema: T, options: TSchemaOptions = {}) {
  const { $id } = schema as { $id?: string };
  if (!$id) throw new Error('Ref() needs a schema with an $id');
  return Type.Unsafe<Static<T>>({ $ref: $id, ...options });
}

/**
 * A query string: every list parameter of the api is sent as repeated keys (`tags=a&tags=b`, OpenAPI
 * `style: form, explode: true`), and names are snake_case like the rest of the api.
 */
export function Query<P extends Parameters<typeof Type.Object>[0]>(properties: P) {
  return Type.Object(properties, { style: 'form', explode: true });
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One REST operation, as the api serves it and as clients call it: `path` is below `/api`, in OpenAPI form
 * (`/media/{id}`). `response` holds every status the operation answers, each with a `description`.
 */
export interface Operation {
  method: Method;
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  security?: readonly Record<string, readonly string[]>[];
  params?: TSchema;
  querystring?: TSchema;
  /** Request headers the operation reads (lower-case names), shown as header parameters in OpenAPI. */
  headers?: TSchema;
  body?: TSchema | { content: Record<string, { schema: TSchema }> };
  consumes?: readonly string[];
  response: Readonly<Record<number, TSchema>>;
}

/** A JSON object of free form (reported by a player, kept as sent). */
export function JsonObject(options: { description?: string } = {}) {
  return Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true, ...options });
}
