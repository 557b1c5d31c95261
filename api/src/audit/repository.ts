import { MAX_AUDIT_PAGE_SIZE } from '@signage/domain/audit';
import { type Selectable, sql } from 'kysely';
import type { AuditTable } from '../db/audit-tables.ts';
import type { Db } from '../db/database.ts';

export type AuditRow = Selectable<AuditTable>;

export interface AuditFilter {
  userId?: number;
  deviceId?: number;
  objectType?: string;
  objectId?: string;
  actionId?: string;
  from?: Date;
  to?: Date;
  /** Keyset paging: entries older than this id. */
  before?: number;
}

/**
 * One page of entries newest first. Keyset paging (audit_id below the last one seen) keeps deep pages as fast as
 * the first: each filter has an index ending in audit_id, and the date range prunes month partitions.
 */
export async function searchAudit(db: Db, filter: AuditFilter, pageSize: number) {
  const size = Math.min(pageSize, MAX_AUDIT_PAGE_SIZE);
  let query = db.selectFrom('audit').selectAll();
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.deviceId !== undefined) query = query.where('device_id', '=', filter.deviceId);
  if (filter.objectType) query = query.where('object_type', '=', filter.objectType);
  if (filter.objectId) query = query.where('object_id', '=', filter.objectId);
  if (filter.actionId) query = query.where('action_id', '=', filter.actionId);
  if (filter.from) query = query.where('action_date', '>=', filter.from);
  if (filter.to) query = query.where('action_date', '<', filter.to);
  if (filter.before !== undefined) query = query.where('audit_id', '<', filter.before);
  // One more than a page tells whether another page follows.
  const rows = await query
    .orderBy('audit_id', 'desc')
    .limit(size + 1)
    .execute();
  const page = rows.slice(0, size);
  return { rows: page, nextBefore: rows.length > size ? (page.at(-1)?.audit_id ?? null) : null };
}

export async function findAuditEntry(db: Db, id: number) {
  return db.selectFrom('audit').selectAll().where('audit_id', '=', id).executeTakeFirst();
}

/** The first entry that breaks the hash chain, or undefined when it holds (audit_verify, migration 011). */
export async function verifyAudit(db: Db) {
  const { rows } = await sql<{ audit_id: number; problem: string }>`select * from audit_verify()`.execute(db);
  return rows[0];
}

/**
 * Makes this month's and the next two months' partitions and drops those older than `keepMonths` (the current
 * month included); answers the partitions dropped.
 */
export async function maintainAudit(db: Db, keepMonths: number, at = new Date()) {
  const { rows } = await sql<{ dropped: string }>`select audit_maintain(${keepMonths}, ${at}) as dropped`.execute(db);
  return rows.map((r) => r.dropped);
}
