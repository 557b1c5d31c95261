import { type Static, Type } from 'typebox';
import { areaOperations } from './area-operations.ts';
import { bearer, errorAnswer, msgAnswer } from './common.ts';

const tags = ['session'];

export const Login = Type.Object(
  {
    auth_token: Type.String({ description: 'Send it as `Authorization: Bearer <auth_token>`.' }),
    user_id: Type.Integer(),
    two_factor_enrolment_required: Type.Optional(
      Type.Boolean({ description: 'Two-factor sign-in is required and not set up: only enrolment is open.' }),
    ),
  },
  { description: 'Signed in.' },
);
export type Login = Static<typeof Login>;

/** The first step of a two-factor sign-in: the password was right, a code is still due. Not a session. */
export const LoginChallenge = Type.Object(
  {
    challenge: Type.String({ description: 'Send with the code to POST /login/two_factor within 5 minutes.' }),
    two_factor_required: Type.Literal(true),
  },
  { description: 'Password accepted; the second factor is due.' },
);
export type LoginChallenge = Static<typeof LoginChallenge>;

const LoginHeaders = Type.Object({
  username: Type.Optional(Type.String({ description: 'With password: the credentials as headers (spec 01 §7).' })),
  password: Type.Optional(Type.String()),
});

export const sessionOperations = areaOperations(tags, {
  login: {
    method: 'POST',
    path: '/login',
    summary:
      'Sign in with `username` and `password` headers or HTTP Basic; answers a bearer token, or a challenge when two-factor sign-in is on.',
    security: [{ basic: [] }, {}],
    headers: LoginHeaders,
    response: {
      200: Type.Union([Login, LoginChallenge], { description: 'Signed in, or the second factor is due.' }),
      401: errorAnswer('Wrong username or password: msg and the short form in error.'),
      429: errorAnswer('Too many attempts: wait as Retry-After says.'),
      503: errorAnswer('Too many sign-ins at once: try again shortly.'),
    },
  },
  loginSecondFactor: {
    method: 'POST',
    path: '/login/two_factor',
    summary: 'The second step of a two-factor sign-in: the challenge and a code from the app, or a recovery code.',
    body: Type.Object(
      { challenge: Type.String({ maxLength: 200 }), code: Type.String({ maxLength: 50 }) },
      { additionalProperties: false },
    ),
    response: {
      200: Login,
      401: errorAnswer('A wrong code, or the challenge expired or was spent.'),
      429: errorAnswer('Too many attempts: wait as Retry-After says.'),
    },
  },
  logout: {
    method: 'POST',
    path: '/logout',
    summary: 'Revoke the bearer token of this call.',
    security: bearer,
    response: {
      200: msgAnswer('Signed out.'),
      401: errorAnswer('Not signed in, or the session had already ended.'),
    },
  },
});
