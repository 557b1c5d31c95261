import { createYoga, type Plugin } from 'graphql-yoga';
import type { Pool } from 'undici';
import { type Context, createContext } from './context.ts';
import { schema } from './schema/index.ts';

export interface YogaOptions {
  restPool: Pool;
  graphiql?: boolean;
  logging?: boolean;
}

/** Adds `extensions.licenceValid: false` to a result when /api reported a licence problem (spec 01 §4). */
const licenceFlag: Plugin<Context> = {
  onExecute: () => ({
    onExecuteDone: ({ args, result, setResult }) => {
      const ctx = args.contextValue as Context;
      if (ctx.licence.valid || Symbol.asyncIterator in result) return;
      setResult({ ...result, extensions: { ...result.extensions, licenceValid: false } });
    },
  }),
};

/** Builds the GraphQL server; server.ts only listens. Tests call `yoga.fetch()` in-process. */
export function buildYoga({ restPool, graphiql = false, logging = true }: YogaOptions) {
  return createYoga<{ connectionParams?: Record<string, unknown> }, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: graphiql ? { title: 'Signage console GraphQL', subscriptionsProtocol: 'WS' } : false,
    landingPage: false,
    logging: logging ? 'warn' : false,
    maskedErrors: true,
    plugins: [licenceFlag],
    context: ({ request, connectionParams }) => createContext(restPool, { request, connectionParams }),
  });
}

export type Yoga = ReturnType<typeof buildYoga>;
