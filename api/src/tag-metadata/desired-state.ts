import type { DesiredState as DesiredStateJson } from '@signage/contract/tag-metadata';
import { winnerOf } from '@signage/domain/specificity';
import {
  type DesiredContent,
  type DesiredStateStatus,
  desiredStateStatus,
  type ReportedStatus,
} from '@signage/domain/tag-metadata/desired-state';
import type { DeviceSettings } from '@signage/domain/tag-metadata/device-settings';
import type { TradingHours } from '@signage/domain/tag-metadata/trading-hours';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deviceTimeZone } from '../kit/device-time-zone.ts';
import { recordsOf, type StoredRecord } from './reach.ts';

/** The sync master of the device's venue, as a column of a query over `devices` (null: none, or no venue). */
const venueSyncMaster = sql<
  number | null
>`(select venues.sync_master_device_id from venues where venues.venue_id = devices.venue_id)`.as(
  'sync_master_device_id',
);

/** Devices whose desired state is written per statement: keeps the statement's parameters well under 65,535. */
const UPSERT_BATCH = 2000;

/** Records split by category once per list: judging many devices against one list splits it once. */
const byCategory = new WeakMap<readonly StoredRecord[], { hours: StoredRecord[]; settings: StoredRecord[] }>();
function split(records: readonly StoredRecord[]) {
  let lists = byCategory.get(records);
  if (!lists) {
    lists = {
      hours: records.filter((r) => r.category === 'trading hours'),
      settings: records.filter((r) => r.category === 'device settings'),
    };
    byCategory.set(records, lists);
  }
  return lists;
}

/**
 * What a device with these tags and zone should run with, given every record of both categories: the winners
 * of the rule of domain specificity.ts (winnerOf: no explanation is built, for judging many devices at once).
 */
export function desiredContentOf(
  device: {
    device_id: number;
    tags: readonly string[];
    time_zone: string | null;
    venue_id: number | null;
    sync_master_device_id: number | null;
  },
  records: readonly StoredRecord[],
  displayTimeZone: string,
): DesiredContent {
  const lists = split(records);
  const carried = new Set(device.tags);
  const hours = winnerOf(carried, lists.hours);
  const settings = winnerOf(carried, lists.settings);
  return {
    time_zone: device.time_zone ?? displayTimeZone,
    trading_hours: { tagmetadata_id: hours?.id ?? null, json: (hours?.json as TradingHours | undefined) ?? null },
    settings: { tagmetadata_id: settings?.id ?? null, json: (settings?.json as DeviceSettings | undefined) ?? null },
    sync:
      device.venue_id === null || device.sync_master_device_id === null
        ? null
        : {
            venue_id: device.venue_id,
            role: device.sync_master_device_id === device.device_id ? 'master' : 'follower',
            master_device_id: device.sync_master_device_id,
          },
  };
}

/**
 * Brings the desired state of these devices (all activated ones when `deviceIds` is left out) up to date with
 * the records and the devices' tags and zones: a device whose content changed gets the next version, pending
 * until its player answers. Answers the devices that got a new version. jsonb compares the content in the
 * statement itself, so two writers at once cannot both skip or double a version.
 */
export async function reconcileDesiredStates(
  db: Kysely<Database>,
  displayTimeZone: string,
  deviceIds?: readonly number[],
): Promise<number[]> {
  if (deviceIds?.length === 0) return [];
  let query = db
    .selectFrom('devices')
    .select(['device_id', 'tags', 'venue_id', deviceTimeZone, venueSyncMaster])
    .where('activated', '=', true);
  if (deviceIds) query = query.where('device_id', 'in', [...deviceIds]);
  const [devices, records] = await Promise.all([query.execute(), recordsOf(db, ['trading hours', 'device settings'])]);
  const changed: number[] = [];
  for (let i = 0; i < devices.length; i += UPSERT_BATCH) {
    const rows = devices.slice(i, i + UPSERT_BATCH).map((device) => ({
      device_id: device.device_id,
      desired: JSON.stringify(desiredContentOf(device, records, displayTimeZone)),
    }));
    const written = await db
      .insertInto('device_desired_state')
      .values(rows)
      .onConflict((oc) =>
        oc
          .column('device_id')
          .doUpdateSet({
            desired: (eb) => eb.ref('excluded.desired'),
            desired_version: sql<number>`device_desired_state.desired_version + 1`,
            desired_at: sql<Date>`now()`,
          })
          .where(sql<boolean>`device_desired_state.desired is distinct from excluded.desired`),
      )
      .returning('device_id')
      .execute();
    changed.push(...written.map((row) => row.device_id));
  }
  return changed;
}

type Row = {
  device_id: number;
  desired_version: number;
  desired: unknown;
  desired_at: Date;
  reported_version: number | null;
  reported_status: string | null;
  reported_reason: string | null;
  reported_at: Date | null;
};

export function toDesiredStateJson(row: Row): DesiredStateJson {
  const status = row.reported_status as ReportedStatus | null;
  const content = row.desired as DesiredContent;
  return {
    device_id: row.device_id,
    desired_version: row.desired_version,
    desired_at: row.desired_at.toISOString(),
    reported_version: row.reported_version,
    reported_status: status,
    reported_reason: row.reported_reason,
    reported_at: row.reported_at?.toISOString() ?? null,
    state: desiredStateStatus(row.desired_version, row.reported_version, status),
    desired: {
      version: row.desired_version,
      ...(content as unknown as Omit<DesiredStateJson['desired'], 'version'>),
      // Stored before venue clock sync existed: none until the next reconcile.
      sync: content.sync ?? null,
    },
  };
}

/**
 * The desired state of these devices, as stored; a device that has none yet (activated before this existed, or
 * just now) has it made first.
 */
export async function desiredStatesOf(
  db: Kysely<Database>,
  displayTimeZone: string,
  deviceIds: readonly number[],
): Promise<DesiredStateJson[]> {
  if (deviceIds.length === 0) return [];
  const read = () =>
    db
      .selectFrom('device_desired_state')
      .selectAll()
      .where('device_id', 'in', [...deviceIds])
      .execute();
  let rows = await read();
  const known = new Set(rows.map((r) => r.device_id));
  const missing = deviceIds.filter((id) => !known.has(id));
  if (missing.length) {
    await reconcileDesiredStates(db, displayTimeZone, missing);
    rows = await read();
  }
  return rows.map(toDesiredStateJson);
}

/** The roll-out state of each of these devices that has a desired state (the others are pending). */
export async function desiredStatuses(
  db: Kysely<Database>,
  devices: readonly { device_id: number }[],
): Promise<Map<number, DesiredStateStatus>> {
  if (devices.length === 0) return new Map();
  const rows = await db
    .selectFrom('device_desired_state')
    .select(['device_id', 'desired_version', 'reported_version', 'reported_status'])
    .where(
      'device_id',
      'in',
      devices.map((d) => d.device_id),
    )
    .execute();
  return new Map(
    rows.map((r) => [
      r.device_id,
      desiredStateStatus(r.desired_version, r.reported_version, r.reported_status as ReportedStatus | null),
    ]),
  );
}
