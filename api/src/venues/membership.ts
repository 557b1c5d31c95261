import { notFoundMessage } from '@signage/domain/messages';
import { syncMasterProblem } from '@signage/domain/venues/venue';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deviceWhere } from '../devices/repository.ts';
import { notFound, unprocessable } from '../errors.ts';

/**
 * Sets which devices are in venue `venueId`, inside the caller's transaction: the devices named move in (a device
 * is in at most one venue, so each leaves its old one, which loses it as sync master), the caller's visible
 * devices not named leave. Devices the caller may not see are 404 and are never moved. Answers the devices whose
 * zone or sync role may have changed (moved in or out, or left in a venue that lost its sync master).
 */
export async function setVenueDevices(
  trx: Kysely<Database>,
  venueId: number,
  deviceIds: readonly number[],
  forcedTags: readonly string[],
): Promise<number[]> {
  const wanted = [...new Set(deviceIds)];
  const visible = wanted.length
    ? await trx
        .selectFrom('devices')
        .select(['device_id', 'venue_id'])
        .where('device_id', 'in', wanted)
        .where(deviceWhere({ forcedTags }))
        .forUpdate()
        .execute()
    : [];
  const missing = wanted.filter((id) => !visible.some((d) => d.device_id === id));
  if (missing.length) throw notFound(notFoundMessage('Device', missing));
  const leaving = await trx
    .updateTable('devices')
    .set({ venue_id: null })
    .where('venue_id', '=', venueId)
    .where(deviceWhere({ forcedTags }))
    .$if(wanted.length > 0, (q) => q.where('device_id', 'not in', wanted))
    .returning('device_id')
    .execute();
  const arriving = visible.filter((d) => d.venue_id !== venueId).map((d) => d.device_id);
  // Venues that lose their sync master: their other devices lose their sync role (desired state).
  let orphaned: number[] = [];
  if (arriving.length) {
    const lost = await trx
      .updateTable('venues')
      .set({ sync_master_device_id: null, date_updated: new Date() })
      .where('sync_master_device_id', 'in', arriving)
      .where('venue_id', '<>', venueId)
      .returning('venue_id')
      .execute();
    if (lost.length) {
      const rows = await trx
        .selectFrom('devices')
        .select('device_id')
        .where(
          'venue_id',
          'in',
          lost.map((v) => v.venue_id),
        )
        .where('device_id', 'not in', arriving)
        .execute();
      orphaned = rows.map((r) => r.device_id);
    }
    await trx.updateTable('devices').set({ venue_id: venueId }).where('device_id', 'in', arriving).execute();
  }
  // A sync master that left is no longer one.
  await trx
    .updateTable('venues')
    .set({ sync_master_device_id: null })
    .where('venue_id', '=', venueId)
    .where(sql<boolean>`sync_master_device_id not in (select device_id from devices where venue_id = ${venueId})`)
    .execute();
  return [...leaving.map((d) => d.device_id), ...arriving, ...orphaned];
}

/** 422 unless `master` (null: none) is one of the venue's devices as they stand in the transaction. */
export async function assertSyncMaster(trx: Kysely<Database>, venueId: number, master: number | null | undefined) {
  if (master === undefined || master === null) return;
  const rows = await trx.selectFrom('devices').select('device_id').where('venue_id', '=', venueId).execute();
  const problem = syncMasterProblem(
    master,
    rows.map((r) => r.device_id),
  );
  if (problem) throw unprocessable(problem);
}

/** The ids of the devices in a venue. */
export async function devicesOfVenue(db: Kysely<Database>, venueId: number) {
  const rows = await db.selectFrom('devices').select('device_id').where('venue_id', '=', venueId).execute();
  return rows.map((r) => r.device_id);
}
