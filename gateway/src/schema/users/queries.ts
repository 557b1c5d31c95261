import { DEFAULT_USER_PAGE_SIZE } from '@signage/domain/page-sizes';
import { builder } from '../../builder.ts';
import { restId } from '../../rest/errors.ts';
import { loadedByIdField } from '../load-by-ids.ts';
import { pageType } from '../paging.ts';
import { taggedListField } from '../tagged-list-field.ts';
import { UserType } from '../user.ts';

const UserPage = pageType('UserPage', UserType, {
  key: 'users',
  defaultSize: DEFAULT_USER_PAGE_SIZE,
  description: 'The user list offers 25, 50 and 100; integrators may ask for up to 1000.',
});

taggedListField('users', {
  page: UserPage,
  path: '/users/',
  description:
    'Users, newest first (needs "view users" or "edit users"). `search` matches username, names and tags; `tags`: users carrying all of them. The caller\'s forced tags always apply.',
});

loadedByIdField('user', UserType, 'One user (needs "view users" or "edit users").');

builder.queryField('userPermissions', (t) =>
  t.stringList({
    description:
      'The permissions a user holds, by user id (spec 02 §7 "Permissions"); yours need no permission, another user\'s "view users" or "set user permissions".',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) =>
      (await ctx.rest.get('/users/{id}/permissions', { params: { id: restId(id) } })).permissions,
  }),
);
