import type { ApiToken } from '@signage/contract/account';
import { builder } from '../../builder.ts';
import { restId } from '../../rest/errors.ts';
import { restListField } from '../record-fields.ts';
import { createMutation } from '../record-mutations.ts';
import { restCreate } from '../rest-writes.ts';

const ApiTokenType = builder.objectRef<ApiToken>('ApiToken').implement({
  description: 'A personal API token: send it as `Authorization: Bearer sgn_pat_…` to GraphQL or REST.',
  fields: (t) => ({
    id: t.id({ resolve: (a) => String(a.api_token_id) }),
    name: t.exposeString('name'),
    readOnly: t.exposeBoolean('read_only', { description: 'Reads only, of what you may read.' }),
    permissions: t.exposeStringList('permissions', {
      description: 'Its scope when not read-only; it never does more than you hold at the time of each call.',
    }),
    expiresAt: t.field({ type: 'DateTime', resolve: (a) => a.expires_at }),
    lastUsedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.last_used_at }),
    revokedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.revoked_at }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.created_at }),
  }),
});

const CreatedApiTokenType = builder.objectRef<{ api_token: ApiToken; token: string }>('CreatedApiToken').implement({
  fields: (t) => ({
    apiToken: t.field({ type: ApiTokenType, resolve: (c) => c.api_token }),
    token: t.exposeString('token', { description: 'The secret, shown this once: it is stored only hashed.' }),
  }),
});

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    readOnly: t.boolean({ required: true }),
    permissions: t.stringList({ description: 'When not read-only: permissions of yours the token may use.' }),
    expiresAt: t.field({ type: 'DateTime', required: true, description: 'At most 366 days ahead.' }),
  }),
});

restListField('myApiTokens', ApiTokenType, {
  description: 'Your personal API tokens, newest first (never their secrets).',
  list: { path: '/account/api_tokens/', key: 'api_tokens' },
});

createMutation('createApiToken', CreatedApiTokenType, CreateApiTokenInput, {
  create: restCreate('/account/api_tokens/', (input) => ({
    name: input.name,
    read_only: input.readOnly,
    permissions: input.permissions ?? [],
    expires_at: new Date(input.expiresAt).toISOString(),
  })),
});

builder.mutationField('revokeApiToken', (t) =>
  t.boolean({
    description: 'Revokes a token of yours: calls with it are refused with 401 from now on.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await ctx.rest.delete('/account/api_tokens/{id}', { params: { id: Number(restId(id)) } });
      return true;
    },
  }),
);
