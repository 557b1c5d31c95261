import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

/** An area of the api as app.ts registers it: its plugin, and the context that plugin takes. */
export interface ApiArea {
  register(api: FastifyInstance): Promise<unknown>;
}

/**
 * The one way an area joins the api: `apiArea(plugin, context)` in app.ts's list of areas. The plugin registers
 * the area's routes (and its tagged area in the tag registry); the context is checked against what it takes.
 */
export function apiArea<C extends object>(plugin: FastifyPluginAsyncTypebox<C>, context: C): ApiArea {
  return { register: async (api) => api.register(plugin as never, context) };
}
