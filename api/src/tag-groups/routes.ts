import { tagGroupOperations as op, type TagGroupInput } from '@signage/contract/tag-groups';
import { notFoundMessage } from '@signage/domain/messages';
import { AREA_VIEWERS } from '@signage/domain/permissions';
import { TAG_GROUP_MESSAGES, tagGroupNameTaken } from '@signage/domain/tag-manager';
import type { Kysely } from 'kysely';
import { requirePermission } from '../auth/guard.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { hasPgCode, PG_ERROR } from '../db/pg-errors.ts';
import type { Database } from '../db/schema.ts';
import { notFound, unprocessable } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import type { TagRegistry } from '../kit/tag-registry.ts';
import { tagsForCreate } from '../kit/tags.ts';
import { findTagGroups, setGroupTags } from './repository.ts';

const VIEW = AREA_VIEWERS.tagGroups;

/** Two saves of one new name at once: the unique index refuses the second; say so, as the check would. */
async function nameRace<T>(name: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (hasPgCode(error, PG_ERROR.uniqueViolation)) throw unprocessable(tagGroupNameTaken(name));
    throw error;
  }
}

/** Tag groups (spec 02 "Tag groups"): named, coloured sets of tags; their tags take the group's colour. */
export const tagGroupRoutes = signedInRoutes<{
  db: Db;
  sessions: Sessions;
  tagRegistry: TagRegistry;
}>(async (app, { db, tagRegistry }) => {
  /** The input's fields as stored; 422 for an empty name or a bad tag. */
  const fieldsOf = (input: TagGroupInput) => {
    const name = input.name.trim();
    if (!name) throw unprocessable(TAG_GROUP_MESSAGES.nameEmpty);
    const tags = input.tags ? tagsForCreate(input.tags, []) : undefined;
    return { row: { name, description: input.description?.trim() ?? '', color: input.color }, tags };
  };

  const assertNameFree = async (trx: Kysely<Database>, name: string, id = 0) => {
    const other = await trx
      .selectFrom('tag_groups')
      .select('tag_group_id')
      .where('name', '=', name)
      .where('tag_group_id', '<>', id)
      .executeTakeFirst();
    if (other) throw unprocessable(tagGroupNameTaken(name));
  };

  /** The tags a caller may learn of: all, or those on objects carrying all their forced tags. */
  const seenBy = (forcedTags: readonly string[]) =>
    forcedTags.length ? tagRegistry.tagsSeenWith(forcedTags) : undefined;

  const found = async (id: number, forcedTags: readonly string[]) => {
    const [group] = await findTagGroups(db, id, seenBy(forcedTags));
    if (!group) throw notFound(notFoundMessage('Tag group', id));
    return group;
  };

  app.route({
    ...endpoint(op.listTagGroups),
    handler: async (request) => {
      const user = requirePermission(request, ...VIEW);
      return { tag_groups: await findTagGroups(db, undefined, seenBy(user.forced_tags)) };
    },
  });

  app.route({
    ...endpoint(op.listUngroupedTags),
    handler: async (request) => {
      const user = requirePermission(request, ...VIEW);
      let query = db.selectFrom('tags').select('name').where('tag_group_id', 'is', null).orderBy('name');
      // As with suggestions: a user with forced tags learns only the tags on objects they may see.
      if (user.forced_tags.length) query = query.where('name', 'in', tagRegistry.tagsSeenWith(user.forced_tags));
      return { tags: (await query.execute()).map((row) => row.name) };
    },
  });

  app.route({
    ...endpoint(op.getTagGroup),
    handler: async (request) => {
      const user = requirePermission(request, ...VIEW);
      return found(request.params.id, user.forced_tags);
    },
  });

  app.route({
    ...endpoint(op.createTagGroup),
    handler: async (request, reply) => {
      const user = requirePermission(request, 'edit tags');
      const { row, tags } = fieldsOf(request.body);
      const id = await nameRace(row.name, async () =>
        db.transaction().execute(async (trx) => {
          await assertNameFree(trx, row.name);
          const { tag_group_id } = await trx
            .insertInto('tag_groups')
            .values(row)
            .returning('tag_group_id')
            .executeTakeFirstOrThrow();
          if (tags) await setGroupTags(trx, tag_group_id, tags);
          return tag_group_id;
        }),
      );
      tagRegistry.invalidate();
      return reply.status(201).send({ msg: TAG_GROUP_MESSAGES.created, tag_group: await found(id, user.forced_tags) });
    },
  });

  app.route({
    ...endpoint(op.updateTagGroup),
    handler: async (request) => {
      const user = requirePermission(request, 'edit tags');
      const { id } = request.params;
      const { row, tags } = fieldsOf(request.body);
      await nameRace(row.name, () =>
        db.transaction().execute(async (trx) => {
          await assertNameFree(trx, row.name, id);
          const updated = await trx
            .updateTable('tag_groups')
            .set(row)
            .where('tag_group_id', '=', id)
            .executeTakeFirst();
          if (!updated.numUpdatedRows) throw notFound(notFoundMessage('Tag group', id));
          if (tags) await setGroupTags(trx, id, tags, seenBy(user.forced_tags));
        }),
      );
      tagRegistry.invalidate();
      return { msg: TAG_GROUP_MESSAGES.updated, tag_group: await found(id, user.forced_tags) };
    },
  });

  app.route({
    ...endpoint(op.deleteTagGroup),
    handler: async (request) => {
      requirePermission(request, 'edit tags');
      const { id } = request.params;
      // Its tags stay, ungrouped (the foreign key sets their group to null).
      const deleted = await db.deleteFrom('tag_groups').where('tag_group_id', '=', id).executeTakeFirst();
      if (!deleted.numDeletedRows) throw notFound(notFoundMessage('Tag group', id));
      tagRegistry.invalidate();
      return { msg: TAG_GROUP_MESSAGES.deleted, tag_group_id: id };
    },
  });
});
