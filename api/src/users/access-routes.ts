import { userOperations as op } from '@signage/contract/users';
import {
  ACCESS_ACTION_NAMES,
  ACCESS_ACTIONS,
  ACCESS_OBJECT_KINDS,
  type AccessObject,
  type AccessObjectKind,
  canSeeObject,
  explainAccess,
  isAccessAction,
  VIEW_ACTION_OF,
} from '@signage/domain/access-explainer';
import { MESSAGES, notFoundMessage } from '@signage/domain/messages';
import { hasAnyPermission } from '@signage/domain/permissions';
import { requireSelfOr } from '../auth/guard.ts';
import type { Db } from '../db/database.ts';
import { forbidden, notFound, unprocessable } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { type UserContext, VIEW_USERS } from './context.ts';
import { findUser } from './repository.ts';

const NOUNS: Record<AccessObjectKind, string> = {
  media: 'Media',
  layout: 'Layout',
  schedule: 'Schedule',
  device: 'Device',
};

/** The object as stored, whoever may see it (the route decides what the caller is told). */
async function storedObject(db: Db, kind: AccessObjectKind, id: number): Promise<AccessObject | undefined> {
  switch (kind) {
    case 'media': {
      const row = await db.selectFrom('media').select(['name', 'tags']).where('media_id', '=', id).executeTakeFirst();
      return row && { kind, name: row.name, tags: row.tags };
    }
    case 'layout': {
      const row = await db
        .selectFrom('layouts')
        .select(['name', 'tags', 'shared_with_network'])
        .where('layout_id', '=', id)
        .executeTakeFirst();
      return row && { kind, name: row.name, tags: row.tags, sharedWithNetwork: row.shared_with_network };
    }
    case 'schedule': {
      const row = await db.selectFrom('schedules').select(['tags']).where('schedule_id', '=', id).executeTakeFirst();
      return row && { kind, name: `Schedule ${id}`, tags: row.tags };
    }
    case 'device': {
      const row = await db
        .selectFrom('devices')
        .select(['name', 'tags'])
        .where('device_id', '=', id)
        .executeTakeFirst();
      return row && { kind, name: row.name, tags: row.tags };
    }
  }
}

/**
 * The access explainer (issue 22): why a user may or may not do an action, to an object if given, answered by the
 * domain's explainAccess from the object as stored. The caller is told about an object they may read (its kind's
 * view permission, forced tags that let it through). One hidden from them is explained to holders of "set user
 * permissions" (who manage who sees what) without its name; to anyone else it is not found, as when missing.
 */
export const accessRoutes = signedInRoutes<UserContext>(async (app, ctx) => {
  const { db } = ctx;

  app.route({
    ...endpoint(op.explainUserAccess),
    handler: async (request) => {
      const { id } = request.params;
      const { action, object_kind, object_id } = request.query;
      const caller = requireSelfOr(request, id, ...VIEW_USERS);
      if (!isAccessAction(action)) {
        throw unprocessable(`Unknown action: ${action}. One of: ${ACCESS_ACTION_NAMES.join(', ')}.`);
      }
      if ((object_kind === undefined) !== (object_id === undefined)) {
        throw unprocessable('Give both object_kind and object_id, or neither.');
      }
      const kind = object_kind as AccessObjectKind | undefined;
      if (kind !== undefined && !ACCESS_OBJECT_KINDS.includes(kind)) {
        throw unprocessable(`Unknown object kind: ${object_kind}. One of: ${ACCESS_OBJECT_KINDS.join(', ')}.`);
      }
      const subject = await findUser(ctx, id, caller.user_id === id ? [] : caller.forced_tags);
      const who = { permissions: subject.permissions, forcedTags: subject.forced_tags };
      if (kind === undefined || object_id === undefined) return explainAccess(who, action);

      const stored = await storedObject(db, kind, object_id);
      const mayManage = hasAnyPermission(caller.permissions, ['set user permissions']);
      const asker = { permissions: caller.permissions, forcedTags: caller.forced_tags };
      if (stored && canSeeObject(asker, stored)) return explainAccess(who, action, stored);
      if (!mayManage) {
        // Without the kind's view permission the caller is refused whatever the id; otherwise hidden or missing
        // read the same, so nothing is learnt about an object the caller may not see.
        if (!hasAnyPermission(caller.permissions, ACCESS_ACTIONS[VIEW_ACTION_OF[kind]].anyOf)) {
          throw forbidden(MESSAGES.forbidden);
        }
        throw notFound(notFoundMessage(NOUNS[kind], object_id));
      }
      if (!stored) throw notFound(notFoundMessage(NOUNS[kind], object_id));
      return explainAccess(who, action, { ...stored, name: `${NOUNS[kind]} ${object_id} (hidden from you)` });
    },
  });
});
