import { deviceBatchOperations as op } from '@signage/contract/device-batches';
import { ACTIVITY_LIMIT, ACTIVITY_WINDOW_MS } from '@signage/domain/constants';
import { requirePermission } from '../auth/guard.ts';
import { queryDate } from '../kit/query-date.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { type DeviceContext, VIEW_DEVICES } from './context.ts';
import { connectivityDays, visibleSystemInfo, withIsoTimestamp } from './report-queries.ts';
import { deviceWhere } from './repository.ts';

/**
 * What several devices reported, one call per kind (contract/device-batches.ts): the reads a list of devices
 * makes. The same permission as the one-device reads; devices the caller may not see are left out, not refused,
 * as a list's ids filter leaves them out.
 */
export const deviceBatchRoutes = signedInRoutes<DeviceContext>(async (app, ctx) => {
  const { db } = ctx;

  app.route({
    ...endpoint(op.listDevicesActivity),
    handler: async (request) => {
      const user = requirePermission(request, ...VIEW_DEVICES);
      const { device_ids, sort = 'desc', limit = ACTIVITY_LIMIT } = request.query;
      const start = queryDate(request.query.start_date, 'start_date') ?? new Date(Date.now() - ACTIVITY_WINDOW_MS);
      const end = queryDate(request.query.end_date, 'end_date');
      let ranked = db
        .selectFrom('device_activity')
        .innerJoin('devices', 'devices.device_id', 'device_activity.device_id')
        .select((eb) => [
          'device_activity.id',
          'device_activity.device_id',
          'device_activity.timestamp',
          'device_activity.event',
          'device_activity.details',
          // Each device's own order, so `limit` applies per device as it does on the one-device read.
          eb.fn
            .agg<number>('row_number')
            .over((ob) =>
              ob
                .partitionBy('device_activity.device_id')
                .orderBy('device_activity.timestamp', sort)
                .orderBy('device_activity.id', sort),
            )
            .as('rank'),
        ])
        .where('device_activity.device_id', 'in', device_ids)
        .where(deviceWhere({ forcedTags: user.forced_tags }))
        .where('device_activity.timestamp', '>=', start);
      if (end) ranked = ranked.where('device_activity.timestamp', '<=', end);
      const rows = await db
        .selectFrom(ranked.as('ranked'))
        .select(['id', 'device_id', 'timestamp', 'event', 'details'])
        .where('rank', '<=', limit)
        .orderBy('device_id')
        .orderBy('rank')
        .execute();
      return { activity: rows.map(withIsoTimestamp) };
    },
  });

  app.route({
    ...endpoint(op.listLatestDevicesSystemInfo),
    handler: async (request) => {
      const user = requirePermission(request, ...VIEW_DEVICES);
      const rows = await visibleSystemInfo(db, user.forced_tags)
        // The newest snapshot of each device, in the one-device search's order (timestamp, then id).
        .distinctOn('device_system_info.device_id')
        .where('device_system_info.device_id', 'in', request.query.device_ids)
        .orderBy('device_system_info.device_id')
        .orderBy('device_system_info.timestamp', 'desc')
        .orderBy('device_system_info.id', 'desc')
        .execute();
      return { system_info: rows.map(withIsoTimestamp) };
    },
  });

  app.route({
    ...endpoint(op.listDevicesConnectivity),
    handler: async (request) => {
      const user = requirePermission(request, ...VIEW_DEVICES);
      const start = queryDate(request.query.start_date, 'start_date');
      const end = queryDate(request.query.end_date, 'end_date');
      const rows = await connectivityDays(db, request.query.device_ids, user.forced_tags, { start, end });
      return { connectivity: rows };
    },
  });
});
