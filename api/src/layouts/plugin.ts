import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LayoutContext } from './context.ts';
import { layoutFileRoutes } from './file-routes.ts';
import { layoutPlayerRoutes } from './player-routes.ts';
import { layoutRoutes } from './routes.ts';
import { mediaUsageRoutes } from './usage-routes.ts';

/** The layouts area: operator calls, thumbnails (signed links), media usage, and the player-facing fetch. */
export const layoutsArea: FastifyPluginAsyncTypebox<LayoutContext> = async (app, ctx) => {
  await ctx.thumbnails.init();
  app.addHook('onClose', async () => ctx.thumbnails.close());
  // Answers are written with JSON.stringify, not compiled from the response schemas: a serializer compiled from
  // the element tree's recursive oneOf tries each kind against every subtree, which took seconds for a
  // 500-element layout. Every answer here is built field by field from the contract's types.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(layoutRoutes, ctx);
  await app.register(layoutFileRoutes, ctx);
  await app.register(mediaUsageRoutes, ctx);
  await app.register(layoutPlayerRoutes, ctx);
};
