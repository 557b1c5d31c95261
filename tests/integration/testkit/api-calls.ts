import { subscribe as listen, unsubscribe } from 'node:diagnostics_channel';

/**
 * The paths (with their queries) of the calls the gateway made to the REST service at `apiUrl` while `run` ran,
 * read from undici's diagnostics channel (the gateway runs in the test's process): what a query asks of /api.
 */
export async function apiPathsDuring(apiUrl: string, run: () => Promise<unknown>) {
  const apiOrigin = new URL(apiUrl).origin;
  const paths: string[] = [];
  const onRequest = (message: unknown) => {
    const { request } = message as { request: { origin?: string | URL; path: string } };
    if (String(request.origin).replace(/\/$/, '') === apiOrigin) paths.push(request.path);
  };
  listen('undici:request:create', onRequest);
  try {
    await run();
  } finally {
    unsubscribe('undici:request:create', onRequest);
  }
  return paths;
}

/** How many calls the gateway made to the REST service at `apiUrl` while `run` ran: what a query costs. */
export async function apiCallsDuring(apiUrl: string, run: () => Promise<unknown>) {
  return (await apiPathsDuring(apiUrl, run)).length;
}
