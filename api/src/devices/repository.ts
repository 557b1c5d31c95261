import type { DeviceSortColumn } from '@signage/contract/devices';
import { notFoundMessage } from '@signage/domain/messages';
import { hasForcedTags } from '@signage/domain/tags';
import { notFound } from '../errors.ts';
import { findVisible } from '../kit/find-visible.ts';
import { taggedArea } from '../kit/tag-registry.ts';
import { listTagged, type Paging, type TaggedList } from '../kit/tagged-list.ts';
import { type TaggedFilter, taggedWhere } from '../kit/tagged-where.ts';
import type { DeviceContext } from './context.ts';

/**
 * Devices as a tagged area. Operators see activated devices only; a registration waiting for its key is the
 * player's business. Free text matches the name and the asset tag besides the tags.
 */
export const DEVICE_AREA = taggedArea({
  table: 'devices',
  id: 'device_id',
  noun: 'Device',
  text: ['name', 'asset_tag'],
  listable: (eb) => eb('devices.activated', '=', true),
});

export const DEVICE_COLUMNS = [
  'devices.device_id',
  'devices.name',
  'devices.type',
  'devices.model_name',
  'devices.firmware_version',
  'devices.licensed',
  'devices.last_contact',
  'devices.contact_ip_address',
  'devices.date_created',
  'devices.asset_tag',
  'devices.tags',
  'devices.device_key',
  'devices.time_zone',
  'devices.date_activated',
  'devices.venue_id',
] as const;

export interface DeviceFilter extends TaggedFilter {
  /** Earliest and latest last contact shown. */
  lastContactFrom?: Date;
  lastContactTo?: Date;
}

export function deviceWhere(filter: DeviceFilter) {
  return taggedWhere(DEVICE_AREA, filter, (eb) => [
    filter.lastContactFrom && eb('devices.last_contact', '>=', filter.lastContactFrom),
    filter.lastContactTo && eb('devices.last_contact', '<=', filter.lastContactTo),
  ]);
}

/** Not cached: every check-in changes a device's last contact without passing through the api's writes. */
const DEVICE_LIST: TaggedList<'devices', typeof DEVICE_COLUMNS> = {
  area: DEVICE_AREA,
  columns: DEVICE_COLUMNS,
  order: [{ column: 'device_id', direction: 'desc' }],
};

export function listDevices(
  ctx: DeviceContext,
  filter: DeviceFilter,
  paging: Paging,
  sort: { sortBy: DeviceSortColumn; sort: 'asc' | 'desc' },
) {
  return listTagged(ctx, DEVICE_LIST, filter, deviceWhere(filter), paging, [
    { column: sort.sortBy, direction: sort.sort, nullsLast: true },
    { column: 'device_id', direction: sort.sort },
  ]);
}

export function findDevice(ctx: DeviceContext, id: number, forcedTags: readonly string[]) {
  return findVisible(ctx, DEVICE_LIST, id, deviceWhere({ forcedTags }));
}

/** 404 unless the device exists, is activated and carries the caller's forced tags. */
export async function assertVisible({ db, access }: DeviceContext, id: number, forcedTags: readonly string[]) {
  let entry = access.get(id);
  if (entry === undefined) {
    const generation = access.generation;
    const row = await db
      .selectFrom('devices')
      .select(['activated', 'tags'])
      .where('device_id', '=', id)
      .executeTakeFirst();
    entry = row ? { activated: row.activated, tags: row.tags } : null;
    access.set(id, entry, generation);
  }
  // deviceWhere's visibility rule (activated, carrying every forced tag), applied to the cached entry.
  const tags = entry?.tags ?? [];
  if (!entry?.activated || !hasForcedTags(tags, forcedTags)) throw notFound(notFoundMessage(DEVICE_AREA.noun, id));
}

export type DeviceRow = Awaited<ReturnType<typeof findDevice>>;
