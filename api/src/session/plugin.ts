import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { passwordCheck } from '../auth/password-check.ts';
import { apiTokenRoutes } from './api-token-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { type SessionRouteOptions, sessionRoutes } from './routes.ts';
import { sessionListRoutes } from './session-list-routes.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';

/** Sign-in and the account's security: sessions, personal API tokens, two-factor sign-in, password change. */
export const authArea: FastifyPluginAsyncTypebox<SessionRouteOptions> = async (app, options) => {
  const check = passwordCheck(options.db, options.throttle);
  await app.register(sessionRoutes, options);
  await app.register(sessionListRoutes, options);
  await app.register(apiTokenRoutes, options);
  await app.register(twoFactorRoutes, { ...options, passwordCheck: check });
  await app.register(passwordRoutes, { ...options, passwordCheck: check });
};
