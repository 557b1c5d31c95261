import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { systemOperations } from '@signage/contract/settings';
import { endpoint } from '../kit/route.ts';

/** Installation settings the console needs to behave as the server does (limits, display time zone). */
export const settingsRoutes: FastifyPluginAsyncTypebox<{ displayTimeZone: string; maxUploadBytes: number }> = async (
  app,
  { displayTimeZone, maxUploadBytes },
) => {
  app.route({
    ...endpoint(systemOperations.getConsoleSettings),
    handler: async () => ({ display_time_zone: displayTimeZone, max_upload_bytes: maxUploadBytes }),
  });
};
