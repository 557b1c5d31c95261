import { MESSAGES } from '@signage/domain/messages';
import { GraphQLError } from 'graphql';

/** extensions.code values the console and integrators can act on. */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'BAD_CREDENTIALS'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'TOO_MANY_REQUESTS'
  | 'METHOD_NOT_ALLOWED'
  | 'BACKEND_UNREACHABLE'
  | 'BACKEND_ERROR'
  | 'REQUEST_CANCELLED'
  | 'MESSAGING_UNAVAILABLE'
  | 'QUERY_TOO_COMPLEX';

export function userError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/**
 * The error catalogue of spec 01 §8 in one place: how an HTTP answer of /api reaches GraphQL callers.
 * 401 → UNAUTHENTICATED (the console goes to sign-in); 405, 502 and other 5xx → the spec's fixed texts;
 * 404, 422 and the other 4xx reach the caller with the service's own `msg`.
 */
export function errorForStatus(status: number, msg: string | undefined): GraphQLError {
  if (status === 401) return userError('UNAUTHENTICATED', msg ?? MESSAGES.sessionExpired);
  if (status === 405) return userError('METHOD_NOT_ALLOWED', MESSAGES.methodNotAllowed);
  if (status === 502) return userError('BACKEND_UNREACHABLE', MESSAGES.cannotConnect);
  if (status >= 500) return userError('BACKEND_ERROR', MESSAGES.backendError, { status });
  if (status === 403) return userError('FORBIDDEN', msg ?? MESSAGES.forbidden);
  if (status === 404) return userError('NOT_FOUND', msg ?? MESSAGES.notFound);
  if (status === 429) return userError('TOO_MANY_REQUESTS', msg ?? MESSAGES.tooManyAttempts);
  return userError('BAD_USER_INPUT', msg ?? MESSAGES.genericError, { status });
}

/** undici's codes for a service that cannot be reached or answered too late. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

export function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code;
  const causeCode = (error as { cause?: { code?: string } })?.cause?.code;
  return UNREACHABLE.has(code ?? '') || UNREACHABLE.has(causeCode ?? '');
}

/**
 * An entity id as a REST path segment. Ids are positive integers; anything else (including ".." that a URL
 * would resolve to the collection) cannot name a row, so it is NOT_FOUND without a call.
 */
export function restId(id: string | number): string {
  const text = String(id);
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw userError('NOT_FOUND', MESSAGES.notFound);
  return text;
}
