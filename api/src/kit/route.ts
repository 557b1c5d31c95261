import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Operation } from '@signage/contract/schema';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';

/** The Fastify instance every area's routes plugin gets (TypeBox types for requests and answers). */
export type ApiApp = Parameters<FastifyPluginAsyncTypebox>[0];

/**
 * Method, URL and schema of a contract operation, for `app.route({ ...endpoint(op), handler })`: the handler's
 * request and answer are typed from the contract, and the OpenAPI document shows the operation as declared.
 */
export function endpoint<const O extends Operation>(op: O) {
  const { method, path, ...schema } = op;
  return { method, url: path.replace(/\{(\w+)\}/g, ':$1'), schema };
}

/**
 * Registers a kit's route for a contract operation (a paged list, a find, a delete...): typed loosely, since the
 * kit serves many operations and types its answer by the contract itself; the OpenAPI document shows the
 * operation as declared.
 */
export function kitRoute(
  app: ApiApp,
  op: Operation,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  const { method, url, schema } = endpoint(op);
  app.route({ method, url, schema: schema as FastifySchema, handler });
}
