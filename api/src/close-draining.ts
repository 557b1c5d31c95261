import type { Server } from 'node:http';

/**
 * Closes the service gracefully but in bounded time. Node closes the keep-alive connections that are idle when
 * close starts, and Fastify answers requests already running with "Connection: close"; yet under load a player's
 * connection was seen held open after its last answer, with no request on it, until the client's keep-alive ran
 * out (72 s, Fastify's default that undici honours), and app.close() waited for it. So idle connections are
 * closed again as they fall idle, and whatever is still open after the grace period is cut.
 */
export async function closeDraining(app: { close(): Promise<void>; server: Server }, graceMs = 5_000) {
  const started = Date.now();
  const sweep = setInterval(() => {
    if (Date.now() - started > graceMs) app.server.closeAllConnections();
    else app.server.closeIdleConnections();
  }, 50);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
