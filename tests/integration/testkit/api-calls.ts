import { subscribe as listen, unsubscribe } from 'node:diagnostics_channel';

/**
 * How many calls the gateway made to the REST service at `apiUrl` while `run` ran, counted from undici's
 * diagnostics channel (the gateway runs in the test's process): what a query costs in REST calls.
 */
export async function apiCallsDuring(apiUrl: string, run: () => Promise<unknown>) {
  const apiOrigin = new URL(apiUrl).origin;
  let calls = 0;
  const onRequest = (message: unknown) => {
    const { request } = message as { request: { origin?: string | URL } };
    if (String(request.origin).replace(/\/$/, '') === apiOrigin) calls++;
  };
  listen('undici:request:create', onRequest);
  try {
    await run();
  } finally {
    unsubscribe('undici:request:create', onRequest);
  }
  return calls;
}
