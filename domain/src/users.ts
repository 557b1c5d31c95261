/**
 * Users (spec 02 §3, §5): the rules the api and the console share besides the password rules
 * (password-rules.ts) and the permission arithmetic (permissions.ts). Spec texts are in USER_MESSAGES
 * (messages.ts); these are the refusals the spec leaves to us, worded to say what to do.
 */
import { LANDING_PAGES, type LandingPage } from './landing.ts';

/**
 * The landing page choices of the user editor (spec 02 "Users"): every landing page, in their order, but campaigns,
 * which the editor's list in the spec leaves out.
 */
export const USER_LANDING_PAGES = LANDING_PAGES.filter(
  (page): page is Exclude<LandingPage, 'campaigns'> => page !== 'campaigns',
);

export const USERNAME_MAX_LENGTH = 200;

export const USER_RULE_MESSAGES = {
  /** The spec names no update message for users; the others of its kind read so. */
  updated: 'User successfully updated.',
  usernameEmpty: 'Username must not be empty.',
  usernameTaken: (username: string) => `The username ${username} is already taken. Choose another.`,
  passwordRequired: 'A new user needs a password.',
  deleteSelf: 'You cannot delete yourself. Ask another user who can manage users.',
  lastManager:
    'This is the last user who can manage users (edit users and set user permissions); give another user both first.',
} as const;

/** A username as stored: trimmed; a new user's email is its username (spec 02 §5). */
export function normalUsername(given: string): string {
  return given.trim();
}
