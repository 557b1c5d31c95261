import { missingTags } from '@signage/domain/schedules/reach';
import { winnerOf } from '@signage/domain/specificity';
import { TAG_METADATA_CATEGORIES } from '@signage/domain/tag-metadata/tag-metadata';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { recordsOf } from '../tag-metadata/reach.ts';

/** A device's tags before a bulk change, and after it (`tags`). */
export interface DeviceTagChange {
  id: number;
  before: readonly string[];
  tags: readonly string[];
}

/**
 * Of devices whose own tags change, those that would then get something else: a schedule gained or lost (a schedule
 * reaches a device carrying all its tags) or another record of some category (settings, trading hours: the most
 * specific match wins). A tag nothing targets changes nothing a device plays or gets, so renaming it warns of none.
 */
export async function devicesGettingOtherwise(
  db: Kysely<Database>,
  changes: readonly DeviceTagChange[],
): Promise<number[]> {
  if (changes.length === 0) return [];
  const [schedules, records] = await Promise.all([
    db.selectFrom('schedules').select('tags').distinct().execute(),
    recordsOf(db, TAG_METADATA_CATEGORIES),
  ]);
  const categories = TAG_METADATA_CATEGORIES.map((category) => records.filter((r) => r.category === category));
  const reaches = (device: ReadonlySet<string>, schedule: readonly string[]) =>
    missingTags(schedule, device).length === 0;
  return changes
    .filter(({ before, tags }) => {
      const was = new Set(before);
      const will = new Set(tags);
      return (
        schedules.some((s) => reaches(was, s.tags) !== reaches(will, s.tags)) ||
        categories.some((category) => winnerOf(was, category)?.id !== winnerOf(will, category)?.id)
      );
    })
    .map((change) => change.id);
}
