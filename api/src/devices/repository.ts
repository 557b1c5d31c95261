import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { notFound, unprocessable } from '../errors.ts';
import type { TagRegistry } from '../tags/registry.ts';
import type { DeviceAccessCache } from './access-cache.ts';

export interface DeviceFilter {
  q?: string;
  tags?: string[];
  /** Earliest and latest last contact shown. */
  lastContactFrom?: Date;
  lastContactTo?: Date;
  /** The caller's forced tags: they see only devices carrying all of them (spec 01 §6). */
  forcedTags: readonly string[];
}

export const DEVICE_SORT_COLUMNS = ['device_id', 'name', 'last_contact', 'licensed', 'asset_tag'] as const;
export type DeviceSortColumn = (typeof DEVICE_SORT_COLUMNS)[number];

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
] as const;

function textArray(values: readonly string[]) {
  return sql<string[]>`cast(${sql.val([...values])} as text[])`;
}

/** Operators see activated devices only; a registration waiting for its key is the player's business. */
export function deviceWhere(filter: DeviceFilter) {
  return (eb: ExpressionBuilder<Database, 'devices'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [eb('devices.activated', '=', true)];
    if (filter.forcedTags.length) conditions.push(sql<boolean>`devices.tags @> ${textArray(filter.forcedTags)}`);
    if (filter.tags?.length) conditions.push(sql<boolean>`devices.tags @> ${textArray(filter.tags)}`);
    if (filter.lastContactFrom) conditions.push(eb('devices.last_contact', '>=', filter.lastContactFrom));
    if (filter.lastContactTo) conditions.push(eb('devices.last_contact', '<=', filter.lastContactTo));
    if (filter.q?.trim()) {
      const like = `%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        eb.or([
          eb('devices.name', 'ilike', like),
          eb('devices.asset_tag', 'ilike', like),
          sql<boolean>`exists (select 1 from unnest(devices.tags) as t(name) where t.name ilike ${like})`,
        ]),
      );
    }
    return eb.and(conditions);
  };
}

export async function listDevices(
  db: Db,
  tagRegistry: TagRegistry,
  filter: DeviceFilter,
  page: { currentPage: number; pageSize: number; sortBy: DeviceSortColumn; sort: 'asc' | 'desc' },
) {
  const rows = await db
    .selectFrom('devices')
    .select(DEVICE_COLUMNS)
    .where(deviceWhere(filter))
    .orderBy(`devices.${page.sortBy}`, (ob) => (page.sort === 'asc' ? ob.asc() : ob.desc()).nullsLast())
    .orderBy('devices.device_id', page.sort)
    .limit(page.pageSize)
    .offset((page.currentPage - 1) * page.pageSize)
    .execute();
  const count = await db
    .selectFrom('devices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(deviceWhere(filter))
    .executeTakeFirstOrThrow();
  return { rows: await tagRegistry.labelRows(rows), total: Number(count.n) };
}

export async function findDevice(db: Db, tagRegistry: TagRegistry, id: number, forcedTags: readonly string[]) {
  const row = await db
    .selectFrom('devices')
    .select(DEVICE_COLUMNS)
    .where('devices.device_id', '=', id)
    .where(deviceWhere({ forcedTags }))
    .executeTakeFirst();
  if (!row) throw notFound(`Device ${id} not found.`);
  return (await tagRegistry.labelRows([row]))[0]!;
}

/** 404 unless the device exists, is activated and carries the caller's forced tags. */
export async function assertVisible(db: Db, id: number, forcedTags: readonly string[], access?: DeviceAccessCache) {
  let entry = access?.get(id);
  if (entry === undefined) {
    const row = await db
      .selectFrom('devices')
      .select(['activated', 'tags'])
      .where('device_id', '=', id)
      .executeTakeFirst();
    entry = row ? { activated: row.activated, tags: row.tags } : null;
    access?.set(id, entry);
  }
  // deviceWhere's visibility rule (activated, carrying every forced tag), applied to the cached entry.
  const tags = entry?.tags ?? [];
  if (!entry?.activated || !forcedTags.every((tag) => tags.includes(tag))) throw notFound(`Device ${id} not found.`);
}

export type DeviceRow = Awaited<ReturnType<typeof findDevice>>;

/** An ISO date or date-time from a query string; 422 naming the parameter otherwise. */
export function queryDate(value: string | undefined, name: string): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const date = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw unprocessable(`${name} must be an ISO 8601 date, got "${value}".`);
  return date;
}
