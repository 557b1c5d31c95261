import { notFoundMessage } from '@signage/domain/messages';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { TaggedArea, TaggedTableName } from './tag-registry.ts';
import { taggedWhere } from './tagged-where.ts';
import { registerTags, tagsForCreate } from './tags.ts';

/** The ids among `ids` of the rows of a tagged area the caller may see (listable, carrying their forced tags). */
function visibleIds<T extends TaggedTableName>(
  trx: Kysely<Database>,
  area: TaggedArea<T>,
  ids: readonly number[],
  forcedTags: readonly string[],
) {
  // Written against the untyped builder: the area names its own table and key.
  const key = sql.ref(`${area.table}.${area.id}`);
  return (trx as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom(area.table as string)
    .select(key.as('id'))
    .where(key, ids.length === 1 ? '=' : 'in', ids.length === 1 ? ids[0] : [...ids])
    .where(taggedWhere(area, { forcedTags }) as never);
}

/**
 * Locks row `id` of a tagged area for the rest of the transaction, if the caller may see it (listable, carrying
 * their forced tags); 404 naming the area's noun otherwise.
 */
export async function lockVisible<T extends TaggedTableName>(
  trx: Kysely<Database>,
  area: TaggedArea<T>,
  id: number,
  forcedTags: readonly string[],
) {
  const row = await visibleIds(trx, area, [id], forcedTags).forUpdate().executeTakeFirst();
  if (!row) throw notFound(notFoundMessage(area.noun, id));
}

/**
 * Runs `write` in a transaction that holds row `id` of a tagged area, if the caller may see it: 404 naming the
 * area's noun otherwise, before anything is written (so the refusal leaves no audit entry).
 */
export function writeVisible<T extends TaggedTableName, R>(
  db: Kysely<Database>,
  area: TaggedArea<T>,
  id: number,
  forcedTags: readonly string[],
  write: (trx: Transaction<Database>) => Promise<R>,
): Promise<R> {
  return db.transaction().execute(async (trx) => {
    await lockVisible(trx, area, id, forcedTags);
    return write(trx);
  });
}

/**
 * Holds rows of a tagged area that a write points at (a key-share lock: they cannot be deleted meanwhile), if the
 * caller may see every one; 404 naming those missing otherwise. Answers the ids without repeats.
 */
export async function holdVisible<T extends TaggedTableName>(
  trx: Kysely<Database>,
  area: TaggedArea<T>,
  ids: readonly number[],
  forcedTags: readonly string[],
) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return wanted;
  const found = await visibleIds(trx, area, wanted, forcedTags).forKeyShare().execute();
  const known = new Set(found.map((row) => row.id));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length) throw notFound(notFoundMessage(area.noun, missing));
  return wanted;
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

/** The tags a new object is stored with: those entered (none when left out) and the caller's forced tags, registered. */
export async function tagsOfNew(
  trx: Kysely<Database>,
  input: readonly string[] | undefined,
  forcedTags: readonly string[],
) {
  return (await tagsToStore(trx, input ?? [], forcedTags)) ?? [];
}
