import { USER_MESSAGES } from '@signage/domain/messages';
import { RESET_HEADERS as H } from '@signage/domain/password-reset';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { userError } from '../rest/errors.ts';

/** What a header can carry (printable ASCII): anything else never reaches the api as a header at all. */
const headerSafe = (value: string) => /^[\x20-\x7e]*$/.test(value);

/**
 * The origin the reset link should point at, for the api: the console is served here, not by the api, so the
 * api learns the address the person used from X-Forwarded-Host and -Proto (it trusts them from this gateway).
 * PUBLIC_URL, when set, wins in the api itself.
 */
function forwardedOrigin(ctx: Context): Record<string, string> {
  if (!ctx.publicOrigin) return {};
  const origin = new URL(ctx.publicOrigin);
  return { 'x-forwarded-host': origin.host, 'x-forwarded-proto': origin.protocol.replace(/:$/, '') };
}

builder.mutationField('requestPasswordReset', (t) =>
  t.string({
    description:
      "Spec 02 §7: mails the user a reset link (valid 30 minutes, used once; at most 3 mails per user an hour). Needs no sign-in. Answers 'Password reset email sent to your mailbox. Please check you email.' whether or not the username exists.",
    args: { username: t.arg.string({ required: true }) },
    resolve: async (_root, { username }, ctx) => {
      // No such username can sign in either; the answer stays the same as for any unknown user.
      if (!headerSafe(username)) return USER_MESSAGES.resetEmailSent;
      const answer = await ctx.rest.post('/reset-password', {
        headers: { [H.username]: username, ...forwardedOrigin(ctx) },
      });
      return answer.msg;
    },
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.string({
    description:
      "Spec 02 §7: sets a new password with the reset-token of the mailed link, and ends the user's sessions. The password must meet the spec 02 §5 rules; an unknown, used or expired token is refused with 'Could not reset the password' (BAD_USER_INPUT).",
    args: {
      token: t.arg.string({ required: true, description: 'The reset-token query parameter of the link.' }),
      newPassword: t.arg.string({ required: true }),
    },
    resolve: async (_root, { token, newPassword }, ctx) => {
      // Printable ASCII is one of the password rules (spec 02 §5); a token is always hex.
      if (!headerSafe(newPassword)) throw userError('BAD_USER_INPUT', USER_MESSAGES.passwordRequirementsNotMet);
      if (!headerSafe(token)) throw userError('BAD_USER_INPUT', USER_MESSAGES.resetFailed);
      const answer = await ctx.rest.post('/reset-password', {
        headers: { [H.newPassword]: newPassword, [H.resetToken]: token },
      });
      return answer.msg;
    },
  }),
);
