import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@signage/domain/messages';
import { useState } from 'react';
import { SignInMutationDocument } from '../../gql/graphql.ts';
import { errorCodeOf, errorMessageOf } from '../../lib/api-errors.ts';
import { storeSession } from '../../lib/session.ts';

/** The refusals sign-in shows on its own card; anything else is notified by the error link. */
const SHOWN_INLINE = ['BAD_CREDENTIALS', 'UNAUTHENTICATED', 'TOO_MANY_REQUESTS'];

/** Signs in and stores the session (spec 01 §4); `problem` is the refusal to show on the card. */
export function useSignIn() {
  const [mutate, { loading }] = useMutation(SignInMutationDocument, { context: { handledErrorCodes: SHOWN_INLINE } });
  const [problem, setProblem] = useState<string | null>(null);

  async function signIn(username: string, password: string): Promise<boolean> {
    setProblem(null);
    try {
      const { data } = await mutate({ variables: { username, password } });
      if (!data) return false;
      storeSession(data.signIn.token, data.signIn.user.id);
      return true;
    } catch (error) {
      const code = errorCodeOf(error as Error);
      if (code === 'TOO_MANY_REQUESTS') setProblem(errorMessageOf(error as Error));
      else if (code === 'BAD_CREDENTIALS' || code === 'UNAUTHENTICATED') setProblem(MESSAGES.wrongCredentials);
      return false;
    }
  }

  return { signIn, loading, problem };
}
