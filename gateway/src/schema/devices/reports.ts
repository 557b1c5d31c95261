import {
  MAX_REPORT_DEVICES,
  type DeviceConnectivity as RestDeviceConnectivity,
} from '@signage/contract/device-batches';
import type { DeviceActivity as RestDeviceActivity, SystemInfo as RestSystemInfo } from '@signage/contract/devices';
import { ACTIVITY_LIMIT } from '@signage/domain/constants';
import { uptimeLevel } from '@signage/domain/device-status';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { DeviceType } from './device.ts';

/** What a device reported (spec 02 §7), as fields of Device. */

const ScreenType = builder.objectRef<{ width?: number; height?: number }>('DeviceScreen').implement({
  fields: (t) => ({
    width: t.int({ nullable: true, resolve: (s) => s.width ?? null }),
    height: t.int({ nullable: true, resolve: (s) => s.height ?? null }),
  }),
});

type Disk = { bytes_avail?: number; bytes_used?: number; name?: string };
const DiskType = builder.objectRef<Disk>('DeviceDisk').implement({
  fields: (t) => ({
    name: t.string({ nullable: true, resolve: (d) => d.name ?? null }),
    bytesAvailable: t.float({ nullable: true, resolve: (d) => d.bytes_avail ?? null }),
    bytesUsed: t.float({ nullable: true, resolve: (d) => d.bytes_used ?? null }),
  }),
});

const SystemInfoType = builder.objectRef<RestSystemInfo>('DeviceSystemInfo').implement({
  description: 'The latest system info a device reported (spec 02 §3).',
  fields: (t) => ({
    id: t.id({ resolve: (s) => String(s.id) }),
    timestamp: t.field({ type: 'DateTime', resolve: (s) => s.timestamp }),
    screens: t.field({ type: [ScreenType], resolve: (s) => s.json.display?.screens ?? [] }),
    disks: t.field({ type: [DiskType], resolve: (s) => s.json.disk?.disks ?? [] }),
    hwinfo: t.field({ type: 'JSON', nullable: true, resolve: (s) => s.json.hwinfo ?? null }),
    json: t.field({ type: 'JSON', description: 'Everything the device reported.', resolve: (s) => s.json }),
  }),
});

const ActivityType = builder.objectRef<RestDeviceActivity>('DeviceActivityEvent').implement({
  fields: (t) => ({
    id: t.id({ resolve: (a) => String(a.id) }),
    timestamp: t.field({ type: 'DateTime', resolve: (a) => a.timestamp }),
    event: t.exposeString('event'),
    details: t.field({ type: 'JSON', resolve: (a) => a.details }),
  }),
});

const UptimeDayType = builder.objectRef<RestDeviceConnectivity>('UptimeDay').implement({
  description: "One day of the uptime heat-map: the day's connectivity percent and its level (spec 02 §9).",
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD (UTC).' }),
    percent: t.float({ resolve: (d) => d.c }),
    level: t.int({ description: '1 (80% and more) to 6 (0%).', resolve: (d) => uptimeLevel(d.c) }),
  }),
});

/**
 * A device's reports, each loaded for every device of the request in one REST call (per MAX_REPORT_DEVICES
 * devices): a list of 25 devices selecting all three costs the list call and three more, not 1 + 3 x 25.
 */
const batch = { maxBatchSize: MAX_REPORT_DEVICES };

builder.objectFields(DeviceType, (t) => ({
  systemInfo: t.loadable({
    type: SystemInfoType,
    nullable: true,
    description: 'The latest snapshot.',
    loaderOptions: batch,
    load: async (ids: number[], ctx: Context) => {
      const { system_info } = await ctx.rest.get('/devices/system_info/latest/', { query: { device_ids: ids } });
      return ids.map((id) => system_info.find((s) => s.device_id === id) ?? null);
    },
    resolve: (d) => d.device_id,
  }),
  activity: t.loadableGroup({
    type: ActivityType,
    description: 'Activity events of the last two weeks, newest first.',
    args: { limit: t.arg.int({ defaultValue: ACTIVITY_LIMIT }) },
    // One loader per place in the query, so every device of a batch shares that place's `limit`.
    byPath: true,
    loaderOptions: batch,
    load: async (ids: number[], ctx: Context, args) => {
      const limit = Math.min(Math.max(args.limit ?? ACTIVITY_LIMIT, 1), ACTIVITY_LIMIT);
      const { activity } = await ctx.rest.get('/devices/activity/', {
        query: { device_ids: ids, sort: 'desc', limit },
      });
      return activity;
    },
    group: (event) => event.device_id,
    resolve: (d) => d.device_id,
  }),
  uptime: t.loadableGroup({
    type: UptimeDayType,
    description: 'Daily connectivity, oldest day first: the uptime heat-map.',
    loaderOptions: batch,
    load: async (ids: number[], ctx: Context) => {
      const { connectivity } = await ctx.rest.get('/devices/connectivity/', { query: { device_ids: ids } });
      return connectivity;
    },
    group: (day) => day.device_id,
    resolve: (d) => d.device_id,
  }),
}));
