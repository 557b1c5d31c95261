import { components } from '@signage/contract/api';
import type { Operation } from '@signage/contract/schema';
import { Ajv, type AnySchema } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { formatsPlugin } from '../date-formats.ts';
import { endpoint } from '../kit/route.ts';

/**
 * Validators for the layout writes. Their bodies are checked without type coercion: the api's shared
 * validator turns "10" into 10 (its query strings need that), but spec 01 §5 refuses a layout whose left,
 * top, width, height or duration is not a number, and a tree must be stored as the schema says.
 * Path and query parameters are coerced as everywhere else.
 */
function ajv(coerceTypes: false | 'array') {
  const instance = new Ajv({
    coerceTypes,
    strictNumbers: true,
    useDefaults: true,
    removeAdditional: false,
    discriminator: true,
    strict: false,
    allErrors: false,
  });
  formatsPlugin(instance);
  instance.addKeyword('style');
  instance.addKeyword('explode');
  for (const schema of components) instance.addSchema(schema as AnySchema);
  return instance;
}

const strict = ajv(false);
const coercing = ajv('array');

/** A route's validatorCompiler: Ajv's validate functions, as Fastify's own compiler answers them. */
export const strictBodyValidator: FastifySchemaCompiler<AnySchema> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : coercing).compile(schema);

/**
 * `endpoint(op)` for a layout write: its body checked by `strictBodyValidator`, and a refused body handed to the
 * handler (`attachValidation`), which answers it with the spec's message.
 */
export function strictEndpoint<const O extends Operation>(op: O) {
  return { ...endpoint(op), attachValidation: true, validatorCompiler: strictBodyValidator };
}
