/**
 * Password reset by mail (spec 02 §4, §7, §9): the limits both ends share. The texts are USER_MESSAGES in
 * messages.ts; the password rules are password-rules.ts.
 */

/** How long a reset link works after it was mailed. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;
/** Reset mails one user may be sent per hour; further requests get the same answer and send nothing. */
export const RESET_REQUESTS_PER_HOUR = 3;
/** Spec 02 §9: after a successful reset the page goes to sign-in after 30 s. */
export const RESET_REDIRECT_SECONDS = 30;
/** The query parameter of the reset link that opens the set-password form (spec 02 §2). */
export const RESET_TOKEN_PARAM = 'reset-token';

/**
 * The headers of POST /api/reset-password (spec 02 §7: the values travel as headers). `username` alone asks for
 * a mail; `new-password` with `reset-token` sets the password.
 */
export const RESET_HEADERS = {
  username: 'username',
  newPassword: 'new-password',
  resetToken: 'reset-token',
} as const;

/** The console's reset link: `origin` is PUBLIC_URL (which may carry a path) or the origin the request came to. */
export function resetLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/admin/reset-password?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}
