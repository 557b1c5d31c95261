import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_DEVICE_PAGE_SIZE, DEVICE_MESSAGES } from '@signage/domain/devices';
import { hasAnyPermission } from '@signage/domain/permissions';
import { Type } from 'typebox';
import { authenticate, requirePermission } from '../auth/guard.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { errorResponses, IdParams, PageInfo } from '../schemas.ts';
import { TagRegistry } from '../tags/registry.ts';
import { registerTags, tagsForCreate } from '../tags/tags.ts';
import { DeviceAccessCache } from './access-cache.ts';
import { deviceActivationRoutes } from './activation-routes.ts';
import type { DeviceContext } from './context.ts';
import { DeviceJson, toDeviceJson } from './json.ts';
import { devicePlayerRoutes } from './player-routes.ts';
import { deviceReportRoutes } from './report-routes.ts';
import {
  assertVisible,
  DEVICE_SORT_COLUMNS,
  type DeviceSortColumn,
  deviceWhere,
  findDevice,
  listDevices,
  queryDate,
} from './repository.ts';

const security = [{ bearer: [] }];

const ListQuery = Type.Object({
  currentPage: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: DEFAULT_DEVICE_PAGE_SIZE })),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Free text over name, asset tag and tags.' })),
  tags: Type.Optional(Type.Array(Type.String(), { description: 'Devices carrying all of these tags.' })),
  last_contact_min: Type.Optional(Type.String({ description: 'ISO date: last contact at or after.' })),
  last_contact_max: Type.Optional(Type.String({ description: 'ISO date: last contact at or before.' })),
  sort_by: Type.Optional(
    Type.Union(
      DEVICE_SORT_COLUMNS.map((c) => Type.Literal(c)),
      { default: 'device_id' },
    ),
  ),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
});

const DeviceUpdate = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 255 })),
    asset_tag: Type.Optional(Type.String({ maxLength: 255 })),
    tags: Type.Optional(Type.Array(Type.String())),
    licensed: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** Devices: operator calls (bearer token) and the player-facing calls (tag `players`). */
export const deviceRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  sessions: Sessions;
  singleWriter: boolean;
  brokerSecret: string;
}> = async (app, { singleWriter, ...options }) => {
  const ctx: DeviceContext = {
    ...options,
    tagRegistry: new TagRegistry(options.db),
    access: new DeviceAccessCache(singleWriter),
  };
  app.addSchema(DeviceJson);
  await app.register(deviceOperatorRoutes, ctx);
  await app.register(deviceActivationRoutes, ctx);
  await app.register(deviceReportRoutes, ctx);
  await app.register(devicePlayerRoutes, ctx);
};

const deviceOperatorRoutes: FastifyPluginAsyncTypebox<DeviceContext> = async (app, ctx) => {
  const { db, tagRegistry, access } = ctx;
  app.addHook('onRequest', authenticate(ctx.sessions));

  app.get(
    '/devices/',
    {
      schema: {
        summary:
          'Activated devices, paged, newest id first by default. Tags filter: devices carrying all of them. Forced tags always apply.',
        tags: ['devices'],
        security,
        querystring: ListQuery,
        response: {
          200: Type.Object({
            devices: Type.Array(Type.Ref('Device')),
            page_info: PageInfo,
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'view devices', 'edit devices');
      const { currentPage = 1, pageSize = DEFAULT_DEVICE_PAGE_SIZE, q, tags, sort_by = 'device_id' } = request.query;
      const filter = {
        q,
        tags: tags?.length ? tagsForCreate(tags, []) : undefined,
        lastContactFrom: queryDate(request.query.last_contact_min, 'last_contact_min'),
        lastContactTo: queryDate(request.query.last_contact_max, 'last_contact_max'),
        forcedTags: user.forced_tags,
      };
      const page = { currentPage, pageSize, sortBy: sort_by as DeviceSortColumn, sort: request.query.sort ?? 'desc' };
      const { rows, total } = await listDevices(db, tagRegistry, filter, page);
      const now = new Date();
      return {
        devices: rows.map((row) => toDeviceJson(row, now)),
        page_info: { current_page: currentPage, page_size: pageSize, total_items: total },
      };
    },
  );

  app.get(
    '/devices/:id',
    {
      schema: {
        summary: 'One activated device.',
        tags: ['devices'],
        security,
        params: IdParams,
        response: { 200: Type.Ref('Device'), ...errorResponses },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'view devices', 'edit devices');
      return toDeviceJson(await findDevice(db, tagRegistry, request.params.id, user.forced_tags), new Date());
    },
  );

  app.get(
    '/devices/:id/access',
    {
      schema: {
        summary:
          'What the caller may do with this device (see it, edit it, send it remote commands), without the device itself: the check a client makes before each remote command. 404 for a device the caller may not see.',
        tags: ['devices'],
        security,
        params: IdParams,
        response: {
          200: Type.Object({
            device_id: Type.Integer(),
            caller_can: Type.Object({ edit: Type.Boolean(), command: Type.Boolean() }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'view devices', 'edit devices');
      const { id } = request.params;
      await assertVisible(db, id, user.forced_tags, access);
      return {
        device_id: id,
        caller_can: {
          edit: hasAnyPermission(user.permissions, ['edit devices']),
          command: hasAnyPermission(user.permissions, ['command devices']),
        },
      };
    },
  );

  app.put(
    '/devices/:id',
    {
      schema: {
        summary:
          "Update name, asset tag (sticker code), tags and licence. The caller's forced tags stay on the device.",
        tags: ['devices'],
        security,
        params: IdParams,
        body: DeviceUpdate,
        response: { 200: Type.Ref('Device'), ...errorResponses },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'edit devices');
      const { id } = request.params;
      const { tags: input, ...fields } = request.body;
      const tags = input ? tagsForCreate(input, user.forced_tags) : undefined;
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('devices')
          .select('device_id')
          .where('device_id', '=', id)
          .where(deviceWhere({ forcedTags: user.forced_tags }))
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw notFound(`Device ${id} not found.`);
        if (tags) await registerTags(trx, tags);
        const changes = { ...fields, ...(fields.name !== undefined ? { name: fields.name.trim() } : {}) };
        if (tags || Object.keys(changes).length) {
          await trx
            .updateTable('devices')
            .set({ ...changes, ...(tags ? { tags } : {}) })
            .where('device_id', '=', id)
            .execute();
        }
      });
      if (tags) {
        tagRegistry.invalidate();
        access.forget(id);
      }
      return toDeviceJson(await findDevice(db, tagRegistry, id, user.forced_tags), new Date());
    },
  );

  app.delete(
    '/devices/:id',
    {
      schema: {
        summary: 'Delete a device with its activity, system info and connectivity. The player must register again.',
        tags: ['devices'],
        security,
        params: IdParams,
        response: { 200: Type.Object({ msg: Type.String(), device_id: Type.Integer() }), ...errorResponses },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'edit devices');
      const { id } = request.params;
      const deleted = await db
        .deleteFrom('devices')
        .where('device_id', '=', id)
        .where(deviceWhere({ forcedTags: user.forced_tags }))
        .returning('device_id')
        .executeTakeFirst();
      access.forget(id);
      if (!deleted) throw notFound(`Device ${id} not found.`);
      return { msg: DEVICE_MESSAGES.destroyed, device_id: id };
    },
  );
};
