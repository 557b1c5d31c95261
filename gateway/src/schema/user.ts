import type { CmsMetadata as RestCmsMetadata, User as RestUser } from '@signage/contract/users';
import { LANDING_PAGES } from '@signage/domain/landing';
import { PERMISSIONS } from '@signage/domain/permissions';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { DashboardCardInput, DashboardCardType } from './dashboard/card-type.ts';

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

/**
 * Users load through the dataloader like every entity, so a request reads each user once. The api reads one user
 * per call (it has no users list with an ids filter yet), so a batch is one id.
 */
export const UserType = builder.loadableObject('User', {
  loaderOptions: { maxBatchSize: 1 },
  load: (ids: number[], ctx: Context): Promise<(RestUser | Error)[]> =>
    Promise.all(ids.map((id) => ctx.rest.get('/users/{id}', { params: { id } }).catch((error: Error) => error))),
  fields: (t) => ({
    id: t.id({ resolve: (u) => String(u.user_id) }),
    username: t.exposeString('username'),
    email: t.string({ nullable: true, resolve: (u) => u.email }),
    firstName: t.exposeString('first_name'),
    lastName: t.exposeString('last_name'),
    dateCreated: t.field({ type: 'DateTime', resolve: (u) => u.date_created }),
    forcedTags: t.exposeStringList('forced_tags', {
      description: 'Tags added to what this user creates and applied to every search they make.',
    }),
    permissions: t.exposeStringList('permissions'),
    cmsMetadata: t.field({ type: CmsMetadataType, resolve: (u) => u.cms_metadata ?? {} }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: UserType,
    description: 'The signed-in user, with permissions and console settings.',
    resolve: (_root, _args, ctx) => ctx.rest.get('/users/me'),
  }),
);

builder.queryField('permissionCatalogue', (t) =>
  t.stringList({ description: 'Every permission name the service knows.', resolve: () => [...PERMISSIONS] }),
);

const CmsMetadataInput = builder.inputType('CmsMetadataInput', {
  description: 'Only the fields given are changed; the others are kept.',
  fields: (t) => ({
    landingPage: t.string(),
    dashboardCards: t.field({ type: [DashboardCardInput] }),
    introductions: t.stringList(),
  }),
});
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
      const metadata = input.cmsMetadata;
      const cms_metadata = metadata
        ? {
            ...(metadata.landingPage !== undefined ? { landing_page: metadata.landingPage } : {}),
            ...(metadata.dashboardCards ? { taggroup_dashboard: metadata.dashboardCards } : {}),
            ...(metadata.introductions ? { introductions: metadata.introductions } : {}),
          }
        : undefined;
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
