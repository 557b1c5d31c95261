import { describe, expect, it } from 'vitest';
import { errorForStatus } from './error-catalogue.ts';

describe('errorForStatus (spec 01 §8)', () => {
  it('gives the fixed texts for 405, 502 and the other 5xx, whatever the body said', () => {
    expect(errorForStatus(405, 'no')).toEqual({
      code: 'METHOD_NOT_ALLOWED',
      message: 'Error from backend: Method not allowed',
    });
    expect(errorForStatus(502, 'no')).toEqual({ code: 'BACKEND_UNREACHABLE', message: 'Cannot connect to Backend' });
    expect(errorForStatus(500, 'no')).toEqual({ code: 'BACKEND_ERROR', message: 'Backend encountered an Error' });
    expect(errorForStatus(503, 'no')).toEqual({ code: 'BACKEND_ERROR', message: 'Backend encountered an Error' });
  });

  it("passes 4xx on with the answer's msg, or a sentence of its own without one", () => {
    expect(errorForStatus(404, 'Media 3 not found.')).toEqual({ code: 'NOT_FOUND', message: 'Media 3 not found.' });
    expect(errorForStatus(422, 'Name is required.')).toEqual({ code: 'BAD_USER_INPUT', message: 'Name is required.' });
    expect(errorForStatus(401)).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Your session has expired. Please sign in again.',
    });
    expect(errorForStatus(403).code).toBe('FORBIDDEN');
    expect(errorForStatus(429).code).toBe('TOO_MANY_REQUESTS');
    expect(errorForStatus(400)).toEqual({ code: 'BAD_USER_INPUT', message: 'An error has occured.' });
  });
});
