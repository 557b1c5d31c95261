/** Shared wire constants between the REST service and its clients. */
/** A response carrying this header marks the installation's licence invalid (spec 01 §4 "Session"). */
export const LICENCE_PROBLEM_HEADER = 'x-licence-problem';
/** Largest JSON request body the REST service reads (uploads are multipart and have their own limit). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE = 'The request body is too large.';

/**
 * The address a started server answers on, for logs and tests: its real port (the one the system chose when asked
 * for port 0), and `wildcardHost` in place of 0.0.0.0, which a client cannot dial.
 */
export function listeningUrl(
  address: string | { port: number } | null,
  host: string,
  port: number,
  wildcardHost: string,
): string {
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return `http://${host === '0.0.0.0' ? wildcardHost : host}:${actualPort}`;
}
