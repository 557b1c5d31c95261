import { MAX_LIST_IDS } from '@signage/contract/common';
import type { CmsMetadata as RestCmsMetadata } from '@signage/contract/users';
import { LANDING_PAGES } from '@signage/domain/landing';
import { PERMISSIONS } from '@signage/domain/permissions';
import { builder } from '../builder.ts';
import { DashboardCardInput, DashboardCardType } from './dashboard/card-type.ts';
import { loadByIds } from './load-by-ids.ts';
import { restQueryField } from './record-fields.ts';
import { TagRefType } from './tags.ts';

const CmsMetadataType = builder.objectRef<RestCmsMetadata>('CmsMetadata').implement({
  description: "The console's per-user settings.",
  fields: (t) => ({
    landingPage: t.string({
      nullable: true,
      description: `Where the console lands after sign-in: one of ${LANDING_PAGES.join(', ')}; anything else means layouts.`,
      resolve: (m) => m.landing_page ?? null,
    }),
    dashboardCards: t.field({ type: [DashboardCardType], resolve: (m) => m.taggroup_dashboard ?? [] }),
    introductions: t.stringList({
      description: 'Introduction tours this user has watched.',
      resolve: (m) => m.introductions ?? [],
    }),
  }),
});

const loadUsers = loadByIds({ path: '/users/', key: 'users', id: 'user_id', noun: 'User' });

/**
 * Users load through one batched REST call per GraphQL request (the list's ids filter), so a request reads each
 * user once. The list needs "view users" or "edit users" and applies the caller's forced tags.
 */
export const UserType = builder.loadableObject('User', {
  description: 'A user of the console (spec 02 §3).',
  loaderOptions: { maxBatchSize: MAX_LIST_IDS },
  load: loadUsers,
  fields: (t) => ({
    id: t.id({ resolve: (u) => String(u.user_id) }),
    username: t.exposeString('username'),
    email: t.string({ nullable: true, resolve: (u) => u.email }),
    firstName: t.exposeString('first_name'),
    lastName: t.exposeString('last_name'),
    dateCreated: t.field({ type: 'DateTime', resolve: (u) => u.date_created }),
    tags: t.field({
      type: [TagRefType],
      description: "The user's own tags: they describe the user, as other objects' tags do.",
      resolve: (u) => u.tags ?? [],
    }),
    forcedTags: t.exposeStringList('forced_tags', {
      description: 'Tags added to what this user creates and applied to every search they make.',
    }),
    permissions: t.exposeStringList('permissions'),
    cmsMetadata: t.field({ type: CmsMetadataType, resolve: (u) => u.cms_metadata ?? {} }),
  }),
});

restQueryField('me', UserType, 'The signed-in user, with permissions and console settings.', (ctx) =>
  ctx.rest.get('/users/me'),
);

builder.queryField('permissionCatalogue', (t) =>
  t.stringList({ description: 'Every permission name the service knows.', resolve: () => [...PERMISSIONS] }),
);

export const CmsMetadataInput = builder.inputType('CmsMetadataInput', {
  description: 'Only the fields given are changed; the others are kept.',
  fields: (t) => ({
    landingPage: t.string(),
    dashboardCards: t.field({ type: [DashboardCardInput] }),
    introductions: t.stringList(),
  }),
});
/** The console settings given, as the api takes them: only the fields given, the others kept. */
export function restCmsMetadata(metadata: typeof CmsMetadataInput.$inferInput | null | undefined) {
  if (!metadata) return undefined;
  return {
    ...(metadata.landingPage !== undefined ? { landing_page: metadata.landingPage } : {}),
    ...(metadata.dashboardCards ? { taggroup_dashboard: metadata.dashboardCards } : {}),
    ...(metadata.introductions ? { introductions: metadata.introductions } : {}),
  };
}

const UpdateMeInput = builder.inputType('UpdateMeInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    email: t.string(),
    cmsMetadata: t.field({ type: CmsMetadataInput }),
  }),
});

builder.mutationField('updateMe', (t) =>
  t.field({
    type: UserType,
    args: { input: t.arg({ type: UpdateMeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const me = await ctx.rest.get('/users/me');
      const cms_metadata = restCmsMetadata(input.cmsMetadata);
      return ctx.rest.put('/users/{id}', {
        params: { id: me.user_id },
        body: {
          ...(input.firstName != null ? { first_name: input.firstName } : {}),
          ...(input.lastName != null ? { last_name: input.lastName } : {}),
          ...(input.email !== undefined ? { email: input.email } : {}),
          ...(cms_metadata ? { cms_metadata } : {}),
        },
      });
    },
  }),
);
