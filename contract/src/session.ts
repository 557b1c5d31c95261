import { type Static, Type } from 'typebox';
import { areaOperations } from './area-operations.ts';
import { bearer, errorAnswer } from './common.ts';

const tags = ['session'];

export const Login = Type.Object(
  {
    auth_token: Type.String({ description: 'Send it as `Authorization: Bearer <auth_token>`.' }),
    user_id: Type.Integer(),
  },
  { description: 'Signed in.' },
);
export type Login = Static<typeof Login>;

export const sessionOperations = areaOperations(tags, {
  login: {
    method: 'POST',
    path: '/login',
    summary: 'Sign in with HTTP Basic credentials; answers a bearer token for later calls.',
    security: [{ basic: [] }],
    response: {
      200: Login,
      401: errorAnswer('Wrong username or password.'),
      429: errorAnswer('Too many attempts: wait as Retry-After says.'),
      503: errorAnswer('Too many sign-ins at once: try again shortly.'),
    },
  },
  logout: {
    method: 'POST',
    path: '/logout',
    summary: 'Revoke the bearer token of this call.',
    security: bearer,
    response: {
      200: Type.Object({ msg: Type.String() }, { description: 'Signed out.' }),
      401: errorAnswer('Not signed in, or the session had already ended.'),
    },
  },
});
