import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginOptions, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/guard.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { ApiApp } from './route.ts';

/** An onRequest hook that lets a caller through or throws (401). */
type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Routes plugins behind one guard: every request of their routes passes the guard (made from the plugin's
 * context) before its handler, so a plugin declares only its routes.
 */
export function routesBehind<G extends FastifyPluginOptions>(guard: (ctx: G) => Guard) {
  return <C extends G>(routes: (app: ApiApp, ctx: C) => Promise<void>): FastifyPluginAsyncTypebox<C> =>
    async (app, ctx) => {
      app.addHook('onRequest', guard(ctx));
      await routes(app, ctx);
    };
}

/** A routes plugin for signed-in callers: `authenticate` (bearer token, 401 otherwise) before every handler. */
export const signedInRoutes = routesBehind((ctx: { sessions: Sessions }) => authenticate(ctx.sessions));
