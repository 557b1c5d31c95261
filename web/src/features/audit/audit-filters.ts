import { displayZoneDayEnd, displayZoneMidnight } from '../../lib/display-time.ts';

/** The Audit screen's filters as the URL keeps them ('' for none), so a filtered trail can be bookmarked. */
export interface AuditFilters {
  user: string;
  device: string;
  objectType: string;
  objectId: string;
  action: string;
  /** Calendar dates (YYYY-MM-DD) in the display time zone; both days included. */
  from: string;
  to: string;
}

export const AUDIT_FILTER_KEYS = ['user', 'device', 'objectType', 'objectId', 'action', 'from', 'to'] as const;

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const get = (key: (typeof AUDIT_FILTER_KEYS)[number]) => params.get(key)?.trim() ?? '';
  return {
    user: get('user'),
    device: get('device'),
    objectType: get('objectType'),
    objectId: get('objectId'),
    action: get('action'),
    from: get('from'),
    to: get('to'),
  };
}

/** The query's variables: ids as given, the dates as instants at 00:00 in the display zone. */
export function auditVariables(filters: AuditFilters, zone: string) {
  const text = (value: string) => value || undefined;
  return {
    userId: text(filters.user),
    deviceId: text(filters.device),
    objectType: text(filters.objectType),
    objectId: text(filters.objectId),
    actionId: text(filters.action),
    from: filters.from ? displayZoneMidnight(filters.from, zone) : undefined,
    to: filters.to ? displayZoneDayEnd(filters.to, zone) : undefined,
  };
}
