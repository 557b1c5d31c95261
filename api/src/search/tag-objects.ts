import type { TaggedObjectRef } from '@signage/contract/tag-objects';
import { MESSAGES, notFoundMessage } from '@signage/domain/messages';
import { hasAnyPermission } from '@signage/domain/permissions';
import { type SearchObjectType, searchKeyOf } from '@signage/domain/search';
import {
  applyTagEdit,
  BULK_DELETE_TYPES,
  sameTags,
  TAG_MANAGER_MESSAGES,
  type TagEdit,
} from '@signage/domain/tag-manager';
import { InvalidTagError } from '@signage/domain/tags';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { forbidden, notFound, unprocessable } from '../errors.ts';
import type { SearchableArea, TagRegistry } from '../kit/tag-registry.ts';
import { tagsForCreate } from '../kit/tags.ts';
import { searchWhere, untyped } from './search-where.ts';

/** One area's part of a selection. */
export interface AreaSelection {
  area: SearchableArea;
  type: SearchObjectType;
  ids: number[];
}

/**
 * The selected objects grouped by area, in the order their types first appear; 422 for an empty selection
 * (the spec's words for editing or deleting), a type not installed or, for deletes, a type the tag manager may
 * not delete; 403 without the edit permission of a type.
 */
export function groupSelection(
  registry: TagRegistry,
  permissions: readonly string[],
  objects: readonly TaggedObjectRef[],
  action: 'update' | 'delete',
): AreaSelection[] {
  if (objects.length === 0)
    throw unprocessable(
      action === 'delete' ? TAG_MANAGER_MESSAGES.selectBeforeDeleting : TAG_MANAGER_MESSAGES.selectBeforeEditing,
    );
  const groups = new Map<SearchObjectType, AreaSelection>();
  for (const { type, object_id } of objects) {
    let group = groups.get(type);
    if (!group) {
      const area = registry.searchable.find((a) => a.search.key === searchKeyOf(type));
      const deletable = (BULK_DELETE_TYPES as readonly string[]).includes(type) && area?.search.bulkDeletable;
      if (action === 'delete' && !deletable) throw unprocessable(TAG_MANAGER_MESSAGES.onlyMediaAndLayouts);
      if (!area) throw unprocessable(`There are no ${type} objects here: that area is not installed.`);
      if (!hasAnyPermission(permissions, area.search.edit)) throw forbidden(MESSAGES.forbidden);
      group = { area, type, ids: [] };
      groups.set(type, group);
    }
    if (!group.ids.includes(object_id)) group.ids.push(object_id);
  }
  return [...groups.values()];
}

/**
 * The selected rows of one area with their stored tags, locked for the transaction when `lock`; 404 naming
 * every id the caller cannot see (forced tags) or that does not exist, so a selection acts whole or not at all.
 */
export async function selectedRows(
  db: Kysely<Database>,
  { area, type, ids }: AreaSelection,
  forcedTags: readonly string[],
  lock: boolean,
) {
  const key = sql.ref(`${area.table}.${area.id}`);
  let query = untyped(db)
    .selectFrom(area.table)
    .select([key.as('id'), sql.ref(`${area.table}.tags`).as('tags')])
    .where(searchWhere(area, { forcedTags, ids }))
    .orderBy(key);
  if (lock) query = query.forUpdate();
  const rows = (await query.execute()) as { id: number; tags: string[] }[];
  const missing = ids.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length) throw notFound(notFoundMessage(type, missing));
  return rows;
}

/** The edit a request asks for, its tags checked (422 on an invalid one) before anything is read. */
export function tagEditOf(body: { add_tags?: string[]; remove_tags?: string[]; set_tags?: string[] }): TagEdit {
  const edit: TagEdit = { set: body.set_tags, add: body.add_tags, remove: body.remove_tags };
  if (edit.set === undefined && !edit.add?.length && !edit.remove?.length)
    throw unprocessable(TAG_MANAGER_MESSAGES.nothingToChange);
  try {
    for (const list of [edit.set, edit.add, edit.remove]) if (list) applyTagEdit([], { add: list });
  } catch (error) {
    if (error instanceof InvalidTagError) throw unprocessable(error.message);
    throw error;
  }
  return edit;
}

/** The rows whose tags `edit` changes, with their new tags; the caller's forced tags always stay. */
export function plannedChanges(
  rows: readonly { id: number; tags: string[] }[],
  edit: TagEdit,
  forcedTags: readonly string[],
) {
  return rows.flatMap((row) => {
    const tags = tagsForCreate(applyTagEdit(row.tags, edit), forcedTags);
    return sameTags(tags, row.tags) ? [] : [{ id: row.id, before: row.tags, tags }];
  });
}

/** Writes new tags of one area's rows in one statement. */
export async function writeTags(
  trx: Kysely<Database>,
  area: SearchableArea,
  changes: readonly { id: number; tags: string[] }[],
) {
  if (changes.length === 0) return;
  const table = sql.table(area.table);
  const key = sql.ref(`${area.table}.${area.id}`);
  await sql`update ${table} set tags = v.tags
    from jsonb_to_recordset(${JSON.stringify(changes.map(({ id, tags }) => ({ id, tags })))}::jsonb) as v(id integer, tags text[])
    where ${key} = v.id`.execute(trx);
}

/**
 * The devices one area's change reaches: devices whose own tags change, and those the area says its changed
 * objects reach (schedules: by their old and new tags). The impact preview counts them; an update sends them
 * `fetch-schedules` through the gateway.
 */
export async function devicesAffected(
  db: Kysely<Database>,
  area: SearchableArea,
  changes: readonly { id: number; tags?: string[] }[],
  action: 'update' | 'delete',
): Promise<number[]> {
  if (changes.length === 0) return [];
  const ids = changes.map((change) => change.id);
  const reached =
    (await area.search.devicesReached?.(
      db,
      ids,
      action,
      changes.map((change) => change.tags ?? []),
    )) ?? [];
  return area.search.key === 'devices' ? [...ids, ...reached] : reached;
}
