import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { deviceWhere } from './repository.ts';

/** A report row as answered: its timestamp in ISO 8601. */
export const withIsoTimestamp = <R extends { timestamp: Date }>(row: R) => ({
  ...row,
  timestamp: row.timestamp.toISOString(),
});

/** System info snapshots (json included) of the devices the caller may see: activated, with their forced tags. */
export function visibleSystemInfo(db: Db, forcedTags: readonly string[]) {
  return db
    .selectFrom('device_system_info')
    .innerJoin('devices', 'devices.device_id', 'device_system_info.device_id')
    .select([
      'device_system_info.id',
      'device_system_info.device_id',
      'device_system_info.timestamp',
      'device_system_info.json',
    ])
    .where(deviceWhere({ forcedTags }));
}

/** Daily connectivity of these devices, those the caller may see, device by device, oldest day first. */
export function connectivityDays(
  db: Db,
  deviceIds: readonly number[],
  forcedTags: readonly string[],
  { start, end }: { start?: Date; end?: Date },
) {
  const day = (d: Date) => sql<Date>`cast(${d.toISOString().slice(0, 10)} as date)`;
  let query = db
    .selectFrom('device_connectivity')
    .innerJoin('devices', 'devices.device_id', 'device_connectivity.device_id')
    // A date column read as text: no driver turns it into a midnight in some time zone.
    .select([
      'device_connectivity.device_id',
      sql<string>`to_char(device_connectivity.date, 'YYYY-MM-DD')`.as('date'),
      'device_connectivity.c',
    ])
    .where('device_connectivity.device_id', 'in', [...deviceIds])
    .where(deviceWhere({ forcedTags }));
  if (start) query = query.where('device_connectivity.date', '>=', day(start));
  if (end) query = query.where('device_connectivity.date', '<=', day(end));
  return query.orderBy('device_connectivity.device_id').orderBy('device_connectivity.date').execute();
}
