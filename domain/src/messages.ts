/** The message catalogue: exact texts of the specification, shared by the REST service, gateway and console. */
export const MESSAGES = {
  wrongCredentials: 'Wrong Username/Password. Please try again...',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  /** No token at all: nothing expired, the caller has not signed in. */
  signInRequired: 'Sign in to continue: this call needs a signed-in user (send Authorization: Bearer <token>).',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'Not found.',
  methodNotAllowed: 'Error from backend: Method not allowed',
  cannotConnect: 'Cannot connect to Backend',
  backendError: 'Backend encountered an Error',
  genericError: 'An error has occured.',
  excessMessagesHidden: 'Excess messages hidden...',
  confirmDefault: 'Are you sure you want to perform this action?',
  couldNotRetrievePermissions: 'Could not retrieve user permissions.',
  userPermissionsUpdated: 'User Permissions successfully updated.',
} as const;

/** Spec 01 §8: a failed save or delete shows the server's msg, else the generic text. */
export function errorFromMsg(msg: string | undefined | null): string {
  // The gateway already answers a refusal without a msg with the generic text; it is shown bare, not as
  // "Error: An error has occured.".
  return msg && msg !== MESSAGES.genericError ? `Error: ${msg}` : MESSAGES.genericError;
}
