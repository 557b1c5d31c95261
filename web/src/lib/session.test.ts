import type { ApolloClient } from '@apollo/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, endRefusedSession, getToken, getUserId, isSignedIn, signOut, storeSession } from './session.ts';

describe('session', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the token and user id under auth_token and user_id', () => {
    storeSession('tok-123', '42');
    expect(localStorage.getItem('auth_token')).toBe('tok-123');
    expect(localStorage.getItem('user_id')).toBe('42');
    expect(getToken()).toBe('tok-123');
    expect(getUserId()).toBe('42');
    expect(isSignedIn()).toBe(true);
    clearSession();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(isSignedIn()).toBe(false);
  });

  it('signs out on the server, clears the session and reloads to the root', async () => {
    storeSession('tok', '1');
    const mutate = vi.fn().mockResolvedValue({ data: { signOut: true } });
    const reload = vi.fn();
    await signOut({ mutate } as unknown as ApolloClient, reload);
    expect(mutate).toHaveBeenCalledOnce();
    expect(isSignedIn()).toBe(false);
    expect(reload).toHaveBeenCalledWith('/');
  });

  it('clears the session even when the sign-out call fails', async () => {
    storeSession('tok', '1');
    const mutate = vi.fn().mockRejectedValue(new Error('Cannot connect to Backend'));
    const reload = vi.fn();
    await signOut({ mutate } as unknown as ApolloClient, reload);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(reload).toHaveBeenCalledWith('/');
  });

  it('forgets a refused token and goes to sign-in', () => {
    storeSession('expired', '1');
    const go = vi.fn();
    endRefusedSession(go);
    expect(isSignedIn()).toBe(false);
    expect(go).toHaveBeenCalledWith('/login');
  });
});
