import { samePassword, sessionChangesKey } from '@signage/domain/broker-credentials';
import { MESSAGES } from '@signage/domain/messages';
import type { FastifyPluginAsync } from 'fastify';
import { bearerToken } from '../auth/guard.ts';
import type { SessionChange, Sessions } from '../auth/sessions.ts';
import { unauthorized } from '../errors.ts';

/** The path gateways hold open to hear sign-outs and user changes made through any api process. */
export const SESSION_CHANGES_PATH = '/session_changes';
/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

/**
 * Server-sent events for the gateways: `{"revoked":"<token hash>"}` when a session ends, `{"usersChanged":true}`
 * when any user's rights or sessions change (the gateway re-checks its live subscriptions then). Each api process
 * hears its own changes and, through the CacheBus, every other process's, so a gateway connected to any one api
 * process ends a signed-out session's subscriptions within moments. Not part of the public contract (hidden from
 * the OpenAPI document): only a gateway holding the installation's secret may listen.
 */
export function sessionChangesRoute(options: { sessions: Sessions; brokerSecret: string }): FastifyPluginAsync {
  const key = sessionChangesKey(options.brokerSecret);
  return async (app) => {
    const open = new Set<() => void>();
    // A held stream must not keep the api from closing: end them all first.
    app.addHook('preClose', async () => {
      for (const end of [...open]) end();
    });
    app.get(SESSION_CHANGES_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!samePassword(bearerToken(request), key)) throw unauthorized(MESSAGES.signInRequired);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx would otherwise buffer the stream (deploy/nginx.conf sets the same).
        'x-accel-buffering': 'no',
      });
      res.write(': session changes\n\n');
      const send = (change: SessionChange) => res.write(`data: ${JSON.stringify(change)}\n\n`);
      const unsubscribe = options.sessions.onChange(send);
      const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      keepAlive.unref();
      const end = () => {
        unsubscribe();
        clearInterval(keepAlive);
        open.delete(end);
        if (!res.writableEnded) res.end();
      };
      open.add(end);
      res.on('close', end);
    });
  };
}
