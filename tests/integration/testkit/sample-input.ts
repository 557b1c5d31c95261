import {
  type GraphQLInputType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';

/** A JSON schema as the OpenAPI document holds it (the parts a sample needs). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  format?: string;
  default?: unknown;
}

/**
 * The smallest value a schema accepts: required properties only, the first choice of a union or enum, the
 * minimum of a number. Enough to pass request validation, so what answers is the route's own permission check.
 */
export function sampleOf(schema: JsonSchema, components: Record<string, JsonSchema>, ids: SampleIds = {}): unknown {
  if (schema.$ref) return sampleOf(components[schema.$ref.split('/').pop()!]!, components, ids);
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sampleOf(choices.find((c) => c.type !== 'null') ?? choices[0]!, components, ids);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sampleOf(s, components, ids)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [
          name,
          ids[name] ?? sampleOf(schema.properties![name]!, components, ids),
        ]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}, components, ids));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date-time') return '2030-01-01T00:00:00Z';
      if (schema.format === 'date') return '2030-01-01';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return {};
  }
}

/** Values for fields named after ids (layout_id...): a real object's id where the route needs one. */
export type SampleIds = Record<string, number>;

/** The smallest GraphQL input value of a type: required fields only, the first enum value, `id` for an ID. */
export function sampleGraphqlValue(type: GraphQLInputType, id: string): unknown {
  if (isNonNullType(type)) return sampleGraphqlValue(type.ofType, id);
  const named = getNullableType(type);
  if (isListType(named)) return [sampleGraphqlValue(named.ofType, id)];
  if (isEnumType(named)) return named.getValues()[0]!.name;
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((f) => isNonNullType(f.type));
    return Object.fromEntries(fields.map((f) => [f.name, sampleGraphqlValue(f.type, id)]));
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'ID':
        return id;
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'DateTime':
        return '2030-01-01T00:00:00Z';
      default:
        return 'x';
    }
  }
  return null;
}
