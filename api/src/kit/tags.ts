import { InvalidTagError, normaliseTags } from '@signage/domain/tags';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { unprocessable } from '../errors.ts';

/** The stored form of tags a caller sent, with the caller's forced tags added (spec 01 §6); 422 on a bad tag. */
export function tagsForCreate(input: readonly string[], forcedTags: readonly string[]): string[] {
  try {
    return normaliseTags([...input, ...forcedTags]);
  } catch (error) {
    if (error instanceof InvalidTagError) throw unprocessable(error.message);
    throw error;
  }
}

/** Makes sure every tag an object carries is in the registry (suggestions and colours come from there). */
export async function registerTags(db: Kysely<Database>, tags: readonly string[]) {
  if (tags.length === 0) return;
  await db
    .insertInto('tags')
    .values([...new Set(tags)].map((name) => ({ name })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
