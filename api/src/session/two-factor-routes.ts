import { accountOperations as op } from '@signage/contract/account';
import { ACCOUNT_MESSAGES } from '@signage/domain/account';
import { requirePermission, sessionOf } from '../auth/guard.ts';
import type { PasswordCheck } from '../auth/password-check.ts';
import type { Sessions } from '../auth/sessions.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  type SecretCipher,
  spendSecondFactor,
  spendTotpCode,
  startEnrolment,
  twoFactorState,
} from '../auth/two-factor.ts';
import { setTwoFactorRequired, twoFactorRequired } from '../auth/two-factor-required.ts';
import type { Db } from '../db/database.ts';
import { HttpError, unprocessable } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';

const conflict = (msg: string) => new HttpError(409, msg);

/** The caller's two-factor sign-in (enrol, confirm, switch off) and the administrator's requirement. */
export const twoFactorRoutes = signedInRoutes<{
  db: Db;
  sessions: Sessions;
  cipher: SecretCipher;
  passwordCheck: PasswordCheck;
}>(async (app, { db, sessions, cipher, passwordCheck }) => {
  const config = { sessionOnly: true, duringEnrolment: true };

  app.route({
    ...endpoint(op.getTwoFactor),
    config,
    handler: async (request) => {
      const state = await twoFactorState(db, sessionOf(request).user.user_id);
      return {
        enabled: state.enabled,
        enrolling: state.enrolling,
        required: await twoFactorRequired(db),
        recovery_codes_left: state.recoveryCodesLeft,
      };
    },
  });

  app.route({
    ...endpoint(op.startTwoFactorEnrolment),
    config,
    handler: async (request) => {
      const { user } = sessionOf(request);
      if ((await twoFactorState(db, user.user_id)).enabled) throw conflict(ACCOUNT_MESSAGES.alreadyEnabled);
      const enrolment = await startEnrolment(db, cipher, user);
      return { secret: enrolment.secret, otpauth_uri: enrolment.otpauthUri, qr_code: enrolment.qrCode };
    },
  });

  app.route({
    ...endpoint(op.confirmTwoFactor),
    config,
    handler: async (request) => {
      const { user } = sessionOf(request);
      const state = await twoFactorState(db, user.user_id);
      if (state.enabled) throw conflict(ACCOUNT_MESSAGES.alreadyEnabled);
      if (!state.enrolling) throw unprocessable(ACCOUNT_MESSAGES.notEnrolling);
      const codes = await db.transaction().execute(async (trx) => {
        if (!(await spendTotpCode(trx, cipher, user.user_id, request.body.code, true))) return undefined;
        return enableTwoFactor(trx, user.user_id);
      });
      if (!codes) throw unprocessable(ACCOUNT_MESSAGES.wrongCode);
      // The enrolment requirement is lifted: cached sessions must see it.
      sessions.usersChanged();
      return { recovery_codes: codes };
    },
  });

  app.route({
    ...endpoint(op.disableTwoFactor),
    config: { sessionOnly: true },
    handler: async (request) => {
      const { user } = sessionOf(request);
      const { code, password } = request.body;
      if (!(await twoFactorState(db, user.user_id)).enabled) throw unprocessable(ACCOUNT_MESSAGES.notEnabled);
      if (!code && !password) throw unprocessable(ACCOUNT_MESSAGES.disableNeedsProof);
      if (password !== undefined && !code) await passwordCheck(request, user, password);
      const done = await db.transaction().execute(async (trx) => {
        if (code && !(await spendSecondFactor(trx, cipher, user.user_id, code))) return false;
        await disableTwoFactor(trx, user.user_id);
        return true;
      });
      if (!done) throw unprocessable(ACCOUNT_MESSAGES.wrongCode);
      sessions.usersChanged();
      return { msg: ACCOUNT_MESSAGES.disabled };
    },
  });

  app.route({
    ...endpoint(op.getTwoFactorRequirement),
    config: { duringEnrolment: true },
    handler: async () => ({ required: await twoFactorRequired(db) }),
  });

  app.route({
    ...endpoint(op.setTwoFactorRequirement),
    config: { sessionOnly: true },
    handler: async (request) => {
      const user = requirePermission(request, 'edit system');
      // Requiring it of everyone while without it would shut the administrator out of the setting itself.
      if (request.body.required && !(await twoFactorState(db, user.user_id)).enabled)
        throw unprocessable(ACCOUNT_MESSAGES.requireNeedsOwn);
      await setTwoFactorRequired(db, request.body.required);
      sessions.usersChanged();
      return { required: request.body.required };
    },
  });
});
