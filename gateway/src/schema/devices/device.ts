import { deviceStatus, NETWORK_BUCKETS } from '@signage/domain/device-status';
import { checkFirmware } from '@signage/domain/firmware';
import { builder } from '../../builder.ts';
import { describedEnumValues } from '../enum-values.ts';
import { loadableRecord } from '../load-by-ids.ts';
import { TagRefType } from '../tags.ts';
import { deviceClosed } from './closed.ts';

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
  description:
    'Card status: closed by its trading hours, else from last contact: online within 30 minutes, stale within 60, offline otherwise.',
  values: {
    ONLINE: { value: 'online' },
    STALE: { value: 'stale' },
    OFFLINE: { value: 'offline' },
    CLOSED: { value: 'closed', description: 'Closed by its trading hours now: dark by design, not offline.' },
  } as const,
});

type Firmware = ReturnType<typeof checkFirmware>;
const FirmwareStatusEnum = builder.enumType('FirmwareStatus', {
  values: describedEnumValues<Firmware['status']>({
    'not-applicable': 'Not an LG system-on-chip model.',
    ok: 'Newer than the minimum for its family.',
    update: 'Not newer than the minimum: update to the desired version.',
  }),
});

const FirmwareCheckType = builder.objectRef<Firmware>('FirmwareCheck').implement({
  description: 'LG firmware check (spec 02 §5): the minimum version for the model family.',
  fields: (t) => ({
    status: t.field({ type: FirmwareStatusEnum, resolve: (f) => f.status }),
    minimum: t.string({ nullable: true, resolve: (f) => ('minimum' in f ? f.minimum : null) }),
    desiredVersion: t.string({ nullable: true, resolve: (f) => (f.status === 'update' ? f.desiredVersion : null) }),
  }),
});

/**
 * Devices load through one batched REST call per GraphQL request (the list's ids filter), whatever the number
 * asked for; a device's reports (system info, activity, uptime) are fields of reports.ts, batched the same way.
 */
export const DeviceType = loadableRecord('Device', {
  description: 'An activated player (spec 02 §3 "Device").',
  list: { path: '/devices/', key: 'devices', id: 'device_id', noun: 'Device' },
  fields: (t) => ({
    name: t.exposeString('name'),
    ownTimeZone: t.string({
      nullable: true,
      description:
        "The device's own IANA zone, used when it is in no venue (a venue's zone rules its devices); null: the installation's display time zone.",
      resolve: (d) => d.time_zone,
    }),
    type: t.exposeString('type'),
    modelName: t.exposeString('model_name'),
    firmwareVersion: t.exposeString('firmware_version'),
    licensed: t.exposeBoolean('licensed', { description: 'Switched to licensed by an operator.' }),
    overLicence: t.exposeBoolean('over_licence', {
      description:
        'Switched to licensed but beyond the devices the licence allows (the most recently activated lose it first): the device list shows it unlicensed.',
    }),
    lastContact: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.last_contact }),
    contactIpAddress: t.string({ nullable: true, resolve: (d) => d.contact_ip_address }),
    dateCreated: t.field({
      type: 'DateTime',
      description: 'When the player registered.',
      resolve: (d) => d.date_created,
    }),
    dateActivated: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When an operator activated it with its key.',
      resolve: (d) => d.date_activated,
    }),
    assetTag: t.exposeString('asset_tag', { description: 'The sticker code.' }),
    deviceKey: t.exposeString('device_key'),
    tags: t.field({ type: [TagRefType], resolve: (d) => d.tags }),
    bucket: t.field({ type: NetworkBucketEnum, resolve: (d) => d.status }),
    status: t.field({
      type: DeviceStatusEnum,
      description:
        'Closed when its trading hours have it closed now; else online within 30 minutes of last contact, stale within 60, offline otherwise.',
      resolve: async (d, _args, ctx) => deviceStatus(d.last_contact, new Date(), await deviceClosed(ctx, d.device_id)),
    }),
    firmwareCheck: t.field({
      type: FirmwareCheckType,
      resolve: (d) => checkFirmware(d.model_name, d.firmware_version),
    }),
  }),
});
