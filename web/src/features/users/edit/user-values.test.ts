import { USER_MESSAGES } from '@signage/domain/messages';
import { describe, expect, it } from 'vitest';
import {
  CONFIRM_MISMATCH,
  createUserInput,
  initialUserValues,
  USERNAME_REQUIRED,
  updateUserInput,
  userProblem,
} from './user-values.ts';

const blank = initialUserValues(undefined, ['lobby']);

describe('user editor values', () => {
  it('starts a new user with the session tags and no landing page', () => {
    expect(blank.tags).toEqual([{ name: 'lobby' }]);
    expect(blank.landingPage).toBe('');
  });

  it('needs a username, and a strong, confirmed password for a new user', () => {
    expect(userProblem(blank, true)).toBe(USERNAME_REQUIRED);
    const named = { ...blank, username: 'kim' };
    expect(userProblem(named, true)).toBe(USER_MESSAGES.passwordRequirementsNotMet);
    expect(userProblem({ ...named, password: 'weakpass', confirm: 'weakpass' }, true)).toBe(
      USER_MESSAGES.passwordRequirementsNotMet,
    );
    expect(userProblem({ ...named, password: 'Strong-Pass-9', confirm: 'Strong-Pass-8' }, true)).toBe(CONFIRM_MISMATCH);
    expect(userProblem({ ...named, password: 'Strong-Pass-9', confirm: 'Strong-Pass-9' }, true)).toBeUndefined();
  });

  it('lets an existing user keep their password, and checks one that is typed', () => {
    const existing = { ...blank, username: 'kim' };
    expect(userProblem(existing, false)).toBeUndefined();
    expect(userProblem({ ...existing, password: 'short' }, false)).toBe(USER_MESSAGES.passwordRequirementsNotMet);
  });

  it('sends the password only when one was typed, and the landing page as chosen', () => {
    const values = { ...blank, username: ' kim ', landingPage: 'media' as const, forcedTags: [{ name: 'north' }] };
    expect(updateUserInput(values)).toEqual({
      username: 'kim',
      firstName: '',
      lastName: '',
      tags: ['lobby'],
      forcedTags: ['north'],
      cmsMetadata: { landingPage: 'media' },
    });
    expect(createUserInput({ ...values, password: 'Strong-Pass-9' })).toMatchObject({
      username: 'kim',
      password: 'Strong-Pass-9',
    });
  });
});
