import { notFoundMessage } from '@signage/domain/messages';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { TaggedArea, TaggedTableName } from './tag-registry.ts';
import { taggedWhere } from './tagged-where.ts';
import { registerTags, tagsForCreate } from './tags.ts';

/**
 * Locks row `id` of a tagged area for the rest of the transaction, if the caller may see it (listable, carrying
 * their forced tags); 404 naming the area's noun otherwise. Written against the untyped builder: the area names its
 * own table and key.
 */
export async function lockVisible<T extends TaggedTableName>(
  trx: Kysely<Database>,
  area: TaggedArea<T>,
  id: number,
  forcedTags: readonly string[],
) {
  const key = sql.ref(`${area.table}.${area.id}`);
  const row = await (trx as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom(area.table as string)
    .select(key.as('id'))
    .where(key, '=', id)
    .where(taggedWhere(area, { forcedTags }) as never)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(notFoundMessage(area.noun, id));
}

/**
 * The tags to store from those a caller sent (undefined: leave them), with the caller's forced tags added and
 * every one registered, so suggestions and colours know it; 422 on a bad tag.
 */
export async function tagsToStore(
  trx: Kysely<Database>,
  input: readonly string[] | undefined,
  forcedTags: readonly string[],
) {
  if (!input) return undefined;
  const tags = tagsForCreate(input, forcedTags);
  await registerTags(trx, tags);
  return tags;
}
