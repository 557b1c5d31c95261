import { MESSAGES } from './messages.ts';

/** The `extensions.code` values the gateway sends and the console acts on (README "APIs"). */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'BAD_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'TOO_MANY_REQUESTS',
  'METHOD_NOT_ALLOWED',
  'BACKEND_UNREACHABLE',
  'BACKEND_ERROR',
  'REQUEST_CANCELLED',
  'MESSAGING_UNAVAILABLE',
  'QUERY_TOO_COMPLEX',
  /** A question the person must answer before the change is made (a schedule without tags); resend confirmed. */
  'CONFIRMATION_NEEDED',
  /** The password was right and a two-factor code is due: `extensions.challenge` goes to completeSignIn. */
  'SECOND_FACTOR_REQUIRED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface CatalogueError {
  code: ErrorCode;
  message: string;
}

/**
 * The error catalogue of spec 01 §8: what an HTTP status means to the person who made the call. 401 →
 * UNAUTHENTICATED (the console goes to sign-in); 405, 502 and other 5xx → the spec's fixed texts; 404, 422 and
 * the other 4xx carry the answer's own `msg` when it has one. Used by the gateway for the api's answers and by the
 * console for the gateway's.
 */
export function errorForStatus(status: number, msg?: string): CatalogueError {
  if (status === 401) return { code: 'UNAUTHENTICATED', message: msg ?? MESSAGES.sessionExpired };
  if (status === 405) return { code: 'METHOD_NOT_ALLOWED', message: MESSAGES.methodNotAllowed };
  if (status === 502) return { code: 'BACKEND_UNREACHABLE', message: MESSAGES.cannotConnect };
  if (status >= 500) return { code: 'BACKEND_ERROR', message: MESSAGES.backendError };
  if (status === 403) return { code: 'FORBIDDEN', message: msg ?? MESSAGES.forbidden };
  if (status === 404) return { code: 'NOT_FOUND', message: msg ?? MESSAGES.notFound };
  if (status === 429) return { code: 'TOO_MANY_REQUESTS', message: msg ?? MESSAGES.tooManyAttempts };
  return { code: 'BAD_USER_INPUT', message: msg ?? MESSAGES.genericError };
}
