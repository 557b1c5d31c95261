import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deviceOperations as op } from '@signage/contract/devices';
import { DEVICE_MESSAGES, notFoundMessage } from '@signage/domain/messages';
import { hasAnyPermission } from '@signage/domain/permissions';
import { validateTimeZone } from '@signage/domain/schedules/validation';
import { requirePermission } from '../auth/guard.ts';
import { type Caching, WriteInvalidatedCache } from '../db/write-cache.ts';
import { notFound, unprocessable } from '../errors.ts';
import { pagedListRoute } from '../kit/paged-route.ts';
import { queryDate } from '../kit/query-date.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { writeVisible } from '../kit/tagged-write.ts';
import { registerTags, tagsForCreate } from '../kit/tags.ts';
import { deviceActivationRoutes } from './activation-routes.ts';
import { deviceBatchRoutes } from './batch-routes.ts';
import { type DeviceAccessEntry, type DeviceContext, VIEW_DEVICES } from './context.ts';
import { assertNoForeignSchedules } from './foreign-schedules.ts';
import { overLicenceOf, toDeviceJson } from './json.ts';
import { devicePlayerRoutes } from './player-routes.ts';
import { deviceReportRoutes } from './report-routes.ts';
import { assertVisible, DEVICE_AREA, deviceWhere, findDevice, listDevices } from './repository.ts';
import { deviceSearchArea } from './search-area.ts';

/** Devices: operator calls (bearer token) and the player-facing calls (tag `players`). */
export const deviceRoutes: FastifyPluginAsyncTypebox<Omit<DeviceContext, 'access'> & { caching: Caching }> = async (
  app,
  { caching, ...options },
) => {
  const ctx: DeviceContext = {
    ...options,
    access: new WriteInvalidatedCache<number, DeviceAccessEntry>(caching, 100_000, 'device access'),
  };
  ctx.tagRegistry.register(DEVICE_AREA, deviceSearchArea(ctx));
  await app.register(deviceOperatorRoutes, ctx);
  await app.register(deviceActivationRoutes, ctx);
  await app.register(deviceReportRoutes, ctx);
  await app.register(deviceBatchRoutes, ctx);
  await app.register(devicePlayerRoutes, ctx);
};

const deviceOperatorRoutes = signedInRoutes<DeviceContext>(async (app, ctx) => {
  const { db, tagRegistry, access } = ctx;

  pagedListRoute(app, op.listDevices, {
    key: 'devices',
    permissions: VIEW_DEVICES,
    list: async (query, filter, paging) => {
      const lastContact = {
        lastContactFrom: queryDate(query.last_contact_min, 'last_contact_min'),
        lastContactTo: queryDate(query.last_contact_max, 'last_contact_max'),
      };
      const sort = { sortBy: query.sort_by ?? 'device_id', sort: query.sort ?? 'desc' };
      const [page, over] = await Promise.all([
        listDevices(ctx, { ...filter, ...lastContact }, paging, sort),
        overLicenceOf(ctx),
      ]);
      return { total: page.total, rows: page.rows.map((row) => ({ row, over: over(row) })) };
    },
    toJson: ({ row, over }) => toDeviceJson(row, new Date(), () => over),
  });

  app.route({
    ...endpoint(op.getDevice),
    handler: async (request) => {
      const user = requirePermission(request, ...VIEW_DEVICES);
      const [row, over] = await Promise.all([findDevice(ctx, request.params.id, user.forced_tags), overLicenceOf(ctx)]);
      return toDeviceJson(row, new Date(), over);
    },
  });

  app.route({
    ...endpoint(op.getDeviceAccess),
    handler: async (request) => {
      const user = requirePermission(request, ...VIEW_DEVICES);
      const { id } = request.params;
      await assertVisible(ctx, id, user.forced_tags);
      return {
        device_id: id,
        caller_can: {
          edit: hasAnyPermission(user.permissions, ['edit devices']),
          command: hasAnyPermission(user.permissions, ['command devices']),
        },
      };
    },
  });

  app.route({
    ...endpoint(op.recordDeviceCommand),
    handler: async (request) => {
      const user = requirePermission(request, 'command devices');
      const { id } = request.params;
      await assertVisible(ctx, id, user.forced_tags);
      // A delete-media names what to delete: a command without it would be recorded and mean nothing.
      if (request.body.command === 'delete-media' && request.body.media_id === undefined) {
        throw unprocessable('A delete-media command needs the media_id of the item to delete.');
      }
      // Nothing is stored here: the audit hook records the command (kit/audit-hook.ts), the gateway sends it.
      return { device_id: id, command: request.body.command };
    },
  });

  app.route({
    ...endpoint(op.updateDevice),
    handler: async (request) => {
      const user = requirePermission(request, 'edit devices');
      const { id } = request.params;
      const { tags: input, time_zone, ...fields } = request.body;
      const tags = input ? tagsForCreate(input, user.forced_tags) : undefined;
      const zone = time_zone === undefined ? {} : { time_zone: deviceTimeZone(time_zone) };
      await writeVisible(db, DEVICE_AREA, id, user.forced_tags, async (trx) => {
        if (tags) {
          const before = await trx
            .selectFrom('devices')
            .select('tags')
            .where('device_id', '=', id)
            .executeTakeFirstOrThrow();
          await assertNoForeignSchedules(trx, user.forced_tags, [{ id, before: before.tags, tags }]);
          await registerTags(trx, tags);
        }
        const changes = { ...fields, ...zone, ...(fields.name !== undefined ? { name: fields.name.trim() } : {}) };
        if (tags || Object.keys(changes).length) {
          await trx
            .updateTable('devices')
            .set({ ...changes, ...(tags ? { tags } : {}) })
            .where('device_id', '=', id)
            .execute();
        }
      });
      // New tags or a new zone change what the device plays: the gateway sends it fetch-schedules after this
      // answer (its player also fetches at every check-in).
      if (tags) {
        tagRegistry.invalidate();
        access.forget(id);
      }
      if (tags || time_zone !== undefined) await ctx.onDevicesChanged?.([id]);
      const [row, over] = await Promise.all([findDevice(ctx, id, user.forced_tags), overLicenceOf(ctx)]);
      return toDeviceJson(row, new Date(), over);
    },
  });

  app.route({
    ...endpoint(op.deleteDevice),
    handler: async (request) => {
      const user = requirePermission(request, 'edit devices');
      const { id } = request.params;
      const deleted = await db
        .deleteFrom('devices')
        .where('device_id', '=', id)
        .where(deviceWhere({ forcedTags: user.forced_tags }))
        .returning('device_id')
        .executeTakeFirst();
      access.forget(id);
      if (!deleted) throw notFound(notFoundMessage('Device', id));
      await ctx.brokerRights?.revoke(id);
      return { msg: DEVICE_MESSAGES.destroyed, device_id: id };
    },
  });
});

/** A zone to store: its canonical IANA id, null for the installation's; 422 with the domain's message. */
function deviceTimeZone(input: string | null): string | null {
  if (input === null || input.trim() === '') return null;
  const checked = validateTimeZone(input.trim());
  if ('error' in checked) throw unprocessable(checked.error);
  return checked.timeZone;
}
