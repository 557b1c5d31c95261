import { type Static, Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import { errorAnswer, IdParams, msgAnswer } from './common.ts';
import { Nullable } from './schema.ts';

const tags = ['account'];

export const AccountSession = Type.Object(
  {
    session_id: Type.String({ description: 'Ends the session with DELETE /account/sessions/{id}.' }),
    user_agent: Type.String({ description: 'The browser or program that signed in.' }),
    address: Type.String({ description: 'The client address it signed in from.' }),
    signed_in_at: Type.String({ format: 'date-time' }),
    last_seen_at: Type.String({ format: 'date-time', description: 'Updated at most once a minute.' }),
    current: Type.Boolean({ description: 'The session this call was made with.' }),
  },
  { description: 'A signed-in session of the caller.' },
);
export type AccountSession = Static<typeof AccountSession>;

export const ApiToken = Type.Object(
  {
    api_token_id: Type.Integer(),
    name: Type.String(),
    read_only: Type.Boolean({ description: 'Reads only, of what the owner may read.' }),
    permissions: Type.Array(Type.String(), { description: 'The scope when not read-only.' }),
    expires_at: Type.String({ format: 'date-time' }),
    last_used_at: Nullable(Type.String({ format: 'date-time' })),
    revoked_at: Nullable(Type.String({ format: 'date-time' })),
    created_at: Type.String({ format: 'date-time' }),
  },
  { description: 'A personal API token (never its secret after creation).' },
);
export type ApiToken = Static<typeof ApiToken>;

export const ApiTokenCreate = Type.Object(
  {
    name: Type.String({ maxLength: 100 }),
    read_only: Type.Boolean(),
    permissions: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100, default: [] }),
    expires_at: Type.String({ format: 'date-time', description: 'At most 366 days ahead.' }),
  },
  { additionalProperties: false },
);

export const TwoFactorState = Type.Object(
  {
    enabled: Type.Boolean(),
    enrolling: Type.Boolean({ description: 'An enrolment was started and awaits its confirming code.' }),
    required: Type.Boolean({ description: 'The administrator requires two-factor sign-in for everyone.' }),
    recovery_codes_left: Type.Integer(),
  },
  { description: "The caller's two-factor sign-in." },
);

const Code = Type.String({ maxLength: 50, description: 'A 6-digit code, or a recovery code where allowed.' });

export const accountOperations = bearerOperations(tags, {
  listSessions: {
    method: 'GET',
    path: '/account/sessions/',
    summary: "The caller's signed-in sessions, most recently seen first.",
    response: {
      200: Type.Object({ sessions: Type.Array(AccountSession) }, { description: 'The sessions.' }),
    },
  },
  endSession: {
    method: 'DELETE',
    path: '/account/sessions/{id}',
    summary: "End one of the caller's sessions.",
    params: Type.Object({ id: Type.String({ pattern: '^[0-9]{1,18}$' }) }),
    response: { 200: msgAnswer('Ended.') },
  },
  endAllSessions: {
    method: 'POST',
    path: '/account/sessions/end_all',
    summary: 'Sign out everywhere: end every session of the caller, this one included.',
    response: { 200: msgAnswer('Ended.') },
  },
  listApiTokens: {
    method: 'GET',
    path: '/account/api_tokens/',
    summary: "The caller's personal API tokens, newest first.",
    response: {
      200: Type.Object({ api_tokens: Type.Array(ApiToken) }, { description: 'The tokens.' }),
    },
  },
  createApiToken: {
    method: 'POST',
    path: '/account/api_tokens/',
    summary: 'Create a personal API token; its secret is answered this once.',
    body: ApiTokenCreate,
    response: {
      200: Type.Object(
        { api_token: ApiToken, token: Type.String({ description: 'Send as `Authorization: Bearer <token>`.' }) },
        { description: 'Created.' },
      ),
    },
  },
  revokeApiToken: {
    method: 'DELETE',
    path: '/account/api_tokens/{id}',
    summary: 'Revoke a personal API token: it is refused with 401 from then on.',
    params: IdParams,
    response: { 200: msgAnswer('Revoked.') },
  },
  getTwoFactor: {
    method: 'GET',
    path: '/account/two_factor',
    summary: "The caller's two-factor sign-in.",
    response: { 200: TwoFactorState },
  },
  startTwoFactorEnrolment: {
    method: 'POST',
    path: '/account/two_factor/enrolment',
    summary: 'Start setting up two-factor sign-in: a new secret, as text and as a QR code.',
    response: {
      200: Type.Object(
        {
          secret: Type.String({ description: 'Base32, for typing into an authenticator app.' }),
          otpauth_uri: Type.String(),
          qr_code: Type.String({ description: 'The otpauth URI as a PNG data URL.' }),
        },
        { description: 'The enrolment.' },
      ),
    },
  },
  confirmTwoFactor: {
    method: 'POST',
    path: '/account/two_factor/confirmation',
    summary: 'Switch two-factor sign-in on with a code from the app; answers ten recovery codes, once.',
    body: Type.Object({ code: Code }, { additionalProperties: false }),
    response: {
      200: Type.Object({ recovery_codes: Type.Array(Type.String()) }, { description: 'On.' }),
    },
  },
  disableTwoFactor: {
    method: 'POST',
    path: '/account/two_factor/disable',
    summary: 'Switch two-factor sign-in off, with a current code (or recovery code) or the password.',
    body: Type.Object(
      { code: Type.Optional(Code), password: Type.Optional(Type.String({ maxLength: 1000 })) },
      { additionalProperties: false },
    ),
    response: { 200: msgAnswer('Off.') },
  },
  changePassword: {
    method: 'PUT',
    path: '/account/password',
    summary: "Change the caller's password; the current one is required.",
    body: Type.Object(
      { current_password: Type.String({ maxLength: 1000 }), new_password: Type.String({ maxLength: 1000 }) },
      { additionalProperties: false },
    ),
    response: { 200: msgAnswer('Changed.'), 429: errorAnswer('Too many wrong passwords.') },
  },
  getTwoFactorRequirement: {
    method: 'GET',
    path: '/system/two_factor',
    summary: 'Whether two-factor sign-in is required for everyone.',
    response: { 200: Type.Object({ required: Type.Boolean() }, { description: 'The setting.' }) },
  },
  setTwoFactorRequirement: {
    method: 'PUT',
    path: '/system/two_factor',
    summary: 'Require two-factor sign-in for everyone, or stop requiring it (needs "edit system").',
    body: Type.Object({ required: Type.Boolean() }, { additionalProperties: false }),
    response: { 200: Type.Object({ required: Type.Boolean() }, { description: 'Saved.' }) },
  },
});
