import { winnerOf } from '@signage/domain/specificity';
import { type DesiredStateStatus, emptyRollout, type Rollout } from '@signage/domain/tag-metadata/desired-state';
import type { MetadataRecord } from '@signage/domain/tag-metadata/effective';
import type { TagMetadataCategory } from '@signage/domain/tag-metadata/tag-metadata';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deviceWhere } from '../devices/repository.ts';
import { deviceTimeZone } from '../kit/device-time-zone.ts';

export interface ReachDevice {
  device_id: number;
  tags: string[];
  time_zone: string | null;
}

export type StoredRecord = MetadataRecord & { description: string };

/** The activated devices the caller may see (forced tags), with what reach needs. */
export function devicesForReach(db: Kysely<Database>, forcedTags: readonly string[]): Promise<ReachDevice[]> {
  return db
    .selectFrom('devices')
    .select(['devices.device_id', 'devices.tags', deviceTimeZone])
    .where(deviceWhere({ forcedTags }))
    .execute();
}

/** Every record of the categories, whatever the caller's forced tags: a device gets its record regardless. */
export async function recordsOf(
  db: Kysely<Database>,
  categories: readonly TagMetadataCategory[],
): Promise<StoredRecord[]> {
  const rows = await db
    .selectFrom('tag_metadata')
    .select(['tagmetadata_id', 'category', 'tags', 'json', 'description'])
    .where('category', 'in', [...categories])
    .execute();
  return rows.map((r) => ({
    id: r.tagmetadata_id,
    category: r.category as TagMetadataCategory,
    tags: r.tags,
    json: r.json,
    description: r.description,
  }));
}

/**
 * How many of `devices` get each record (its most specific match in its category), and the roll-out among them:
 * each device counted by the state of its desired version (`states`; a device without one is pending).
 */
export function linkedCounts(
  devices: readonly ReachDevice[],
  records: readonly MetadataRecord[],
  states: ReadonlyMap<number, DesiredStateStatus> = new Map(),
): Map<number, number> & { rollouts: Map<number, Rollout> } {
  const byCategory = new Map<TagMetadataCategory, MetadataRecord[]>();
  for (const record of records) byCategory.set(record.category, [...(byCategory.get(record.category) ?? []), record]);
  const counts = Object.assign(new Map<number, number>(), { rollouts: new Map<number, Rollout>() });
  for (const device of devices) {
    const tags = new Set(device.tags);
    const state = states.get(device.device_id) ?? 'pending';
    for (const list of byCategory.values()) {
      const winner = winnerOf(tags, list);
      if (!winner) continue;
      counts.set(winner.id, (counts.get(winner.id) ?? 0) + 1);
      const rollout = counts.rollouts.get(winner.id) ?? emptyRollout();
      rollout[state]++;
      counts.rollouts.set(winner.id, rollout);
    }
  }
  return counts;
}

/**
 * What saving `edited` (a record of one category, new or changed) does to `devices`: how many get it now, how many
 * would, and how many would change record (either of them): the editor's count and its update confirmation.
 */
export function editReach(devices: readonly ReachDevice[], records: readonly MetadataRecord[], edited: MetadataRecord) {
  const before = records.filter((r) => r.category === edited.category);
  const after = [...before.filter((r) => r.id !== edited.id), edited];
  let linked = 0;
  let reached = 0;
  let affected = 0;
  for (const device of devices) {
    const tags = new Set(device.tags);
    const had = winnerOf(tags, before)?.id === edited.id;
    const gets = winnerOf(tags, after)?.id === edited.id;
    if (had) linked++;
    if (gets) reached++;
    if (had || gets) affected++;
  }
  return { linked, reached, affected };
}

/** Each device's record of `category` (its id, or undefined): compared before and after a write. */
export async function winnersOf(db: Kysely<Database>, category: TagMetadataCategory) {
  const [devices, records] = await Promise.all([devicesForReach(db, []), recordsOf(db, [category])]);
  return new Map(devices.map((d) => [d.device_id, winnerOf(new Set(d.tags), records)?.id]));
}

/** `winnersOf` the category of record `id` as it stands before a write to it; none where there is no such record. */
export async function winnersOfRecord(
  db: Kysely<Database>,
  id: number,
): Promise<ReadonlyMap<number, number | undefined>> {
  const stored = await db
    .selectFrom('tag_metadata')
    .select('category')
    .where('tagmetadata_id', '=', id)
    .executeTakeFirst();
  return stored ? winnersOf(db, stored.category as TagMetadataCategory) : new Map();
}

/** The devices whose record changed between two `winnersOf`, or that get record `changed` (its json changed). */
export function affectedDevices(
  before: ReadonlyMap<number, number | undefined>,
  after: ReadonlyMap<number, number | undefined>,
  changed?: number,
) {
  return [...after.keys()].filter((id) => before.get(id) !== after.get(id) || after.get(id) === changed);
}
