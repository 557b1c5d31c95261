import { auditOperations as op } from '@signage/contract/audit';
import { AUDIT_MESSAGES, AUDIT_PAGE_SIZE, auditActionId } from '@signage/domain/audit';
import { notFoundMessage } from '@signage/domain/messages';
import { requirePermission } from '../auth/guard.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { notFound, unprocessable } from '../errors.ts';
import { queryDate } from '../kit/query-date.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { toAuditJson } from './json.ts';
import { findAuditEntry, searchAudit, verifyAudit } from './repository.ts';
import { AuditRetention } from './retention.ts';

export const VIEW_AUDIT = 'view audit' as const;

export interface AuditContext {
  db: Db;
  sessions: Sessions;
  /** Months kept (AUDIT_RETENTION_MONTHS); older month partitions are dropped once a day. */
  retentionMonths: number;
}

/** The audit trail (spec 02 §7 "Audit"): get one entry, search, and the hash chain check. */
export const auditRoutes = signedInRoutes<AuditContext>(async (app, { db, retentionMonths }) => {
  const retention = new AuditRetention(db, retentionMonths);
  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', async () => retention.stop());

  app.route({
    ...endpoint(op.searchAudit),
    handler: async (request) => {
      requirePermission(request, VIEW_AUDIT);
      const { query } = request;
      const from = queryDate(query.start_date, 'start_date');
      const to = queryDate(query.end_date, 'end_date');
      if (from && to && to <= from) throw unprocessable(AUDIT_MESSAGES.dateOrder);
      const { rows, nextBefore } = await searchAudit(
        db,
        {
          userId: query.user_id,
          deviceId: query.device_id,
          objectType: query.object_type,
          objectId: query.object_id,
          actionId: query.action_id && auditActionId(query.action_id),
          from,
          to,
          before: query.before,
        },
        query.page_size ?? AUDIT_PAGE_SIZE,
      );
      return { audit: rows.map(toAuditJson), next_before: nextBefore };
    },
  });

  app.route({
    ...endpoint(op.verifyAudit),
    handler: async (request) => {
      requirePermission(request, VIEW_AUDIT);
      const broken = await verifyAudit(db);
      if (!broken) return { ok: true, audit_id: null, problem: null, msg: AUDIT_MESSAGES.chainHolds };
      return {
        ok: false,
        audit_id: broken.audit_id,
        problem: broken.problem,
        msg: AUDIT_MESSAGES.chainBroken(broken.audit_id, broken.problem),
      };
    },
  });

  app.route({
    ...endpoint(op.getAuditEntry),
    handler: async (request) => {
      requirePermission(request, VIEW_AUDIT);
      const row = await findAuditEntry(db, request.params.id);
      if (!row) throw notFound(notFoundMessage('Audit entry', request.params.id));
      return toAuditJson(row);
    },
  });
});
