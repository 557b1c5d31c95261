import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MediaContext } from './context.ts';
import { mediaFileRoutes } from './file-routes.ts';
import { measureLoudness } from './loudness.ts';
import { mediaRoutes } from './routes.ts';

/** The media area: the library's calls (list, get, upload, edit, delete) and its signed file links. */
export const mediaArea: FastifyPluginAsyncTypebox<MediaContext> = async (app, ctx) => {
  await app.register(mediaRoutes, ctx);
  await app.register(mediaFileRoutes, ctx);
  // The background pass over audio stored before loudness was measured (or while a process was down).
  app.addHook('onReady', async () => {
    measureLoudness(ctx).catch((error: unknown) => app.log.warn({ err: error }, 'loudness pass failed'));
  });
};
