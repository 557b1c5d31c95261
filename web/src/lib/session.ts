import type { ApolloClient } from '@apollo/client';
import { SignOutMutationDocument } from '../gql/graphql.ts';
import { removeUserDrafts } from './drafts.ts';

/** Local-storage keys of the session (spec 01 §4). */
export const TOKEN_KEY = 'auth_token';
export const USER_ID_KEY = 'user_id';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getUserId(): string | null {
  return localStorage.getItem(USER_ID_KEY);
}

export function isSignedIn(): boolean {
  return Boolean(getToken());
}

/** Sign-in stores the authentication token and the user id. */
export function storeSession(token: string, userId: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_ID_KEY, userId);
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_ID_KEY);
}

/**
 * Sign-out tells the server (revoking the token), clears the session even when that call fails, and reloads
 * to the root, which drops every bit of the previous user's state (their unsaved drafts in this browser too).
 */
export async function signOut(client: ApolloClient, reload: (path: string) => void = (p) => window.location.assign(p)) {
  try {
    await client.mutate({ mutation: SignOutMutationDocument, context: { handledErrorCodes: 'all' } });
  } catch {
    // The token may already be expired or revoked; signing out locally is what matters.
  } finally {
    removeUserDrafts(getUserId());
    clearSession();
    reload('/');
  }
}

/**
 * The server refused the token (missing, expired or revoked): forget it and go to sign-in. A full load of
 * /login, not a client-side navigation, so no state of the old session (cache, sockets) survives.
 */
export function endRefusedSession(go: (path: string) => void = (p) => window.location.replace(p)): void {
  clearSession();
  // The sign-in screen says why the person is back there (read once, see takeSessionEndedNotice).
  sessionStorage.setItem(SESSION_ENDED_KEY, '1');
  go('/login');
}

const SESSION_ENDED_KEY = 'signage.sessionEnded';

/** True once after endRefusedSession: the sign-in screen shows that the session ended. */
export function takeSessionEndedNotice(): boolean {
  const ended = sessionStorage.getItem(SESSION_ENDED_KEY) === '1';
  sessionStorage.removeItem(SESSION_ENDED_KEY);
  return ended;
}
