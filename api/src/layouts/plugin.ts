import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LayoutContext } from './context.ts';
import { layoutFileRoutes } from './file-routes.ts';
import { layoutPlayerRoutes } from './player-routes.ts';
import { layoutRoutes } from './routes.ts';
import { mediaUsageRoutes } from './usage-routes.ts';

/** The layouts area: operator calls, thumbnails (signed links), media usage, and the player-facing fetch. */
export const layoutsArea: FastifyPluginAsyncTypebox<LayoutContext> = async (app, ctx) => {
  await ctx.thumbnails.init();
  await app.register(layoutRoutes, ctx);
  await app.register(layoutFileRoutes, ctx);
  await app.register(mediaUsageRoutes, ctx);
  await app.register(layoutPlayerRoutes, ctx);
};
