import type { ObjectRef } from '@pothos/core';
import type { AuditEntry } from '@signage/contract/audit';
import { AUDIT_PAGE_SIZE, MAX_AUDIT_PAGE_SIZE } from '@signage/domain/audit';
import { builder, type SchemaTypes } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { restId } from '../../rest/errors.ts';
import { DeviceType } from '../devices/device.ts';
import { restByIdField, restQueryField } from '../record-fields.ts';
import { UserType } from '../user.ts';

const AuditUserType = builder.objectRef<NonNullable<AuditEntry['user']>>('AuditUser').implement({
  description: 'Who acted, as the entry recorded them (the user may since have been renamed or deleted).',
  fields: (t) => ({
    userId: t.id({ resolve: (u) => String(u.user_id) }),
    username: t.exposeString('username'),
  }),
});

const AuditActionType = builder.objectRef<AuditEntry['action']>('AuditAction').implement({
  description: 'What was done: the REST operation (or loginFailed) and its name.',
  fields: (t) => ({
    actionId: t.exposeString('action_id'),
    name: t.exposeString('name'),
  }),
});

export const AuditEntryType = builder.objectRef<AuditEntry>('AuditEntry').implement({
  description: 'An audit entry (spec 02 §3): one write, who made it, when, from where, and what it changed.',
  fields: (t) => ({
    id: t.id({ resolve: (e) => String(e.audit_id) }),
    actionDate: t.field({ type: 'DateTime', resolve: (e) => e.action_date }),
    user: t.field({ type: AuditUserType, nullable: true, resolve: (e) => e.user }),
    action: t.field({ type: AuditActionType, resolve: (e) => e.action }),
    description: t.exposeString('description'),
    objectType: t.string({ nullable: true, resolve: (e) => e.object_type }),
    objectId: t.string({ nullable: true, resolve: (e) => e.object_id }),
    deviceId: t.id({ nullable: true, resolve: (e) => (e.device_id === null ? null : String(e.device_id)) }),
    clientAddress: t.string({ nullable: true, resolve: (e) => e.client_address }),
    requestId: t.string({ nullable: true, resolve: (e) => e.request_id }),
    detailsJson: t.field({
      type: 'JSON',
      description:
        'method, route, params; `changes`: each changed row with only its changed columns before and after (secrets masked).',
      resolve: (e) => e.details_json,
    }),
    hash: t.exposeString('hash'),
  }),
});

interface AuditPage {
  items: AuditEntry[];
  nextCursor: string | null;
}

const AuditPageType = builder.objectRef<AuditPage>('AuditPage').implement({
  description: 'Entries newest first; pass nextCursor as `after` for the next page (null on the last).',
  fields: (t) => ({
    items: t.field({ type: [AuditEntryType], resolve: (p) => p.items }),
    nextCursor: t.string({ nullable: true, resolve: (p) => p.nextCursor }),
  }),
});

interface AuditFilter {
  userId?: string | number | null;
  deviceId?: string | number | null;
  objectType?: string | null;
  objectId?: string | null;
  actionId?: string | null;
  from?: Date | null;
  to?: Date | null;
  after?: string | null;
  first?: number | null;
}

async function auditPage(ctx: Context, filter: AuditFilter): Promise<AuditPage> {
  const id = (value: string | number | null | undefined) => (value == null ? undefined : Number(restId(value)));
  const answer = await ctx.rest.get('/audit/', {
    query: {
      user_id: id(filter.userId),
      device_id: id(filter.deviceId),
      object_type: filter.objectType ?? undefined,
      object_id: filter.objectId ?? undefined,
      action_id: filter.actionId ?? undefined,
      start_date: filter.from?.toISOString(),
      end_date: filter.to?.toISOString(),
      before: filter.after ? Number(filter.after) : undefined,
      page_size: filter.first ?? AUDIT_PAGE_SIZE,
    },
  });
  return { items: answer.audit, nextCursor: answer.next_before === null ? null : String(answer.next_before) };
}

const AFTER = 'The nextCursor of the page before.';
const FIRST = `Entries per page: ${AUDIT_PAGE_SIZE} unless set, at most ${MAX_AUDIT_PAGE_SIZE}.`;

builder.queryField('auditEntries', (t) =>
  t.field({
    type: AuditPageType,
    description:
      'The audit trail (needs "view audit"), newest first: by user or device (spec 02 §7), object, action and date range (`to` excluded).',
    args: {
      userId: t.arg.id(),
      deviceId: t.arg.id(),
      objectType: t.arg.string(),
      objectId: t.arg.string(),
      actionId: t.arg.string(),
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
      after: t.arg.string({ description: AFTER }),
      first: t.arg.int({ description: FIRST }),
    },
    resolve: (_root, args, ctx) => auditPage(ctx, args),
  }),
);

restByIdField('auditEntry', AuditEntryType, 'One audit entry by id (spec 02 §7).', '/audit/{id}');

const AuditCheckType = builder
  .objectRef<{ ok: boolean; audit_id: number | null; problem: string | null; msg: string }>('AuditCheck')
  .implement({
    description: 'The hash chain checked from the oldest entry kept.',
    fields: (t) => ({
      ok: t.exposeBoolean('ok'),
      firstBrokenId: t.id({ nullable: true, resolve: (c) => (c.audit_id === null ? null : String(c.audit_id)) }),
      problem: t.string({ nullable: true, resolve: (c) => c.problem }),
      message: t.exposeString('msg'),
    }),
  });

restQueryField(
  'auditCheck',
  AuditCheckType,
  'Checks the audit hash chain and names the first entry that does not match (needs "view audit").',
  (ctx) => ctx.rest.get('/audit/verify'),
);

/** A record's own audit trail (`audit`), newest first and paged like auditEntries: the entries `filter` picks. */
function auditTrailField<R>(
  type: ObjectRef<SchemaTypes, unknown, R>,
  description: string,
  filter: (record: R) => AuditFilter,
) {
  builder.objectField(type as ObjectRef<SchemaTypes, R>, 'audit', (t) =>
    t.field({
      type: AuditPageType,
      description,
      args: { after: t.arg.string({ description: AFTER }), first: t.arg.int({ description: FIRST }) },
      resolve: (record, args, ctx) => auditPage(ctx, { ...args, ...filter(record) }),
    }),
  );
}

auditTrailField(DeviceType, 'This device\'s audit trail, newest first (needs "view audit").', (device) => ({
  deviceId: device.device_id,
}));

auditTrailField(UserType, 'What this user did, newest first (needs "view audit").', (user) => ({
  userId: user.user_id,
}));
