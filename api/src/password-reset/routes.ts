import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { passwordResetOperations as op } from '@signage/contract/password-reset';
import { PRODUCT_NAME } from '@signage/domain/constants';
import { USER_MESSAGES } from '@signage/domain/messages';
import { RESET_HEADERS as H, resetLink } from '@signage/domain/password-reset';
import type { FastifyRequest } from 'fastify';
import type { HashQueue } from '../auth/hash-queue.ts';
import type { Sessions } from '../auth/sessions.ts';
import { clearAttempts } from '../auth/throttle.ts';
import type { Db } from '../db/database.ts';
import { unprocessable } from '../errors.ts';
import { actingAs } from '../kit/audit-hook.ts';
import { endpoint } from '../kit/route.ts';
import type { Mailer } from '../mail/mailer.ts';
import { hashedPassword } from '../users/rules.ts';
import { resetMail } from './reset-mail.ts';
import { issueResetToken, liveResetTokenUser, resetPasswordWithToken } from './reset-tokens.ts';

export interface PasswordResetContext {
  db: Db;
  sessions: Sessions;
  mailer: Mailer;
  /** The api's one hashing line, shared with sign-in and the user editor. */
  hashing: HashQueue;
  /** PUBLIC_URL: where the mail's link points; else the origin the request came to (see README). */
  publicUrl?: string;
  /** A request for a mail is answered no sooner than this after it arrived (default 250 ms): see below. */
  answerFloorMs?: number;
}

const DEFAULT_ANSWER_FLOOR_MS = 250;

export const RESET_MESSAGES = {
  done: 'Your password has been reset. Sign in with the new password.',
  headers: `Send a ${H.username} header to ask for a reset mail, or ${H.newPassword} and ${H.resetToken} headers to set a new password.`,
} as const;

/** Somewhere a mail can go: local@domain (SMTP refuses a bare name). */
const isMailAddress = (value: string | null | undefined): value is string => /^[^\s@]+@[^\s@]+$/.test(value ?? '');

/** The console's origin as the request names it: the gateway passes X-Forwarded-Host and -Proto (trusted proxies). */
const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Password reset (spec 02 §7): POST /api/reset-password, for the signed out. */
export const passwordResetRoutes: FastifyPluginAsyncTypebox<PasswordResetContext> = async (app, ctx) => {
  const { db, sessions, mailer } = ctx;
  const floorMs = ctx.answerFloorMs ?? DEFAULT_ANSWER_FLOOR_MS;

  /**
   * Asks for a mail. The answer is the same for a known or unknown username and past the hourly limit, and it
   * comes after the same floor of time, with the mail sent in the background: neither words nor timing tell
   * who has an account.
   */
  async function requestMail(request: FastifyRequest, username: string) {
    const started = Date.now();
    try {
      const user = await db
        .selectFrom('users')
        .select(['user_id', 'username', 'email'])
        .where('username', '=', username)
        .executeTakeFirst();
      // A new user's email is their username (spec 02 §5); the first administrator's is plain "admin", no address.
      const to = user && [user.email, user.username].find(isMailAddress);
      if (user && !to)
        request.log.warn({ userId: user.user_id }, 'password reset asked for a user with no mail address');
      const token = user && to && (await issueResetToken(db, user.user_id));
      if (user && to && token) {
        const link = resetLink(ctx.publicUrl ?? requestOrigin(request), token);
        mailer.send(resetMail(to, user.username, link, PRODUCT_NAME));
      }
    } finally {
      const wait = floorMs - (Date.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    return { msg: USER_MESSAGES.resetEmailSent };
  }

  async function setPassword(request: FastifyRequest, token: string, password: string) {
    // A dead token is refused before the (deliberately slow) hash: guessed tokens cost no scrypt work.
    const owner = await liveResetTokenUser(db, token);
    if (!owner) throw unprocessable(USER_MESSAGES.resetFailed);
    // Whoever holds the mailed link acts as its user: the audit entry names them.
    actingAs(request, owner);
    const user = await resetPasswordWithToken(db, token, await hashedPassword(ctx, password));
    if (!user) throw unprocessable(USER_MESSAGES.resetFailed);
    sessions.usersChanged();
    // A sign-in lock from the forgotten password's failures would otherwise greet the new one.
    await clearAttempts(db, user.username);
    return { msg: RESET_MESSAGES.done };
  }

  app.route({
    ...endpoint(op.resetPassword),
    handler: async (request) => {
      const headers = request.headers;
      const username = headers[H.username];
      const password = headers[H.newPassword];
      const token = headers[H.resetToken];
      if (username !== undefined && password === undefined && token === undefined) {
        return requestMail(request, username);
      }
      if (username === undefined && password !== undefined && token !== undefined) {
        return setPassword(request, token, password);
      }
      throw unprocessable(RESET_MESSAGES.headers);
    },
  });
};
