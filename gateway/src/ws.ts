import type { IncomingMessage } from 'node:http';
import { MESSAGES } from '@signage/domain/messages';
import { type ExecutionArgs, GraphQLError } from 'graphql';
import type { Context as WsContext } from 'graphql-ws';
import { type Extra, useServer } from 'graphql-ws/use/ws';
import type { Pool } from 'undici';
import { WebSocketServer } from 'ws';
import { connectionToken } from './context.ts';
import { GRAPHQL_LIMITS } from './limits.ts';
import { subscribeLive } from './live-subscribe.ts';
import { RestClient } from './rest/client.ts';
import { type TrustedDocuments, wsDocumentCheck } from './trusted-documents.ts';
import type { Yoga } from './yoga.ts';

type EnvelopedRoot = { execute: (args: ExecutionArgs) => unknown };

/** Close reasons of a refused connection_init (a close reason holds at most 123 bytes). */
export const NO_TOKEN = 'Forbidden: no token (send connectionParams.authToken)';
export const BAD_TOKEN = 'Forbidden: the token is not valid or has expired';

/**
 * graphql-ws on the /graphql path, driven by Yoga's envelope so both transports share the schema, context
 * and plugins. The token travels in connectionParams.authToken (or `authorization: "Bearer <token>"`).
 */
export function attachGraphqlWs(yoga: Yoga, restPool: Pool, trusted?: TrustedDocuments) {
  const checkDocument = trusted ? wsDocumentCheck(trusted) : undefined;
  const logError = (error: unknown) => yoga.logger.error(error);
  // A message past maxPayload closes the socket (1009) before it is buffered or parsed.
  const wss = new WebSocketServer({ noServer: true, maxPayload: GRAPHQL_LIMITS.wsMaxPayload });
  const server = useServer(
    {
      connectionInitWaitTimeout: GRAPHQL_LIMITS.wsConnectionInitMs,
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      // Not Envelop's subscribe: see live-subscribe.ts for why and what it keeps the same.
      subscribe: (args) => subscribeLive(args, yoga.liveGuard, logError) as never,
      onConnect: async (ctx) => {
        // The token is checked at connection_init: a socket with no, a junk or a revoked token is closed (4403)
        // before it may send a single operation, with a reason an integrator can act on.
        const token = connectionToken(ctx.connectionParams);
        const refuse = (reason: string) => {
          // The first close frame wins, so graphql-ws's own bare "4403 Forbidden" after `false` is not sent.
          ctx.extra.socket.close(4403, reason);
          return false;
        };
        if (!token) return refuse(NO_TOKEN);
        try {
          await new RestClient(restPool, { token }).get('/users/me');
          return true;
        } catch (error) {
          // Only a refused token is a 4403 (the console then signs out). An api that cannot answer is not the
          // user's doing: close with 1013 "try again later" and the reason, which graphql-ws clients retry (they
          // give up on 4500).
          if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') return refuse(BAD_TOKEN);
          ctx.extra.socket.close(1013, error instanceof GraphQLError ? error.message : MESSAGES.cannotConnect);
          return false;
        }
      },
      onSubscribe: async (ctx, _id, params) => {
        // graphql-ws has already entered this operation in ctx.subscriptions, so it counts itself.
        if (Object.keys(ctx.subscriptions).length > GRAPHQL_LIMITS.wsSubscriptionsPerSocket) {
          return [
            new GraphQLError(
              `Too many live operations on one connection: at most ${GRAPHQL_LIMITS.wsSubscriptionsPerSocket}.`,
              { extensions: { code: 'TOO_MANY_REQUESTS' } },
            ),
          ];
        }
        try {
          return await prepare(ctx, params);
        } catch (error) {
          // A document that breaks the parser or validator (a stack overflow, say) ends only this operation.
          if (error instanceof GraphQLError) return [error];
          return [new GraphQLError('The query could not be read.', { extensions: { code: 'BAD_REQUEST' } })];
        }
      },
    },
    wss,
  );

  async function prepare(
    ctx: WsContext<Record<string, unknown> | undefined, Extra>,
    params: {
      query: string;
      operationName?: string | null;
      variables?: Record<string, unknown> | null;
      extensions?: Record<string, unknown> | null;
    },
  ) {
    if (checkDocument) {
      const request = ctx.extra.request;
      const checked = checkDocument(
        { origin: request.headers.origin, host: request.headers.host, referer: request.headers.referer },
        params,
      );
      if (checked instanceof GraphQLError) return [checked];
      params = { ...params, query: checked.query };
    }
    const { schema, execute, contextFactory, parse, validate } = yoga.getEnveloped({
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
      rootValue: { execute },
    };
    const errors = validate(args.schema, args.document);
    if (errors.length) return errors;
    return args;
  }
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
