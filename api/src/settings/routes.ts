import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

/** Installation settings the console needs to behave as the server does (limits, display time zone). */
export const settingsRoutes: FastifyPluginAsyncTypebox<{ displayTimeZone: string; maxUploadBytes: number }> = async (
  app,
  { displayTimeZone, maxUploadBytes },
) => {
  app.get(
    '/settings/console',
    {
      schema: {
        summary: 'The display time zone of dates and the largest accepted upload. Public: the sign-in page uses them.',
        tags: ['system'],
        response: {
          200: Type.Object({ display_time_zone: Type.String(), max_upload_bytes: Type.Integer() }),
        },
      },
    },
    async () => ({ display_time_zone: displayTimeZone, max_upload_bytes: maxUploadBytes }),
  );
};
