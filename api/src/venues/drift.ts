import type { FollowerDrift } from '@signage/contract/venue-sync';
import { DRIFT_RETENTION_MS, MAX_DRIFT_POINTS } from '@signage/domain/venues/clock-sync';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Samples one device keeps at most: a day at one every 10 s is 8,640. */
const MAX_SAMPLES_PER_DEVICE = 10_000;

/**
 * Each follower's samples against `masterId` since `from`, oldest first: the latest MAX_DRIFT_POINTS of each
 * (one every 10 s fills an hour with 360), with the latest as the current offset.
 */
export async function driftOf(
  db: Kysely<Database>,
  masterId: number,
  followers: readonly { device_id: number; name: string }[],
  from: Date,
): Promise<FollowerDrift[]> {
  if (followers.length === 0) return [];
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('device_clock_samples')
        .select([
          'device_id',
          'at',
          'offset_ms',
          sql<number>`row_number() over (partition by device_id order by at desc, id desc)`.as('rank'),
        ])
        .where(
          'device_id',
          'in',
          followers.map((f) => f.device_id),
        )
        .where('master_device_id', '=', masterId)
        .where('at', '>=', from)
        .as('s'),
    )
    .select(['device_id', 'at', 'offset_ms'])
    .where('rank', '<=', MAX_DRIFT_POINTS)
    .orderBy('device_id')
    .orderBy('at')
    .execute();
  const byDevice = new Map<number, { at: string; offset_ms: number }[]>();
  for (const row of rows) {
    const list = byDevice.get(row.device_id) ?? [];
    list.push({ at: new Date(row.at).toISOString(), offset_ms: Number(row.offset_ms) });
    byDevice.set(row.device_id, list);
  }
  return followers.map(({ device_id, name }) => {
    const samples = byDevice.get(device_id) ?? [];
    const last = samples.at(-1);
    return { device_id, name, offset_ms: last?.offset_ms ?? null, measured_at: last?.at ?? null, samples };
  });
}

/** Drops a device's samples older than a day, and past the newest MAX_SAMPLES_PER_DEVICE. */
export async function pruneSamples(db: Kysely<Database>, deviceId: number, now: Date) {
  const cutoff = new Date(now.getTime() - DRIFT_RETENTION_MS);
  await db
    .deleteFrom('device_clock_samples')
    .where('device_id', '=', deviceId)
    .where((eb) =>
      eb.or([
        eb('at', '<', cutoff),
        eb(
          'id',
          '<=',
          eb
            .selectFrom('device_clock_samples')
            .select('id')
            .where('device_id', '=', deviceId)
            .orderBy('id', 'desc')
            .offset(MAX_SAMPLES_PER_DEVICE)
            .limit(1),
        ),
      ]),
    )
    .execute();
}
