import type {
  Connectivity as RestConnectivity,
  Device as RestDevice,
  DeviceActivity as RestDeviceActivity,
  SystemInfo as RestSystemInfo,
} from '@signage/contract/devices';
import { ACTIVITY_LIMIT } from '@signage/domain/constants';
import { deviceStatus, NETWORK_BUCKETS, uptimeLevel } from '@signage/domain/device-status';
import { checkFirmware } from '@signage/domain/firmware';
import { builder } from '../../builder.ts';
import { TagRefType } from '../user.ts';

/** GraphQL enum values cannot start with a digit, so the buckets read `WITHIN_30MIN` and so on. */
const BUCKET_NAMES = {
  '30min': 'WITHIN_30MIN',
  '60min': 'WITHIN_60MIN',
  '180min': 'WITHIN_180MIN',
  offline: 'OFFLINE',
};
export const NetworkBucketEnum = builder.enumType('NetworkBucket', {
  description: 'Last contact within 30, 60 or 180 minutes, or offline (spec 02 §9).',
  values: Object.fromEntries(NETWORK_BUCKETS.map((b) => [BUCKET_NAMES[b], { value: b }])) as Record<
    string,
    { value: (typeof NETWORK_BUCKETS)[number] }
  >,
});

export const DeviceStatusEnum = builder.enumType('DeviceStatus', {
  description: 'Card status from last contact: online within 30 minutes, stale within 60, offline otherwise.',
  values: { ONLINE: { value: 'online' }, STALE: { value: 'stale' }, OFFLINE: { value: 'offline' } } as const,
});

const FirmwareStatusEnum = builder.enumType('FirmwareStatus', {
  values: {
    NOT_APPLICABLE: { value: 'not-applicable', description: 'Not an LG system-on-chip model.' },
    OK: { value: 'ok', description: 'Newer than the minimum for its family.' },
    UPDATE: { value: 'update', description: 'Not newer than the minimum: update to the desired version.' },
  } as const,
});

type Firmware = ReturnType<typeof checkFirmware>;
const FirmwareCheckType = builder.objectRef<Firmware>('FirmwareCheck').implement({
  description: 'LG firmware check (spec 02 §5): the minimum version for the model family.',
  fields: (t) => ({
    status: t.field({ type: FirmwareStatusEnum, resolve: (f) => f.status }),
    minimum: t.string({ nullable: true, resolve: (f) => ('minimum' in f ? f.minimum : null) }),
    desiredVersion: t.string({ nullable: true, resolve: (f) => (f.status === 'update' ? f.desiredVersion : null) }),
  }),
});

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

const UptimeDayType = builder.objectRef<RestConnectivity>('UptimeDay').implement({
  description: "One day of the uptime heat-map: the day's connectivity percent and its level (spec 02 §9).",
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD (UTC).' }),
    percent: t.float({ resolve: (d) => d.c }),
    level: t.int({ description: '1 (80% and more) to 6 (0%).', resolve: (d) => uptimeLevel(d.c) }),
  }),
});

export const DeviceType = builder.objectRef<RestDevice>('Device').implement({
  description: 'An activated player (spec 02 §3 "Device").',
  fields: (t) => ({
    id: t.id({ resolve: (d) => String(d.device_id) }),
    name: t.exposeString('name'),
    type: t.exposeString('type'),
    modelName: t.exposeString('model_name'),
    firmwareVersion: t.exposeString('firmware_version'),
    licensed: t.exposeBoolean('licensed'),
    lastContact: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.last_contact }),
    contactIpAddress: t.string({ nullable: true, resolve: (d) => d.contact_ip_address }),
    dateCreated: t.field({ type: 'DateTime', resolve: (d) => d.date_created }),
    assetTag: t.exposeString('asset_tag', { description: 'The sticker code.' }),
    deviceKey: t.exposeString('device_key'),
    tags: t.field({ type: [TagRefType], resolve: (d) => d.tags }),
    bucket: t.field({ type: NetworkBucketEnum, resolve: (d) => d.status }),
    status: t.field({
      type: DeviceStatusEnum,
      description: 'Online within 30 minutes of last contact, stale within 60, offline otherwise.',
      resolve: (d) => deviceStatus(d.last_contact, new Date()),
    }),
    firmwareCheck: t.field({
      type: FirmwareCheckType,
      resolve: (d) => checkFirmware(d.model_name, d.firmware_version),
    }),
    systemInfo: t.field({
      type: SystemInfoType,
      nullable: true,
      description: 'The latest snapshot.',
      resolve: async (d, _args, ctx) => {
        const { system_info } = await ctx.rest.get('/devices/system_info/', {
          query: { device_id: d.device_id, sort: 'desc', limit: 1, start_date: '2000-01-01' },
        });
        const latest = system_info[0];
        return latest ? ctx.rest.get('/devices/system_info/{id}', { params: { id: latest.id } }) : null;
      },
    }),
    activity: t.field({
      type: [ActivityType],
      description: 'Activity events of the last two weeks, newest first.',
      args: { limit: t.arg.int({ defaultValue: ACTIVITY_LIMIT }) },
      resolve: async (d, args, ctx) => {
        const { activity } = await ctx.rest.get('/devices/{id}/activity', {
          params: { id: d.device_id },
          query: { sort: 'desc', limit: Math.min(Math.max(args.limit ?? ACTIVITY_LIMIT, 1), ACTIVITY_LIMIT) },
        });
        return activity;
      },
    }),
    uptime: t.field({
      type: [UptimeDayType],
      description: 'Daily connectivity, oldest day first: the uptime heat-map.',
      resolve: async (d, _args, ctx) => {
        const { connectivity } = await ctx.rest.get('/devices/{id}/connectivity', {
          params: { id: d.device_id },
        });
        return connectivity;
      },
    }),
  }),
});
