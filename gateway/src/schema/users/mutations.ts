import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { restId } from '../../rest/errors.ts';
import { NEW_TAGS } from '../input-fields.ts';
import { createMutation, deleteByIdMutation, updateMutation } from '../record-mutations.ts';
import { restCreate, restUpdate } from '../rest-writes.ts';
import { CmsMetadataInput, restCmsMetadata, UserType } from '../user.ts';

const CreateUserInput = builder.inputType('CreateUserInput', {
  fields: (t) => ({
    username: t.string({ required: true, description: "Unique; also the new user's email (spec 02 §5)." }),
    password: t.string({ required: true, description: 'Must meet the password rules (spec 02 §5).' }),
    firstName: t.string(),
    lastName: t.string(),
    tags: t.stringList({ description: NEW_TAGS }),
    forcedTags: t.stringList({ description: 'Your own forced tags are always added.' }),
    cmsMetadata: t.field({ type: CmsMetadataInput }),
  }),
});

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  description: 'Fields left out are not changed.',
  fields: (t) => ({
    username: t.string(),
    password: t.string({ description: 'A new password; left out, the stored one is kept.' }),
    firstName: t.string(),
    lastName: t.string(),
    tags: t.stringList({ description: 'Replaces the tags; your forced tags are kept.' }),
    forcedTags: t.stringList({ description: 'Replaces them; your own forced tags are always kept.' }),
    cmsMetadata: t.field({ type: CmsMetadataInput }),
  }),
});

/**
 * A change to who a user is or what binds them takes effect on their next request; their live subscriptions
 * that no longer fit end now, through the same re-check that ends them when a session is revoked.
 */
async function endLiveThatNoLongerFit(ctx: Context) {
  await ctx.liveGuard.sweep();
}

createMutation('createUser', UserType, CreateUserInput, {
  description: 'Creates a user (\'User created successfully.\'); needs "edit users".',
  create: restCreate('/users/', (input) => ({
    username: input.username,
    password: input.password,
    first_name: input.firstName ?? undefined,
    last_name: input.lastName ?? undefined,
    tags: input.tags ?? undefined,
    forced_tags: input.forcedTags ?? undefined,
    cms_metadata: restCmsMetadata(input.cmsMetadata),
  })),
});

updateMutation('updateUser', UserType, UpdateUserInput, {
  description:
    'Updates a user; another user, or anyone\'s username, password, tags or forced tags, needs "edit users".',
  update: restUpdate(
    '/users/{id}',
    (input) => ({
      username: input.username ?? undefined,
      password: input.password || undefined,
      first_name: input.firstName ?? undefined,
      last_name: input.lastName ?? undefined,
      tags: input.tags ?? undefined,
      forced_tags: input.forcedTags ?? undefined,
      cms_metadata: restCmsMetadata(input.cmsMetadata),
    }),
    async (user, ctx, input) => {
      if (input.forcedTags) await endLiveThatNoLongerFit(ctx);
      return user;
    },
  ),
});

deleteByIdMutation(
  'deleteUser',
  'Deletes a user (\'User successfully deleted.\'); needs "edit users". Yourself, or the last user who can manage users, is refused.',
  async (id, ctx) => {
    await ctx.rest.delete('/users/{id}', { params: { id: restId(id) } });
    await endLiveThatNoLongerFit(ctx);
    return id;
  },
);

builder.mutationField('setUserPermissions', (t) =>
  t.stringList({
    description:
      "Saves a user's full permission list ('User Permissions successfully updated.'); needs \"set user permissions\". You may add only permissions you hold and remove only those you share (spec 02 §6).",
    args: { id: t.arg.id({ required: true }), permissions: t.arg.stringList({ required: true }) },
    resolve: async (_root, { id, permissions }, ctx) => {
      const saved = await ctx.rest.put('/users/{id}/permissions', {
        params: { id: restId(id) },
        body: { permissions },
      });
      await endLiveThatNoLongerFit(ctx);
      return saved.permissions;
    },
  }),
);
