import type { AuditEntry } from '@signage/contract/audit';
import { rest } from './rest.ts';

export type AuditQuery = Partial<{
  user_id: number;
  device_id: number;
  object_type: string;
  object_id: string;
  action_id: string;
  start_date: string;
  end_date: string;
  before: number;
  page_size: number;
}>;

/** GET /api/audit/ with its query. */
export async function searchAudit(apiUrl: string, token: string, query: AuditQuery = {}) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const answer = await rest(apiUrl, token, 'GET', `/audit/?${params}`);
  return answer as { status: number; body: { audit: AuditEntry[]; next_before: number | null; msg?: string } };
}

/** The newest entry of the trail. */
export async function latestEntry(apiUrl: string, token: string, query: AuditQuery = {}) {
  const { body } = await searchAudit(apiUrl, token, { ...query, page_size: 1 });
  return body.audit[0];
}

/** GET /api/audit/verify. */
export async function verifyAudit(apiUrl: string, token: string) {
  return (await rest(apiUrl, token, 'GET', '/audit/verify')) as {
    status: number;
    body: { ok: boolean; audit_id: number | null; problem: string | null; msg: string };
  };
}
