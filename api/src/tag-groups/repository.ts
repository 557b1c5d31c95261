import type { TagGroup } from '@signage/contract/tag-groups';
import { tagColours, tagInOtherGroup } from '@signage/domain/tag-manager';
import type { TagColour } from '@signage/domain/tags';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { unprocessable } from '../errors.ts';
import { registerTags } from '../tags/tags.ts';

const GROUP_COLUMNS = ['tag_group_id', 'name', 'description', 'color', 'date_created'] as const;

/** Tag groups by name, or the one with `id`, each with its tags (alphabetical) in the group's colours. */
export async function findTagGroups(db: Db, id?: number): Promise<TagGroup[]> {
  let groups = db.selectFrom('tag_groups').select(GROUP_COLUMNS).orderBy('name').orderBy('tag_group_id');
  if (id !== undefined) groups = groups.where('tag_group_id', '=', id);
  const rows = await groups.execute();
  if (rows.length === 0) return [];
  const tags = await db
    .selectFrom('tags')
    .select(['name', 'tag_group_id'])
    .where(
      'tag_group_id',
      'in',
      rows.map((row) => row.tag_group_id),
    )
    .orderBy('name')
    .execute();
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
 * 422 naming a tag already in another group: a tag is in at most one group.
 */
export async function setGroupTags(trx: Kysely<Database>, groupId: number, tags: readonly string[]) {
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
  await leaving.execute();
  if (tags.length)
    await trx
      .updateTable('tags')
      .set({ tag_group_id: groupId })
      .where('name', 'in', [...tags])
      .execute();
}
