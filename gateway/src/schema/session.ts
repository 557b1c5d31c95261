import type { Login as RestLogin } from '@signage/contract/session';
import type { User as RestUser } from '@signage/contract/users';
import { MESSAGES } from '@signage/domain/messages';
import { GraphQLError } from 'graphql';
import { builder } from '../builder.ts';
import { userError } from '../rest/errors.ts';
import { UserType } from './user.ts';

const SignInPayloadType = builder.objectRef<{ token: string; user: RestUser }>('SignInPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token', { description: 'Send as `Authorization: Bearer <token>`.' }),
    user: t.field({ type: UserType, resolve: (p) => p.user }),
  }),
});

builder.mutationField('signIn', (t) =>
  t.field({
    type: SignInPayloadType,
    args: {
      username: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: async (_root, { username, password }, ctx) => {
      const basic = Buffer.from(`${username}:${password}`).toString('base64');
      let login: RestLogin;
      try {
        login = await ctx.rest.post('/login', { headers: { authorization: `Basic ${basic}` } });
      } catch (error) {
        // A 401 here means wrong credentials, not a lost session.
        if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') {
          throw userError('BAD_CREDENTIALS', MESSAGES.wrongCredentials);
        }
        throw error;
      }
      const user = await ctx.rest.get('/users/{id}', {
        params: { id: login.user_id },
        headers: { authorization: `Bearer ${login.auth_token}` },
      });
      return { token: login.auth_token, user };
    },
  }),
);

builder.mutationField('signOut', (t) =>
  t.boolean({
    description: 'Revokes the token this request carries.',
    resolve: async (_root, _args, ctx) => {
      await ctx.rest.post('/logout');
      if (ctx.token) ctx.liveGuard.revoke(ctx.token);
      return true;
    },
  }),
);
