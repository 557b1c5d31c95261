import type { AuditEntry } from '@signage/contract/audit';
import type { AuditRow } from './repository.ts';

/** An audit row as the contract answers it (spec 02 §3: action_date, user, action {action_id, name}, ...). */
export function toAuditJson(row: AuditRow): AuditEntry {
  return {
    audit_id: row.audit_id,
    action_date: row.action_date.toISOString(),
    user: row.user_id === null ? null : { user_id: row.user_id, username: row.username ?? '' },
    action: { action_id: row.action_id, name: row.action_name },
    description: row.description,
    object_type: row.object_type,
    object_id: row.object_id,
    device_id: row.device_id,
    client_address: row.client_address,
    request_id: row.request_id,
    details_json: row.details_json,
    hash: row.hash,
  };
}
