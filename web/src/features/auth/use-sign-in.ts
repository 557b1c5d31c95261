import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@signage/domain/messages';
import { useState } from 'react';
import { CompleteSignInMutationDocument, SignInMutationDocument } from '../../gql/graphql.ts';
import { errorCodeOf, errorMessageOf } from '../../lib/api-errors.ts';
import { storeSession } from '../../lib/session.ts';

/** The refusals sign-in shows on its own card; anything else is notified by the error link. */
const SHOWN_INLINE = ['BAD_CREDENTIALS', 'UNAUTHENTICATED', 'TOO_MANY_REQUESTS', 'SECOND_FACTOR_REQUIRED'];

/** Where a sign-in step left the person: signed in (maybe still to set up two-factor), a code due, or refused. */
export type SignInOutcome = 'signed-in' | 'enrol' | 'code-due' | 'refused';

interface Signed {
  token: string;
  twoFactorEnrolmentRequired: boolean;
  user: { id: string };
}

/**
 * Signs in and stores the session (spec 01 §4); `problem` is the refusal to show on the card. With two-factor
 * sign-in on, the password step answers a challenge and `submitCode` completes it.
 */
export function useSignIn() {
  const context = { handledErrorCodes: SHOWN_INLINE };
  const [mutate, first] = useMutation(SignInMutationDocument, { context });
  const [complete, second] = useMutation(CompleteSignInMutationDocument, { context });
  const [problem, setProblem] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);

  const stored = (signed: Signed): SignInOutcome => {
    storeSession(signed.token, signed.user.id);
    return signed.twoFactorEnrolmentRequired ? 'enrol' : 'signed-in';
  };

  async function signIn(username: string, password: string): Promise<SignInOutcome> {
    setProblem(null);
    try {
      const { data } = await mutate({ variables: { username, password } });
      return data ? stored(data.signIn) : 'refused';
    } catch (error) {
      const code = errorCodeOf(error as Error);
      if (code === 'SECOND_FACTOR_REQUIRED') {
        setChallenge(challengeOf(error));
        return 'code-due';
      }
      if (code === 'TOO_MANY_REQUESTS') setProblem(errorMessageOf(error as Error));
      else if (code === 'BAD_CREDENTIALS' || code === 'UNAUTHENTICATED') setProblem(MESSAGES.wrongCredentials);
      return 'refused';
    }
  }

  async function submitCode(code: string): Promise<SignInOutcome> {
    if (!challenge) return 'refused';
    setProblem(null);
    try {
      const { data } = await complete({ variables: { challenge, code } });
      return data ? stored(data.completeSignIn) : 'refused';
    } catch (error) {
      setProblem(errorMessageOf(error as Error));
      return 'refused';
    }
  }

  return { signIn, submitCode, codeDue: challenge !== null, loading: first.loading || second.loading, problem };
}

/** The challenge the gateway sends with SECOND_FACTOR_REQUIRED. */
function challengeOf(error: unknown): string {
  const errors = (error as { errors?: { extensions?: { challenge?: unknown } }[] }).errors ?? [];
  const challenge = errors.find((e) => typeof e.extensions?.challenge === 'string')?.extensions?.challenge;
  return typeof challenge === 'string' ? challenge : '';
}
