import { createRequire } from 'node:module';
import { GraphQLError } from 'graphql';
import { createYoga, type GraphiQLOptions, type Plugin } from 'graphql-yoga';
import type { Pool } from 'undici';
import { bodyLimitPlugin } from './body-limit.ts';
import { ANTI_FRAMING_HEADERS, inlineScriptHashes } from './console-static.ts';
import { type Context, createContext } from './context.ts';
import { jitPlugin } from './jit.ts';
import { limitPlugins } from './limits.ts';
import { LiveGuard, liveGuardPlugin } from './live-guard.ts';
import type { DeviceBus } from './mqtt/device-bus.ts';
import { schema } from './schema/index.ts';
import { type TrustedDocuments, trustedDocumentsPlugins } from './trusted-documents.ts';

export interface YogaOptions {
  restPool: Pool;
  devices: DeviceBus;
  graphiql?: boolean;
  /** Introspection and field suggestions (off in production unless GRAPHQL_INTROSPECTION=true). */
  introspection?: boolean;
  logging?: boolean;
  /** How often live subscriptions re-check their token and rights (ms). */
  liveCheckMs?: number;
  /** PUBLIC_URL: the origin links in answers point at, when requests arrive under another name. */
  publicUrl?: string;
  /** Persisted documents and automatic persisted queries (trusted-documents.ts); none when absent. */
  trustedDocuments?: TrustedDocuments;
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

/**
 * GraphiQL with its scripts inlined from the installed package: Yoga's default page loads them from a public
 * CDN and stays blank on a machine without internet. Loaded only when GraphiQL is on (it is 9 MB).
 */
function offlineGraphiQL() {
  const require = createRequire(import.meta.url);
  return (require('@graphql-yoga/render-graphiql') as typeof import('@graphql-yoga/render-graphiql')).renderGraphiQL;
}

/**
 * GraphiQL's page runs one large inline script (allowed by its hash) that starts Monaco's workers from blob:
 * URLs and injects its styles; it talks only to this gateway and may not be framed by other sites.
 */
function graphiqlPolicy(html: string) {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`,
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Renders GraphiQL and sends it with its policy and the console's anti-framing headers. Its options are the same
 * on every request, so the page (and the hash of its script) is too: the policy of the last render is the one.
 */
function graphiqlWithPolicy(): { render: (opts?: GraphiQLOptions) => string; plugin: Plugin } {
  const render = offlineGraphiQL();
  let policy: string | undefined;
  let last: string | undefined;
  return {
    render(opts) {
      const html = render(opts);
      if (html !== last) policy = graphiqlPolicy(html);
      last = html;
      return html;
    },
    plugin: {
      onResponse({ response }) {
        if (!policy || !response.headers.get('content-type')?.startsWith('text/html')) return;
        response.headers.set('content-security-policy', policy);
        for (const [name, value] of Object.entries(ANTI_FRAMING_HEADERS)) response.headers.set(name, value);
      },
    },
  };
}

/** Yoga refuses a mutation sent by GET with 405 but code BAD_REQUEST; the README promises METHOD_NOT_ALLOWED. */
const methodNotAllowedCode: Plugin = {
  onResultProcess: ({ result, setResult }) => {
    if (Array.isArray(result) || Symbol.asyncIterator in result || !result.errors?.length) return;
    const is405 = (error: GraphQLError) => (error.extensions?.http as { status?: number } | undefined)?.status === 405;
    if (!result.errors.some((e) => is405(e as GraphQLError))) return;
    setResult({
      ...result,
      errors: result.errors.map((e) => {
        const error = e as GraphQLError;
        if (!is405(error)) return error;
        return new GraphQLError(error.message, { extensions: { ...error.extensions, code: 'METHOD_NOT_ALLOWED' } });
      }),
    });
  },
};

/** Builds the GraphQL server; server.ts only listens. Tests call `yoga.fetch()` in-process. */
export function buildYoga({
  restPool,
  devices,
  graphiql = false,
  introspection = true,
  logging = true,
  liveCheckMs,
  publicUrl,
  trustedDocuments,
}: YogaOptions) {
  const liveGuard = new LiveGuard(restPool, liveCheckMs);
  const graphiqlPage = graphiql ? graphiqlWithPolicy() : undefined;
  const yoga = createYoga<{ connectionParams?: Record<string, unknown>; req?: unknown }, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: graphiql ? { title: 'Signage console GraphQL', subscriptionsProtocol: 'WS' } : false,
    renderGraphiQL: graphiqlPage?.render,
    landingPage: false,
    logging: logging ? 'warn' : false,
    maskedErrors: true,
    // Checked from Content-Length by bodyLimitPlugin, which streams only a body without one.
    maxRequestBodySize: false,
    plugins: [
      bodyLimitPlugin(),
      ...(trustedDocuments ? trustedDocumentsPlugins(trustedDocuments) : []),
      ...limitPlugins({ introspection }),
      liveGuardPlugin(liveGuard),
      jitPlugin(),
      methodNotAllowedCode,
      resultExtensions,
      ...(graphiqlPage ? [graphiqlPage.plugin] : []),
    ],
    context: ({ request, connectionParams, req }) =>
      createContext(restPool, devices, liveGuard, {
        request,
        connectionParams,
        publicUrl,
        clientAddress: (req as { socket?: { remoteAddress?: string } } | undefined)?.socket?.remoteAddress,
      }),
  });
  return Object.assign(yoga, { liveGuard });
}

export type Yoga = ReturnType<typeof buildYoga>;
