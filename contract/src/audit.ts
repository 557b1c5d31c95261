import { AUDIT_PAGE_SIZE, MAX_AUDIT_PAGE_SIZE } from '@signage/domain/audit';
import { type Static, Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import { IsoDate } from './common.ts';
import { JsonObject, Nullable, Query, Ref } from './schema.ts';

const tags = ['audit'];

export const AuditEntry = Type.Object(
  {
    audit_id: Type.Integer(),
    action_date: Type.String({ format: 'date-time' }),
    user: Nullable(
      Type.Object(
        { user_id: Type.Integer(), username: Type.String() },
        { description: 'Who acted; null for a player or a failed sign-in.' },
      ),
    ),
    action: Type.Object(
      {
        action_id: Type.String({ description: 'The REST operation (operationId), or loginFailed.' }),
        name: Type.String(),
      },
      { description: 'What was done.' },
    ),
    description: Type.String(),
    object_type: Nullable(Type.String({ description: 'The table of the object changed (devices, media, ...).' })),
    object_id: Nullable(Type.String()),
    device_id: Nullable(Type.Integer({ description: 'The device concerned, if any.' })),
    client_address: Nullable(Type.String()),
    request_id: Nullable(Type.String()),
    details_json: JsonObject({
      description:
        'method, route, params; `changes`: each changed row with only its changed columns before and after (secrets masked); `body` (masked) when no row was captured.',
    }),
    hash: Type.String({ description: 'SHA-256 of the entry and of the hash of the entry before it.' }),
  },
  { $id: 'AuditEntry', description: 'An audit entry (spec 02 §3).' },
);
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditSearch = Query({
  user_id: Type.Optional(Type.Integer({ minimum: 1, description: 'Entries of this user (who acted).' })),
  device_id: Type.Optional(Type.Integer({ minimum: 1, description: 'Entries concerning this device.' })),
  object_type: Type.Optional(Type.String({ maxLength: 100 })),
  object_id: Type.Optional(Type.String({ maxLength: 100 })),
  action_id: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'An action id (updateDevice), or its name as entries show it (Update device).',
    }),
  ),
  start_date: Type.Optional(IsoDate('Entries from this instant on.')),
  end_date: Type.Optional(IsoDate('Entries before this instant.')),
  before: Type.Optional(
    Type.Integer({ minimum: 1, description: 'Keyset paging: entries older than this audit_id (next_before).' }),
  ),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_AUDIT_PAGE_SIZE, default: AUDIT_PAGE_SIZE })),
});

export const AuditCheck = Type.Object(
  {
    ok: Type.Boolean(),
    audit_id: Nullable(Type.Integer({ description: 'The first entry that does not match.' })),
    problem: Nullable(Type.String()),
    msg: Type.String(),
  },
  { description: 'The hash chain checked from the oldest entry kept.' },
);

export const auditOperations = bearerOperations(tags, {
  searchAudit: {
    method: 'GET',
    path: '/audit/',
    summary:
      'Audit entries newest first, by user_id or device_id (spec 02 §7), object, action and date range. Keyset paged: pass next_before as before for the next page.',
    querystring: AuditSearch,
    response: {
      200: Type.Object(
        { audit: Type.Array(Ref(AuditEntry)), next_before: Nullable(Type.Integer()) },
        { description: 'One page; next_before is null on the last.' },
      ),
    },
  },
  verifyAudit: {
    method: 'GET',
    path: '/audit/verify',
    summary: 'Check the hash chain: names the first entry whose content or link does not match.',
    response: { 200: AuditCheck },
  },
  getAuditEntry: {
    method: 'GET',
    path: '/audit/{id}',
    summary: 'One audit entry by id (spec 02 §7).',
    params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    response: { 200: Ref(AuditEntry, { description: 'The entry.' }) },
  },
});
