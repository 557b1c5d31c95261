import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { MESSAGES } from '@signage/domain/messages';
import { describe, expect, it } from 'vitest';
import { licenceValidOf, reportedErrors } from './api-errors.ts';

const graphQLError = (message: string, code?: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: code ? { code } : undefined }] });

const serverError = (statusCode: number, bodyText = '') =>
  new ServerError('failed', { response: new Response(bodyText, { status: statusCode }), bodyText });

describe('reportedErrors', () => {
  it('passes on the code and message of GraphQL errors', () => {
    expect(reportedErrors(graphQLError(MESSAGES.wrongCredentials, 'BAD_CREDENTIALS'))).toEqual([
      { code: 'BAD_CREDENTIALS', message: MESSAGES.wrongCredentials },
    ]);
  });

  it('maps HTTP failures like the error catalogue (spec 01 §8)', () => {
    expect(reportedErrors(serverError(401))[0]?.code).toBe('UNAUTHENTICATED');
    expect(reportedErrors(serverError(405))[0]?.message).toBe(MESSAGES.methodNotAllowed);
    expect(reportedErrors(serverError(502))[0]?.message).toBe(MESSAGES.cannotConnect);
    expect(reportedErrors(serverError(500))[0]?.message).toBe(MESSAGES.backendError);
  });

  it('reads GraphQL errors from a non-2xx body', () => {
    const body = JSON.stringify({ errors: [{ message: 'Too many', extensions: { code: 'TOO_MANY_REQUESTS' } }] });
    expect(reportedErrors(serverError(429, body))).toEqual([{ code: 'TOO_MANY_REQUESTS', message: 'Too many' }]);
  });

  it('says "Cannot connect to Backend" when the request never got an answer', () => {
    expect(reportedErrors(new TypeError('Failed to fetch'))).toEqual([
      { code: 'BACKEND_UNREACHABLE', message: MESSAGES.cannotConnect },
    ]);
  });

  it('treats a socket refused for its token as unauthenticated', () => {
    expect(reportedErrors(new Error('Socket closed with event 4403 Forbidden'))[0]?.code).toBe('UNAUTHENTICATED');
  });
});

describe('licenceValidOf', () => {
  it('reads extensions.licenceValid from the response or its errors', () => {
    expect(licenceValidOf({})).toBeUndefined();
    expect(licenceValidOf({ extensions: { licenceValid: false } })).toBe(false);
    expect(licenceValidOf({ extensions: { licenceValid: true } })).toBe(true);
    expect(licenceValidOf({ errors: [{ extensions: { code: 'FORBIDDEN', licenceValid: false } }] })).toBe(false);
  });
});
