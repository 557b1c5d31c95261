import { type Static, Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import { activityFilters, DeviceActivity, reportPeriod, SystemInfo } from './devices.ts';
import { Query, Ref } from './schema.ts';

/**
 * What several devices reported, read in one call each: a client showing a list of devices with their system
 * info, activity and uptime makes three calls, not three per device. Each answers under the resource's own key,
 * rows carrying their `device_id`; devices the caller may not see (forced tags) or that do not exist are left out,
 * as the list's `ids` filter leaves them out.
 */
const tags = ['devices'];

/** The most devices one batched report read takes (each may bring up to `limit` activity events). */
export const MAX_REPORT_DEVICES = 100;

const DeviceIds = Type.Array(Type.Integer({ minimum: 1 }), {
  minItems: 1,
  maxItems: MAX_REPORT_DEVICES,
  description: 'The devices, as repeated keys (device_ids=1&device_ids=2).',
});

export const DeviceConnectivity = Type.Object(
  {
    device_id: Type.Integer(),
    date: Type.String({ format: 'date' }),
    c: Type.Number({ description: 'Percent connected that day.' }),
  },
  { $id: 'DeviceConnectivity', description: "One day's connectivity of one device." },
);
export type DeviceConnectivity = Static<typeof DeviceConnectivity>;

export const deviceBatchOperations = bearerOperations(tags, {
  listDevicesActivity: {
    method: 'GET',
    path: '/devices/activity/',
    summary:
      "Activity events of several devices: each device's newest first by default, at most `limit` per device; start_date defaults to two weeks back.",
    querystring: Query({
      device_ids: DeviceIds,
      ...activityFilters({ description: 'Events per device.' }),
    }),
    response: {
      200: Type.Object({ activity: Type.Array(Ref(DeviceActivity)) }, { description: 'The events, device by device.' }),
    },
  },
  listLatestDevicesSystemInfo: {
    method: 'GET',
    path: '/devices/system_info/latest/',
    summary:
      'The latest system info snapshot of each of several devices, json parsed; a device that never reported has none.',
    querystring: Query({ device_ids: DeviceIds }),
    response: {
      200: Type.Object({ system_info: Type.Array(Ref(SystemInfo)) }, { description: 'One snapshot per device.' }),
    },
  },
  listDevicesConnectivity: {
    method: 'GET',
    path: '/devices/connectivity/',
    summary: 'Daily connectivity percent of several devices (their uptime heat-maps), each oldest day first.',
    querystring: Query({
      device_ids: DeviceIds,
      ...reportPeriod,
    }),
    response: {
      200: Type.Object(
        { connectivity: Type.Array(Ref(DeviceConnectivity)) },
        { description: 'One entry per device and day.' },
      ),
    },
  },
});
