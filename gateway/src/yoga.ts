import { createYoga, type Plugin } from 'graphql-yoga';
import type { Pool } from 'undici';
import { type Context, createContext } from './context.ts';
import { limitPlugins } from './limits.ts';
import { LiveGuard, liveGuardPlugin } from './live-guard.ts';
import type { DeviceBus } from './mqtt/device-bus.ts';
import { schema } from './schema/index.ts';

export interface YogaOptions {
  restPool: Pool;
  devices: DeviceBus;
  graphiql?: boolean;
  /** Introspection and field suggestions (off in production unless GRAPHQL_INTROSPECTION=true). */
  introspection?: boolean;
  logging?: boolean;
  /** How often live subscriptions re-check their token and rights (ms). */
  liveCheckMs?: number;
}

/**
 * Result extensions: `licenceValid: false` when /api reported a licence problem (spec 01 §4), and
 * `restCalls` (how many /api calls the request made) when the request asked with an `x-rest-calls` header.
 */
const resultExtensions: Plugin<Context> = {
  onExecute: () => ({
    onExecuteDone: ({ args, result, setResult }) => {
      const ctx = args.contextValue as Context;
      if (Symbol.asyncIterator in result) return;
      const extra: Record<string, unknown> = {};
      if (!ctx.licence.valid) extra.licenceValid = false;
      if (ctx.restCalls.report) extra.restCalls = ctx.restCalls.calls;
      if (Object.keys(extra).length) setResult({ ...result, extensions: { ...result.extensions, ...extra } });
    },
  }),
};

/** Builds the GraphQL server; server.ts only listens. Tests call `yoga.fetch()` in-process. */
export function buildYoga({
  restPool,
  devices,
  graphiql = false,
  introspection = true,
  logging = true,
  liveCheckMs,
}: YogaOptions) {
  const liveGuard = new LiveGuard(restPool, liveCheckMs);
  const yoga = createYoga<{ connectionParams?: Record<string, unknown>; req?: unknown }, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: graphiql ? { title: 'Signage console GraphQL', subscriptionsProtocol: 'WS' } : false,
    landingPage: false,
    logging: logging ? 'warn' : false,
    maskedErrors: true,
    plugins: [...limitPlugins({ introspection }), liveGuardPlugin(liveGuard), resultExtensions],
    context: ({ request, connectionParams, req }) =>
      createContext(restPool, devices, liveGuard, {
        request,
        connectionParams,
        clientAddress: (req as { socket?: { remoteAddress?: string } } | undefined)?.socket?.remoteAddress,
      }),
  });
  return Object.assign(yoga, { liveGuard });
}

export type Yoga = ReturnType<typeof buildYoga>;
