import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { VenueContext } from './context.ts';
import { venueRoutes } from './routes.ts';
import { clockSampleRoutes, venueSyncRoutes } from './sync-routes.ts';

/** The venues area: operator calls, clock sync (drift and resync), and the followers' clock reports. */
export const venuesArea: FastifyPluginAsyncTypebox<VenueContext> = async (app, ctx) => {
  await app.register(venueRoutes, ctx);
  await app.register(venueSyncRoutes, ctx);
  await app.register(clockSampleRoutes, ctx);
};
