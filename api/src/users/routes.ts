import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userOperations as op } from '@signage/contract/users';
import { dashboardProblem } from '@signage/domain/dashboard';
import { isIntroductionTour } from '@signage/domain/introductions';
import { LANDING_PAGES } from '@signage/domain/landing';
import { MESSAGES, notFoundMessage } from '@signage/domain/messages';
import { forbiddenPermissionChanges, isPermission } from '@signage/domain/permissions';
import { authenticate, requirePermission, requireSelfOr, sessionOf } from '../auth/guard.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { forbidden, notFound, unprocessable } from '../errors.ts';
import { endpoint } from '../kit/route.ts';

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
  if (!user) throw notFound(notFoundMessage('User', id));
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

  app.route({
    ...endpoint(op.getCurrentUser),
    // The console reads who is signed in before anything else, enrolment pending or not.
    config: { duringEnrolment: true },
    handler: async (request) => loadUser(db, sessionOf(request).user.user_id),
  });

  app.route({
    ...endpoint(op.getUser),
    handler: async (request) => {
      requireSelfOr(request, request.params.id, 'view users', 'edit users');
      return loadUser(db, request.params.id);
    },
  });

  app.route({
    ...endpoint(op.updateUser),
    handler: async (request) => {
      const { id } = request.params;
      const body = request.body;
      requireSelfOr(request, id, 'edit users');
      const landing = body.cms_metadata?.landing_page;
      if (landing != null && !(LANDING_PAGES as readonly string[]).includes(landing)) {
        throw unprocessable(`Landing page must be one of: ${LANDING_PAGES.join(', ')}.`);
      }
      const cards = body.cms_metadata?.taggroup_dashboard;
      const cardsProblem = cards ? dashboardProblem(cards) : undefined;
      if (cardsProblem) throw unprocessable(cardsProblem);
      const unknownTour = body.cms_metadata?.introductions?.find((name) => !isIntroductionTour(name));
      if (unknownTour !== undefined) throw unprocessable(`Unknown introduction: ${unknownTour}.`);
      // Forced tags bind a user; letting them lift their own would defeat them.
      if (body.forced_tags) requirePermission(request, 'edit users');
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('users')
          .select('cms_metadata')
          .where('user_id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw notFound(notFoundMessage('User', id));
        const { cms_metadata, ...fields } = body;
        const merged = cms_metadata ? withoutCardResults({ ...current.cms_metadata, ...cms_metadata }) : undefined;
        const changes = { ...fields, ...(merged ? { cms_metadata: JSON.stringify(merged) } : {}) };
        // An empty body changes nothing (and an UPDATE without columns is not SQL).
        if (Object.keys(changes).length)
          await trx.updateTable('users').set(changes).where('user_id', '=', id).execute();
      });
      sessions.usersChanged();
      return loadUser(db, id);
    },
  });

  app.route({
    ...endpoint(op.getUserPermissions),
    handler: async (request) => {
      requireSelfOr(request, request.params.id, 'view users', 'set user permissions');
      const { permissions } = await loadUser(db, request.params.id);
      return { permissions };
    },
  });

  app.route({
    ...endpoint(op.setUserPermissions),
    handler: async (request) => {
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
        if (!target) throw notFound(notFoundMessage('User', request.params.id));
        const refused = forbiddenPermissionChanges(editor.permissions, target.permissions, next);
        if (refused.length) throw forbidden(`${MESSAGES.forbidden} (${refused.join(', ')})`);
        await trx.updateTable('users').set({ permissions: next }).where('user_id', '=', request.params.id).execute();
        return { permissions: next };
      });
      sessions.usersChanged();
      return answer;
    },
  });
};
