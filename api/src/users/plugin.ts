import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accessRoutes } from './access-routes.ts';
import { userAdminRoutes } from './admin-routes.ts';
import type { UserContext } from './context.ts';
import { permissionRoutes } from './permission-routes.ts';
import { USER_AREA } from './repository.ts';
import { userRoutes } from './routes.ts';
import { userSearchArea } from './search-area.ts';

/** The users area: the user list and editor's calls, and permissions by user id. */
export const usersArea: FastifyPluginAsyncTypebox<UserContext> = async (app, ctx) => {
  ctx.tagRegistry.register(USER_AREA, userSearchArea(ctx));
  await app.register(userRoutes, ctx);
  await app.register(userAdminRoutes, ctx);
  await app.register(permissionRoutes, ctx);
  await app.register(accessRoutes, ctx);
};
