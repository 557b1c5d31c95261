import type { Db } from '../db/database.ts';
import { MonthlyRetention } from '../db/monthly-retention.ts';
import { maintainAudit } from './repository.ts';

/** The audit log's month partitions: made ahead, and dropped past AUDIT_RETENTION_MONTHS. */
export class AuditRetention extends MonthlyRetention {
  constructor(db: Db, keepMonths: number) {
    super(db, keepMonths, { lockName: 'audit_maintain', label: 'Audit' }, maintainAudit);
  }
}
