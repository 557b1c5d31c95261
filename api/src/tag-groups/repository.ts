import type { TagGroup } from '@signage/contract/tag-groups';
import { tagColours, tagInOtherGroup } from '@signage/domain/tag-manager';
import type { TagColour } from '@signage/domain/tags';
import type { Kysely, RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { unprocessable } from '../errors.ts';
import { registerTags } from '../kit/tags.ts';

const GROUP_COLUMNS = ['tag_group_id', 'name', 'description', 'color', 'date_created'] as const;

/**
 * Tag groups by name, or the one with `id`, each with its tags (alphabetical) in the group's colours; only the
 * tags in `seen` when given (a user with forced tags learns only the tags on objects they may see).
 */
export async function findTagGroups(db: Db, id?: number, seen?: RawBuilder<string>): Promise<TagGroup[]> {
  let groups = db.selectFrom('tag_groups').select(GROUP_COLUMNS).orderBy('name').orderBy('tag_group_id');
  if (id !== undefined) groups = groups.where('tag_group_id', '=', id);
  const rows = await groups.execute();
  if (rows.length === 0) return [];
  let tagQuery = db
    .selectFrom('tags')
    .select(['name', 'tag_group_id'])
    .where(
      'tag_group_id',
      'in',
      rows.map((row) => row.tag_group_id),
    )
    .orderBy('name');
  if (seen) tagQuery = tagQuery.where('name', 'in', seen);
  const tags = await tagQuery.execute();
  return rows.map((row) => ({
    ...row,
    color: row.color as TagColour,
    date_created: row.date_created.toISOString(),
    tags: tags
      .filter((tag) => tag.tag_group_id === row.tag_group_id)
      .map((tag) => ({ name: tag.name, ...tagColours(row.color) })),
  }));
}

/**
 * Makes `tags` (stored forms) exactly the group's tags: they join the registry if new, others leave the group.
 * 422 naming a tag already in another group: a tag is in at most one group. With `seen`, only tags in it may
 * leave: a user with forced tags never saw the others, so their save does not drop them.
 */
export async function setGroupTags(
  trx: Kysely<Database>,
  groupId: number,
  tags: readonly string[],
  seen?: RawBuilder<string>,
) {
  if (tags.length) {
    const taken = await trx
      .selectFrom('tags')
      .innerJoin('tag_groups', 'tag_groups.tag_group_id', 'tags.tag_group_id')
      .select(['tags.name', 'tag_groups.name as group'])
      .where('tags.name', 'in', [...tags])
      .where('tags.tag_group_id', '<>', groupId)
      .orderBy('tags.name')
      .executeTakeFirst();
    if (taken) throw unprocessable(tagInOtherGroup(taken.name, taken.group));
    await registerTags(trx, tags);
  }
  let leaving = trx.updateTable('tags').set({ tag_group_id: null }).where('tag_group_id', '=', groupId);
  if (tags.length) leaving = leaving.where('name', 'not in', [...tags]);
  if (seen) leaving = leaving.where('name', 'in', seen);
  await leaving.execute();
  if (tags.length)
    await trx
      .updateTable('tags')
      .set({ tag_group_id: groupId })
      .where('name', 'in', [...tags])
      .execute();
}
