import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LICENCE_PROBLEM_HEADER } from '@signage/domain/http';
import { MESSAGES } from '@signage/domain/messages';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { DEFAULT_THROTTLE, type ThrottlePolicy } from './auth/throttle.ts';
import type { Db } from './db/database.ts';
import { HttpError } from './errors.ts';
import { sessionRoutes } from './routes/session.ts';
import { userRoutes } from './routes/users.ts';
import { ErrorBody } from './schemas.ts';

export interface ApiOptions {
  db: Db;
  tokenTtlMs?: number;
  throttle?: ThrottlePolicy;
  logger?: FastifyServerOptions['logger'];
  /** When false every answer carries the licence-problem header (spec 01 §4). */
  licenceValid?: () => boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Builds the REST service; server.ts only listens. Tests call `app.inject()` or listen on port 0. */
export async function buildApi(options: ApiOptions) {
  const { db, tokenTtlMs = 7 * DAY_MS, throttle = DEFAULT_THROTTLE, licenceValid = () => true } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addSchema(ErrorBody);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Signage console REST API',
        version: '1.0.0',
        description:
          'The service of record behind the console. Sign in with POST /api/login (HTTP Basic), then send `Authorization: Bearer <auth_token>`. Every error body carries `msg`.',
      },
      components: {
        securitySchemes: {
          basic: { type: 'http', scheme: 'basic' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
  });

  app.addHook('onSend', async (_request, reply) => {
    if (!licenceValid()) reply.header(LICENCE_PROBLEM_HEADER, 'invalid');
  });

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).headers(error.headers).send({ msg: error.message });
    }
    if (error.validation) return reply.status(422).send({ msg: error.message });
    if (error.statusCode && error.statusCode < 500) return reply.status(error.statusCode).send({ msg: error.message });
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ msg: MESSAGES.backendError });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ msg: MESSAGES.notFound }));

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      api.get('/health', { schema: { summary: 'Liveness and database reachability.', tags: ['system'] } }, async () => {
        await db.selectFrom('schema_migrations').select('name').limit(1).execute();
        return { status: 'ok' };
      });
      await api.register(sessionRoutes, { db, tokenTtlMs, throttle });
      await api.register(userRoutes, { db });
    },
    { prefix: '/api' },
  );
  return app;
}

export type Api = Awaited<ReturnType<typeof buildApi>>;
