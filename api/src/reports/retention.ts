import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { MonthlyRetention } from '../db/monthly-retention.ts';

/** Makes the coming months' event partitions and drops those past retention; answers the partitions dropped. */
export async function maintainEvents(db: Db, keepMonths: number, at = new Date()) {
  const { rows } = await sql<{
    dropped: string;
  }>`select player_events_maintain(${keepMonths}, ${at}) as dropped`.execute(db);
  return rows.map((r) => r.dropped);
}

/**
 * Raw events older than EVENTS_RETENTION_MONTHS go by whole month partitions; the daily rollups the reports read
 * stay.
 */
export class EventRetention extends MonthlyRetention {
  constructor(db: Db, keepMonths: number) {
    super(db, keepMonths, { lockName: 'player_events_maintain', label: 'Event' }, maintainEvents);
  }
}
