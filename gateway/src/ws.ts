import type { IncomingMessage } from 'node:http';
import type { ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Yoga } from './yoga.ts';

type EnvelopedRoot = { execute: (args: ExecutionArgs) => unknown; subscribe: (args: ExecutionArgs) => unknown };

/**
 * graphql-ws on the /graphql path, driven by Yoga's envelope so both transports share the schema, context
 * and plugins. The token travels in connectionParams.authToken.
 */
export function attachGraphqlWs(yoga: Yoga) {
  const wss = new WebSocketServer({ noServer: true });
  const server = useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
      onConnect: (ctx) => {
        // Refuse a connection without a token early; the token itself is checked by /api on first use.
        const token = ctx.connectionParams?.authToken;
        return typeof token === 'string' && token.length > 0;
      },
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
        });
        const args: ExecutionArgs = {
          schema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory({ connectionParams: ctx.connectionParams }),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
    },
    wss,
  );
  return { wss, dispose: () => server.dispose() };
}

/**
 * Browsers send Origin on a WebSocket upgrade and no CORS check applies to it, so a foreign page could
 * open a socket with a stolen token: accept same-origin, listed origins, and non-browser clients.
 */
export function originAllowed(request: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
