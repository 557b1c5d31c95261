import { RESET_HEADERS } from '@signage/domain/password-reset';
import { PASSWORD_MIN_LENGTH } from '@signage/domain/password-rules';
import { Type } from 'typebox';
import { areaOperations } from './area-operations.ts';
import { errorAnswer, msgAnswer } from './common.ts';

const tags = ['session'];
const h = RESET_HEADERS;

export const passwordResetOperations = areaOperations(tags, {
  resetPassword: {
    method: 'POST',
    path: '/reset-password',
    summary: 'Ask for a password reset mail, or set a new password with the token that mail carried.',
    description: [
      `Spec 02 §7. Needs no sign-in; the values travel as headers, never in the URL.`,
      `- \`${h.username}\` alone asks for a mail with a reset link (valid 30 minutes, single use) to the user's`,
      '  address. The answer is the same whether the username exists or not, and whether the hourly limit of',
      '  3 mails per user was reached (then nothing is sent).',
      `- \`${h.newPassword}\` with \`${h.resetToken}\` sets the password (${PASSWORD_MIN_LENGTH} or more printable ASCII`,
      '  characters with a digit, an uppercase and a lowercase letter), uses the token up and ends every session',
      '  of that user.',
    ].join('\n'),
    security: [],
    headers: Type.Object({
      [h.username]: Type.Optional(
        Type.String({ minLength: 1, maxLength: 255, description: 'The username whose password is to be reset.' }),
      ),
      [h.newPassword]: Type.Optional(
        Type.String({ minLength: 1, maxLength: 200, description: 'The new password (spec 02 §5 rules).' }),
      ),
      [h.resetToken]: Type.Optional(
        Type.String({ minLength: 1, maxLength: 200, description: 'The reset-token of the link in the mail.' }),
      ),
    }),
    response: {
      200: msgAnswer('Mail requested (the same answer for any username), or the password was set.'),
      422: errorAnswer(
        'Headers missing or mixed, a new password that breaks the rules, or a token that is unknown, used or expired ("Could not reset the password").',
      ),
    },
  },
});
