import { deviceReportOperations as op } from '@signage/contract/devices';
import { ACTIVITY_LIMIT, ACTIVITY_WINDOW_MS } from '@signage/domain/constants';
import { notFoundMessage } from '@signage/domain/messages';
import { requirePermission } from '../auth/guard.ts';
import { notFound } from '../errors.ts';
import { queryDate } from '../kit/query-date.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { type DeviceContext, VIEW_DEVICES } from './context.ts';
import { connectivityDays, visibleSystemInfo, withIsoTimestamp } from './report-queries.ts';
import { assertVisible, deviceWhere } from './repository.ts';

/** What devices reported, read by operators: activity events, system info, connectivity (spec 02 §7 "Devices"). */
export const deviceReportRoutes = signedInRoutes<DeviceContext>(async (app, ctx) => {
  const { db } = ctx;

  app.route({
    ...endpoint(op.listDeviceActivity),
    handler: async (request) => {
      const user = requirePermission(request, ...VIEW_DEVICES);
      const { id } = request.params;
      const { sort = 'desc', limit = ACTIVITY_LIMIT } = request.query;
      const start = queryDate(request.query.start_date, 'start_date') ?? new Date(Date.now() - ACTIVITY_WINDOW_MS);
      const end = queryDate(request.query.end_date, 'end_date');
      await assertVisible(ctx, id, user.forced_tags);
      let query = db
        .selectFrom('device_activity')
        .select(['id', 'device_id', 'timestamp', 'event', 'details'])
        .where('device_id', '=', id)
        .where('timestamp', '>=', start);
      if (end) query = query.where('timestamp', '<=', end);
      const rows = await query.orderBy('timestamp', sort).orderBy('id', sort).limit(limit).execute();
      return { activity: rows.map(withIsoTimestamp) };
    },
  });

  app.route({
    ...endpoint(op.searchDeviceSystemInfo),
    handler: async (request) => {
      const user = requirePermission(request, ...VIEW_DEVICES);
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
      return { system_info: rows.map(withIsoTimestamp) };
    },
  });

  app.route({
    ...endpoint(op.getDeviceSystemInfo),
    handler: async (request) => {
      const user = requirePermission(request, ...VIEW_DEVICES);
      const row = await visibleSystemInfo(db, user.forced_tags)
        .where('device_system_info.id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound(notFoundMessage('System info', request.params.id));
      return withIsoTimestamp(row);
    },
  });

  app.route({
    ...endpoint(op.getDeviceConnectivity),
    handler: async (request) => {
      const user = requirePermission(request, ...VIEW_DEVICES);
      const { id } = request.params;
      const start = queryDate(request.query.start_date, 'start_date');
      const end = queryDate(request.query.end_date, 'end_date');
      await assertVisible(ctx, id, user.forced_tags);
      const days = await connectivityDays(db, [id], user.forced_tags, { start, end });
      return { connectivity: days.map(({ date, c }) => ({ date, c })) };
    },
  });
});
