import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LANDING_PAGES } from '@signage/domain/landing';
import { MESSAGES } from '@signage/domain/messages';
import { forbiddenPermissionChanges, isPermission } from '@signage/domain/permissions';
import { Type } from 'typebox';
import { authenticate, requirePermission, requireSelfOr, sessionOf } from '../auth/guard.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { forbidden, notFound, unprocessable } from '../errors.ts';
import { errorResponses, IdParams } from '../schemas.ts';

const TagRef = Type.Object({
  name: Type.String({ minLength: 1 }),
  color: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
const DashboardCard = Type.Object(
  { name: Type.String(), tags: Type.Array(TagRef), results: Type.Optional(Type.Unknown()) },
  { additionalProperties: false },
);
const CmsMetadata = Type.Object(
  {
    landing_page: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    taggroup_dashboard: Type.Optional(Type.Array(DashboardCard)),
    introductions: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: true },
);
const User = Type.Object({
  user_id: Type.Integer(),
  username: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  first_name: Type.String(),
  last_name: Type.String(),
  date_created: Type.String({ format: 'date-time' }),
  forced_tags: Type.Array(Type.String()),
  permissions: Type.Array(Type.String()),
  cms_metadata: CmsMetadata,
});
const UserUpdate = Type.Object(
  {
    first_name: Type.Optional(Type.String({ maxLength: 200 })),
    last_name: Type.Optional(Type.String({ maxLength: 200 })),
    email: Type.Optional(Type.Union([Type.String({ maxLength: 320 }), Type.Null()])),
    forced_tags: Type.Optional(Type.Array(Type.String())),
    cms_metadata: Type.Optional(CmsMetadata),
  },
  { additionalProperties: false },
);
const Permissions = Type.Object({ permissions: Type.Array(Type.String()) });

const USER_COLUMNS = [
  'user_id',
  'username',
  'email',
  'first_name',
  'last_name',
  'date_created',
  'forced_tags',
  'permissions',
  'cms_metadata',
] as const;

async function loadUser(db: Db, id: number) {
  const user = await db.selectFrom('users').select(USER_COLUMNS).where('user_id', '=', id).executeTakeFirst();
  if (!user) throw notFound(`User ${id} not found.`);
  return { ...user, date_created: user.date_created.toISOString() };
}

/** Dashboard cards are saved without their search results (spec 01 §3). */
function withoutCardResults(metadata: Record<string, unknown>) {
  const cards = metadata.taggroup_dashboard;
  if (!Array.isArray(cards)) return metadata;
  return { ...metadata, taggroup_dashboard: cards.map(({ results: _results, ...card }) => card) };
}

export const userRoutes: FastifyPluginAsyncTypebox<{ db: Db; sessions: Sessions }> = async (app, { db, sessions }) => {
  app.addHook('onRequest', authenticate(sessions));
  const security = [{ bearer: [] }];

  app.get(
    '/users/me',
    {
      schema: { summary: 'The signed-in user.', tags: ['users'], security, response: { 200: User, ...errorResponses } },
    },
    async (request) => loadUser(db, sessionOf(request).user.user_id),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        summary: 'One user. Reading another user needs "view users".',
        tags: ['users'],
        security,
        params: IdParams,
        response: { 200: User, ...errorResponses },
      },
    },
    async (request) => {
      requireSelfOr(request, request.params.id, 'view users', 'edit users');
      return loadUser(db, request.params.id);
    },
  );

  app.put(
    '/users/:id',
    {
      schema: {
        summary:
          'Update a user. cms_metadata keys are merged into the stored ones; editing another user, or anyone\'s forced tags, needs "edit users".',
        tags: ['users'],
        security,
        params: IdParams,
        body: UserUpdate,
        response: { 200: User, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      requireSelfOr(request, id, 'edit users');
      const landing = body.cms_metadata?.landing_page;
      if (landing != null && !(LANDING_PAGES as readonly string[]).includes(landing)) {
        throw unprocessable(`Landing page must be one of: ${LANDING_PAGES.join(', ')}.`);
      }
      // Forced tags bind a user; letting them lift their own would defeat them.
      if (body.forced_tags) requirePermission(request, 'edit users');
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('users')
          .select('cms_metadata')
          .where('user_id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw notFound(`User ${id} not found.`);
        const { cms_metadata, ...fields } = body;
        const merged = cms_metadata ? withoutCardResults({ ...current.cms_metadata, ...cms_metadata }) : undefined;
        await trx
          .updateTable('users')
          .set({ ...fields, ...(merged ? { cms_metadata: JSON.stringify(merged) } : {}) })
          .where('user_id', '=', id)
          .execute();
      });
      sessions.usersChanged();
      return loadUser(db, id);
    },
  );

  app.get(
    '/users/:id/permissions',
    {
      schema: {
        summary: 'The permissions a user holds, as named strings.',
        tags: ['users'],
        security,
        params: IdParams,
        response: { 200: Permissions, ...errorResponses },
      },
    },
    async (request) => {
      requireSelfOr(request, request.params.id, 'view users', 'set user permissions');
      const { permissions } = await loadUser(db, request.params.id);
      return { permissions };
    },
  );

  app.put(
    '/users/:id/permissions',
    {
      schema: {
        summary:
          'Replace a user\'s permissions (needs "set user permissions"). The caller may add only permissions it holds and remove only those both share.',
        tags: ['users'],
        security,
        params: IdParams,
        body: Permissions,
        response: { 200: Permissions, ...errorResponses },
      },
    },
    async (request) => {
      const editor = requirePermission(request, 'set user permissions');
      const next = [...new Set(request.body.permissions)];
      const unknown = next.filter((p) => !isPermission(p));
      if (unknown.length) throw unprocessable(`Unknown permission: ${unknown.join(', ')}`);
      const answer = await db.transaction().execute(async (trx) => {
        const target = await trx
          .selectFrom('users')
          .select('permissions')
          .where('user_id', '=', request.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!target) throw notFound(`User ${request.params.id} not found.`);
        const refused = forbiddenPermissionChanges(editor.permissions, target.permissions, next);
        if (refused.length) throw forbidden(`${MESSAGES.forbidden} (${refused.join(', ')})`);
        await trx.updateTable('users').set({ permissions: next }).where('user_id', '=', request.params.id).execute();
        return { permissions: next };
      });
      sessions.usersChanged();
      return answer;
    },
  );
};
