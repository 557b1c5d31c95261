import { useMutation } from '@apollo/client/react';
import { USER_MESSAGES } from '@signage/domain/messages';
import { useState } from 'react';
import { RequestPasswordResetMutationDocument, ResetPasswordMutationDocument } from '../../gql/graphql.ts';
import { errorCodeOf, errorMessageOf } from '../../lib/api-errors.ts';

/** Every refusal shows on the reset card itself, in the spec's words, not as a notification. */
const SHOWN_INLINE = { handledErrorCodes: 'all' } as const;

type Outcome = { ok: true; message: string } | { ok: false; message: string };

/** Asks for the reset mail (spec 02 §8): the sent message, or "Password could not be reset". */
export function useRequestPasswordReset() {
  const [mutate, { loading }] = useMutation(RequestPasswordResetMutationDocument, { context: SHOWN_INLINE });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  async function request(username: string) {
    setOutcome(null);
    try {
      const { data } = await mutate({ variables: { username } });
      setOutcome({ ok: true, message: data?.requestPasswordReset ?? USER_MESSAGES.resetEmailSent });
    } catch {
      setOutcome({ ok: false, message: USER_MESSAGES.resetEmailFailed });
    }
  }
  return { request, loading, outcome };
}

/**
 * Sets the new password with the link's token: the server's confirmation, or its refusal (a password that breaks
 * the rules, a used or expired link: "Could not reset the password").
 */
export function useResetPassword() {
  const [mutate, { loading }] = useMutation(ResetPasswordMutationDocument, { context: SHOWN_INLINE });
  async function reset(token: string, newPassword: string): Promise<Outcome> {
    try {
      const { data } = await mutate({ variables: { token, newPassword } });
      return data ? { ok: true, message: data.resetPassword } : { ok: false, message: USER_MESSAGES.resetFailed };
    } catch (error) {
      const refused = errorCodeOf(error as Error) === 'BAD_USER_INPUT';
      return { ok: false, message: refused ? errorMessageOf(error as Error) : USER_MESSAGES.resetFailed };
    }
  }
  return { reset, loading };
}
