import { components } from '@signage/contract/api';
import { Ajv, type AnySchema, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { formatsPlugin } from '../date-formats.ts';

/**
 * The api's request validators. Path, query and header values arrive as text and are coerced to the types the
 * contract gives them ("25" to 25, one value to a list of one). A JSON body already carries its types, and is
 * checked without coercion: coercing it turned a `null` sent for a nullable field into "", 0, false or [""]
 * (Ajv coerces inside the first branch of `anyOf: [T, null]`), so clearing a user's landing page was refused and
 * clearing a number stored 0. A body of the wrong type is refused with 422, as a layout's always was (spec 01 §5).
 */
function ajv(coerceTypes: false | 'array') {
  const instance = new Ajv({
    coerceTypes,
    // "1e309" coerces to Infinity, which Ajv's integer check lets through and the answer's serializer then fails
    // on (a 500): strict numbers refuse NaN and Infinity as numbers, with a 422.
    strictNumbers: true,
    useDefaults: true,
    removeAdditional: false,
    // The layout element tree is a union told apart by `type` (OpenAPI's discriminator).
    discriminator: true,
    strict: false,
    allErrors: false,
  });
  formatsPlugin(instance);
  // OpenAPI's query parameter serialisation, declared on every query schema (contract Query()).
  instance.addKeyword('style');
  instance.addKeyword('explode');
  for (const schema of components) instance.addSchema(schema as AnySchema);
  return instance;
}

const strict = ajv(false);
const coercing = ajv('array');

/** A JSON document checked as a JSON body is, outside a route's schema (a multipart create's `json` part). */
export const jsonBodyValidator = <T>(schema: AnySchema): ValidateFunction<T> => strict.compile<T>(schema);

/** Every route's validatorCompiler: Ajv's validate functions, as Fastify's own compiler answers them. */
export const requestValidator: FastifySchemaCompiler<AnySchema> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : coercing).compile(schema);
