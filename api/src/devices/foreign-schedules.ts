import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { unprocessable } from '../errors.ts';
import { textArray } from '../kit/tag-registry.ts';

/** A device's tags before and after a change. */
export interface DeviceTagChange {
  id: number;
  before: readonly string[];
  tags: readonly string[];
}

/**
 * Tags pick the schedules a device plays, so a user with forced tags may not give a device a tag that brings it a
 * schedule outside those forced tags (one they cannot see): the added tag would publish another team's content on
 * their screen. 422 naming the first such tag; tags that bring only their own schedules, or none, are fine.
 */
export async function assertNoForeignSchedules(
  db: Kysely<Database>,
  forcedTags: readonly string[],
  changes: readonly DeviceTagChange[],
) {
  if (!forcedTags.length) return;
  for (const change of changes) {
    const added = change.tags.filter((tag) => !change.before.includes(tag));
    if (!added.length) continue;
    const foreign = await db
      .selectFrom('schedules')
      .select('tags')
      .where(sql<boolean>`schedules.tags <@ ${textArray(change.tags)}`)
      .where(sql<boolean>`not (schedules.tags <@ ${textArray(change.before)})`)
      .where(sql<boolean>`not (schedules.tags @> ${textArray(forcedTags)})`)
      .orderBy('schedule_id')
      .executeTakeFirst();
    if (!foreign) continue;
    const tag = added.find((name) => foreign.tags.includes(name)) ?? added[0]!;
    throw unprocessable(
      `Tag ${tag} not added to device ${change.id}: it would bring schedules outside your forced tags to it.`,
    );
  }
}
