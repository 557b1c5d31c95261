import type { ErrorLike } from '@apollo/client';
import { errorFromMsg } from '@signage/domain/messages';
import { reportedErrors } from './api-errors.ts';

/**
 * Refusals the service answered with its own `msg` (404, 422 and the other 4xx): a screen shows them as
 * "Error: {msg}" (spec 01 §8, media delete, layout save, update, delete). Pass as `handledErrorCodes`; anything
 * else (401, 5xx, unreachable) stays with the error link.
 */
export const ANSWERED_ERROR_CODES: readonly string[] = ['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN'];

/**
 * The context of a query whose screen shows its refusal in place of the data (LoadError: "Could not load the
 * users." with the answer's msg): the refusal is said once, there, and not again in a notification.
 */
export const SHOWN_ON_SCREEN = { handledErrorCodes: ANSWERED_ERROR_CODES };

/** "Error: {msg}" for an answered refusal; undefined when the error link has already said what happened. */
export function answeredErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const answered = reportedErrors(error as ErrorLike).find((e) => e.code && ANSWERED_ERROR_CODES.includes(e.code));
  return answered ? errorFromMsg(answered.message) : undefined;
}
