import { builder } from '../../builder.ts';
import type { RestAnswer } from '../../rest/client.ts';
import { restQueryField } from '../record-fields.ts';

const TwoFactorStateType = builder.objectRef<RestAnswer<'GET', '/account/two_factor'>>('TwoFactorState').implement({
  description: 'Your two-factor sign-in (TOTP).',
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    enrolling: t.exposeBoolean('enrolling', { description: 'Set-up started, awaiting its confirming code.' }),
    required: t.exposeBoolean('required', { description: 'The administrator requires it for everyone.' }),
    recoveryCodesLeft: t.exposeInt('recovery_codes_left'),
  }),
});

const TwoFactorEnrolmentType = builder
  .objectRef<RestAnswer<'POST', '/account/two_factor/enrolment'>>('TwoFactorEnrolment')
  .implement({
    fields: (t) => ({
      secret: t.exposeString('secret', { description: 'Base32, for typing into an authenticator app.' }),
      otpauthUri: t.exposeString('otpauth_uri'),
      qrCode: t.exposeString('qr_code', { description: 'The otpauth URI as a PNG data URL.' }),
    }),
  });

restQueryField('myTwoFactor', TwoFactorStateType, undefined, (ctx) => ctx.rest.get('/account/two_factor'));

builder.mutationField('startTwoFactorEnrolment', (t) =>
  t.field({
    type: TwoFactorEnrolmentType,
    description: 'A new secret to scan; two-factor sign-in is on only once confirmTwoFactor takes a code.',
    resolve: (_root, _args, ctx) => ctx.rest.post('/account/two_factor/enrolment'),
  }),
);

builder.mutationField('confirmTwoFactor', (t) =>
  t.stringList({
    description: 'Switches two-factor sign-in on; answers ten single-use recovery codes, shown this once.',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, ctx) =>
      (await ctx.rest.post('/account/two_factor/confirmation', { body: { code } })).recovery_codes,
  }),
);

builder.mutationField('disableTwoFactor', (t) =>
  t.boolean({
    description: 'Switches two-factor sign-in off: give a current code (or recovery code), or your password.',
    args: { code: t.arg.string(), password: t.arg.string() },
    resolve: async (_root, { code, password }, ctx) => {
      await ctx.rest.post('/account/two_factor/disable', {
        body: { ...(code ? { code } : {}), ...(password != null ? { password } : {}) },
      });
      return true;
    },
  }),
);

builder.queryField('twoFactorRequired', (t) =>
  t.boolean({
    description: 'Whether two-factor sign-in is required for everyone.',
    resolve: async (_root, _args, ctx) => (await ctx.rest.get('/system/two_factor')).required,
  }),
);

builder.mutationField('setTwoFactorRequired', (t) =>
  t.boolean({
    description: 'Requires two-factor sign-in for everyone, or stops requiring it ("edit system").',
    args: { required: t.arg.boolean({ required: true }) },
    resolve: async (_root, { required }, ctx) =>
      (await ctx.rest.put('/system/two_factor', { body: { required } })).required,
  }),
);

builder.mutationField('changePassword', (t) =>
  t.boolean({
    description: 'Changes your password; the current one is required. Your other sessions end.',
    args: { currentPassword: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
    resolve: async (_root, { currentPassword, newPassword }, ctx) => {
      await ctx.rest.put('/account/password', {
        body: { current_password: currentPassword, new_password: newPassword },
      });
      void ctx.liveGuard.sweep();
      return true;
    },
  }),
);
