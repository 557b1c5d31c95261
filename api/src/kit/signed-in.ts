import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../auth/guard.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { ApiApp } from './route.ts';

/**
 * A routes plugin for signed-in callers: every request of its routes passes `authenticate` (bearer token, 401
 * otherwise) before its handler, so the plugin declares only its routes.
 */
export function signedInRoutes<C extends { sessions: Sessions }>(
  routes: (app: ApiApp, ctx: C) => Promise<void>,
): FastifyPluginAsyncTypebox<C> {
  return async (app, ctx) => {
    app.addHook('onRequest', authenticate(ctx.sessions));
    await routes(app, ctx);
  };
}
