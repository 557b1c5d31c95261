import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { errorForStatus } from '@signage/domain/error-catalogue';
import { MESSAGES } from '@signage/domain/messages';

export interface ReportedError {
  code: string | undefined;
  message: string;
}

/** graphql-ws close codes of a refused connection: no, expired or revoked token. */
const SOCKET_AUTH_CLOSE = /^Socket closed with event 44(01|03)\b/;

/**
 * What a failed operation means to a person (spec 01 §8): each error's code and the message to show.
 * GraphQL errors carry their own; transport failures are mapped from the HTTP status like the REST catalogue.
 */
export function reportedErrors(error: ErrorLike): ReportedError[] {
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) {
    return error.errors.map((e) => ({ code: codeOf(e.extensions), message: e.message || MESSAGES.genericError }));
  }
  if (ServerError.is(error)) return fromHttpStatus(error.statusCode, error.bodyText);
  if (ServerParseError.is(error)) return [{ code: 'BACKEND_ERROR', message: MESSAGES.backendError }];
  if (SOCKET_AUTH_CLOSE.test(error.message)) return [{ code: 'UNAUTHENTICATED', message: MESSAGES.sessionExpired }];
  // fetch() rejecting (TypeError), a dropped socket, a timeout: the backend cannot be reached.
  return [{ code: 'BACKEND_UNREACHABLE', message: MESSAGES.cannotConnect }];
}

/** The code of the first error, for a screen that shows some errors itself. */
export function errorCodeOf(error: ErrorLike | undefined): string | undefined {
  return error ? reportedErrors(error)[0]?.code : undefined;
}

/** The message to show for an error a screen displays itself. */
export function errorMessageOf(error: ErrorLike): string {
  return reportedErrors(error)[0]?.message ?? MESSAGES.genericError;
}

function codeOf(extensions: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const code = extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

function fromHttpStatus(status: number, bodyText: string): ReportedError[] {
  const inBody = graphQLErrorsIn(bodyText);
  if (inBody.length > 0) return inBody;
  // A proxy or load balancer in front of the gateway answers 503 or 504 when the gateway does not answer: to the
  // console that is the catalogue's "cannot connect", like the 502 it names.
  if (status === 503 || status === 504) return [{ code: 'BACKEND_UNREACHABLE', message: MESSAGES.cannotConnect }];
  return [errorForStatus(status)];
}

function graphQLErrorsIn(bodyText: string): ReportedError[] {
  try {
    const body: unknown = JSON.parse(bodyText);
    const errors = (body as { errors?: unknown }).errors;
    if (!Array.isArray(errors)) return [];
    return errors
      .filter((e): e is { message: string; extensions?: Record<string, unknown> } => typeof e?.message === 'string')
      .map((e) => ({ code: codeOf(e.extensions), message: e.message }));
  } catch {
    return [];
  }
}

/**
 * `extensions.licenceValid` of a response (top level, or on any of its errors): false marks the installation's
 * licence invalid (spec 01 §4). Undefined when the response says nothing about it.
 */
export function licenceValidOf(result: {
  extensions?: Readonly<Record<string, unknown>>;
  errors?: ReadonlyArray<{ extensions?: Readonly<Record<string, unknown>> }>;
}): boolean | undefined {
  const flags = [result.extensions, ...(result.errors ?? []).map((e) => e.extensions)]
    .map((ext) => ext?.licenceValid)
    .filter((v): v is boolean => typeof v === 'boolean');
  if (flags.length === 0) return undefined;
  return flags.every(Boolean);
}
