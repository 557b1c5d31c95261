import { screen } from '@testing-library/react';
import { useMeQuery } from '../gql/hooks.ts';

/**
 * Rendered beside a screen that reads the signed-in user's rights (useCan): it shows once their answer is in, and
 * the screen has then read the same answer. `signedIn()` waits for it, so a test can check what is NOT offered.
 */
export function SignedInProbe() {
  const me = useMeQuery().data?.me;
  return me ? <p>signed in as {me.username}</p> : null;
}

export const signedIn = () => screen.findByText(/^signed in as /);
