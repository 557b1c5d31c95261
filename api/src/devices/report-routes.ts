import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACTIVITY_LIMIT, ACTIVITY_WINDOW_MS } from '@signage/domain/devices';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { authenticate, requirePermission } from '../auth/guard.ts';
import { notFound } from '../errors.ts';
import { errorResponses, IdParams } from '../schemas.ts';
import type { DeviceContext } from './context.ts';
import { assertVisible, deviceWhere, queryDate } from './repository.ts';

const security = [{ bearer: [] }];
const Sort = Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' }));
const ISO_DATE = { description: 'ISO 8601 date or date-time.' };

const Activity = Type.Object({
  id: Type.Integer(),
  device_id: Type.Integer(),
  timestamp: Type.String({ format: 'date-time' }),
  event: Type.String(),
  details: Type.Object({}, { additionalProperties: true }),
});
const SystemInfoEntry = Type.Object({
  id: Type.Integer(),
  device_id: Type.Integer(),
  timestamp: Type.String({ format: 'date-time' }),
});
const SystemInfo = Type.Object({
  ...SystemInfoEntry.properties,
  json: Type.Object({}, { additionalProperties: true, description: 'hwinfo, display.screens, disk.disks, ...' }),
});
const Connectivity = Type.Object({ date: Type.String({ format: 'date' }), c: Type.Number() });

/** What devices reported, read by operators: activity events, system info, connectivity (spec 02 §7 "Devices"). */
export const deviceReportRoutes: FastifyPluginAsyncTypebox<DeviceContext> = async (app, ctx) => {
  const { db } = ctx;
  app.addHook('onRequest', authenticate(ctx.sessions));

  app.get(
    '/devices/:id/activity',
    {
      schema: {
        summary: 'Activity events of a device, newest first by default; start_date defaults to two weeks back.',
        tags: ['devices'],
        security,
        params: IdParams,
        querystring: Type.Object({
          sort: Sort,
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: ACTIVITY_LIMIT })),
          start_date: Type.Optional(Type.String(ISO_DATE)),
          end_date: Type.Optional(Type.String(ISO_DATE)),
        }),
        response: { 200: Type.Object({ activity: Type.Array(Activity) }), ...errorResponses },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'view devices', 'edit devices');
      const { id } = request.params;
      const { sort = 'desc', limit = ACTIVITY_LIMIT } = request.query;
      const start = queryDate(request.query.start_date, 'start_date') ?? new Date(Date.now() - ACTIVITY_WINDOW_MS);
      const end = queryDate(request.query.end_date, 'end_date');
      await assertVisible(db, id, user.forced_tags, ctx.access);
      let query = db
        .selectFrom('device_activity')
        .select(['id', 'device_id', 'timestamp', 'event', 'details'])
        .where('device_id', '=', id)
        .where('timestamp', '>=', start);
      if (end) query = query.where('timestamp', '<=', end);
      const rows = await query.orderBy('timestamp', sort).orderBy('id', sort).limit(limit).execute();
      return { activity: rows.map((r) => ({ ...r, timestamp: r.timestamp.toISOString() })) };
    },
  );

  app.get(
    '/devices/system_info/',
    {
      schema: {
        summary:
          'Search system info snapshots (without their json), newest first by default. Read one with GET /devices/system_info/{id}.',
        tags: ['devices'],
        security,
        querystring: Type.Object({
          device_id: Type.Optional(Type.Integer({ minimum: 1 })),
          sort: Sort,
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
          start_date: Type.Optional(Type.String(ISO_DATE)),
        }),
        response: { 200: Type.Object({ system_info: Type.Array(SystemInfoEntry) }), ...errorResponses },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'view devices', 'edit devices');
      const { device_id, sort = 'desc', limit = 1 } = request.query;
      const start = queryDate(request.query.start_date, 'start_date');
      let query = db
        .selectFrom('device_system_info')
        .innerJoin('devices', 'devices.device_id', 'device_system_info.device_id')
        .select(['device_system_info.id', 'device_system_info.device_id', 'device_system_info.timestamp'])
        .where(deviceWhere({ forcedTags: user.forced_tags }));
      if (device_id) query = query.where('device_system_info.device_id', '=', device_id);
      if (start) query = query.where('device_system_info.timestamp', '>=', start);
      const rows = await query
        .orderBy('device_system_info.timestamp', sort)
        .orderBy('device_system_info.id', sort)
        .limit(limit)
        .execute();
      return { system_info: rows.map((r) => ({ ...r, timestamp: r.timestamp.toISOString() })) };
    },
  );

  app.get(
    '/devices/system_info/:id',
    {
      schema: {
        summary: 'One system info snapshot with its json parsed.',
        tags: ['devices'],
        security,
        params: IdParams,
        response: { 200: SystemInfo, ...errorResponses },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'view devices', 'edit devices');
      const row = await db
        .selectFrom('device_system_info')
        .innerJoin('devices', 'devices.device_id', 'device_system_info.device_id')
        .select([
          'device_system_info.id',
          'device_system_info.device_id',
          'device_system_info.timestamp',
          'device_system_info.json',
        ])
        .where('device_system_info.id', '=', request.params.id)
        .where(deviceWhere({ forcedTags: user.forced_tags }))
        .executeTakeFirst();
      if (!row) throw notFound(`System info ${request.params.id} not found.`);
      return { ...row, timestamp: row.timestamp.toISOString() };
    },
  );

  app.get(
    '/devices/:id/connectivity',
    {
      schema: {
        summary: 'Daily connectivity percent of a device (the uptime heat-map), oldest day first.',
        tags: ['devices'],
        security,
        params: IdParams,
        querystring: Type.Object({
          start_date: Type.Optional(Type.String(ISO_DATE)),
          end_date: Type.Optional(Type.String(ISO_DATE)),
        }),
        response: { 200: Type.Object({ connectivity: Type.Array(Connectivity) }), ...errorResponses },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'view devices', 'edit devices');
      const { id } = request.params;
      const start = queryDate(request.query.start_date, 'start_date');
      const end = queryDate(request.query.end_date, 'end_date');
      await assertVisible(db, id, user.forced_tags, ctx.access);
      const day = (d: Date) => sql<Date>`cast(${d.toISOString().slice(0, 10)} as date)`;
      let query = db
        .selectFrom('device_connectivity')
        // A date column read as text: no driver turns it into a midnight in some time zone.
        .select([sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'), 'c'])
        .where('device_id', '=', id);
      if (start) query = query.where('date', '>=', day(start));
      if (end) query = query.where('date', '<=', day(end));
      return { connectivity: await query.orderBy('device_connectivity.date', 'asc').execute() };
    },
  );
};
