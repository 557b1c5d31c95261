import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

const compileEagerly = SerializerSelector();

/**
 * Fastify's response serializers, each compiled on the route's first answer instead of at start-up.
 *
 * fast-json-stringify turns every response schema of every route into code when the app starts: about 2 s of one
 * core for this api's routes and status codes (measured by profiling a start), paid again by every process
 * and every test stack, most of it for routes the process never answers. Compiled late, a route costs the same on
 * its first answer and nothing before; the serializer and its output are the same.
 */
export const lazySerializers: typeof compileEagerly = (externalSchemas, options) => {
  const compile = compileEagerly(externalSchemas, options);
  return (route) => {
    let serialize: ((doc: unknown) => string) | undefined;
    return (doc) => {
      serialize ??= compile(route);
      return serialize(doc);
    };
  };
};
