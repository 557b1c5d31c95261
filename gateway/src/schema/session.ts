import type { Login as RestLogin } from '@signage/contract/session';
import type { User as RestUser } from '@signage/contract/users';
import { ACCOUNT_MESSAGES } from '@signage/domain/account';
import { MESSAGES } from '@signage/domain/messages';
import { GraphQLError } from 'graphql';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { userError } from '../rest/errors.ts';
import { UserType } from './user.ts';

interface SignedIn {
  token: string;
  user: RestUser;
  enrolmentRequired: boolean;
}

const SignInPayloadType = builder.objectRef<SignedIn>('SignInPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token', { description: 'Send as `Authorization: Bearer <token>`.' }),
    user: t.field({ type: UserType, resolve: (p) => p.user }),
    twoFactorEnrolmentRequired: t.exposeBoolean('enrolmentRequired', {
      description: 'Two-factor sign-in is required and not set up: only enrolment is open until it is.',
    }),
  }),
});

/** A 401 from a sign-in step means wrong credentials or code, not a lost session. */
async function refusedAsBadCredentials<T>(call: () => Promise<T>, message?: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') {
      throw userError('BAD_CREDENTIALS', message ?? error.message);
    }
    throw error;
  }
}

const agentOf = (ctx: Context): Record<string, string> => (ctx.userAgent ? { 'user-agent': ctx.userAgent } : {});

async function session(ctx: Context, login: RestLogin): Promise<SignedIn> {
  const user = await ctx.rest.get('/users/{id}', {
    params: { id: login.user_id },
    headers: { authorization: `Bearer ${login.auth_token}` },
  });
  return { token: login.auth_token, user, enrolmentRequired: login.two_factor_enrolment_required ?? false };
}

builder.mutationField('signIn', (t) =>
  t.field({
    type: SignInPayloadType,
    args: {
      username: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    description:
      'Signs in. With two-factor sign-in on, fails with SECOND_FACTOR_REQUIRED and `extensions.challenge`: send it with the code to completeSignIn.',
    resolve: async (_root, { username, password }, ctx) => {
      const basic = Buffer.from(`${username}:${password}`).toString('base64');
      const login = await refusedAsBadCredentials(
        () => ctx.rest.post('/login', { headers: { authorization: `Basic ${basic}`, ...agentOf(ctx) } }),
        MESSAGES.wrongCredentials,
      );
      if ('challenge' in login) {
        throw userError('SECOND_FACTOR_REQUIRED', ACCOUNT_MESSAGES.codeRequired, { challenge: login.challenge });
      }
      return session(ctx, login);
    },
  }),
);

builder.mutationField('completeSignIn', (t) =>
  t.field({
    type: SignInPayloadType,
    description: 'The second step of a two-factor sign-in: the challenge signIn gave, and a code or a recovery code.',
    args: { challenge: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: async (_root, { challenge, code }, ctx) => {
      const login = await refusedAsBadCredentials(() =>
        ctx.rest.post('/login/two_factor', { body: { challenge, code }, headers: agentOf(ctx) }),
      );
      return session(ctx, login);
    },
  }),
);

/**
 * A sign-out, answering true: the REST post to `path` ends the sessions, then this request's token's live
 * subscriptions end now rather than at the next sweep; with `others`, a sweep now finds the other sessions' ones.
 */
export function signOutMutation(
  name: string,
  description: string,
  path: '/logout' | '/account/sessions/end_all',
  options: { others: boolean },
) {
  builder.mutationField(name, (t) =>
    t.boolean({
      description,
      resolve: async (_root, _args, ctx) => {
        await ctx.rest.post(path);
        if (ctx.token) ctx.liveGuard.revoke(ctx.token);
        if (options.others) void ctx.liveGuard.sweep();
        return true;
      },
    }),
  );
}

signOutMutation('signOut', 'Revokes the token this request carries.', '/logout', { others: false });
