import { ACTIVITY_LIMIT } from '@signage/domain/constants';
import { DEVICE_COMMANDS } from '@signage/domain/device-commands';
import { NETWORK_BUCKETS } from '@signage/domain/device-status';
import { DEFAULT_DEVICE_PAGE_SIZE } from '@signage/domain/page-sizes';
import { type Static, Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import { IdParams, IsoDate, PagedList, SortOrder, Tag, taggedPagedQuery } from './common.ts';
import { JsonObject, Nullable, Query, Ref, StringEnum } from './schema.ts';

const tags = ['devices'];

export const Device = Type.Object(
  {
    device_id: Type.Integer(),
    name: Type.String(),
    type: Type.String(),
    model_name: Type.String(),
    firmware_version: Type.String(),
    licensed: Type.Boolean({ description: 'Switched to licensed by an operator.' }),
    over_licence: Type.Boolean({
      description:
        'Switched to licensed, but beyond the devices the licence allows (the most recently activated lose it first): counts as unlicensed.',
    }),
    last_contact: Nullable(Type.String({ format: 'date-time' })),
    contact_ip_address: Nullable(Type.String()),
    date_created: Type.String({ format: 'date-time', description: 'When the player registered.' }),
    date_activated: Nullable(
      Type.String({ format: 'date-time', description: 'When an operator activated it with its key.' }),
    ),
    asset_tag: Type.String({ description: 'The sticker code.' }),
    tags: Type.Array(Ref(Tag)),
    device_key: Type.String({ description: 'The key the player registered with (not a secret once activated).' }),
    status: StringEnum(NETWORK_BUCKETS, { description: 'Network bucket from last contact (spec 02 §9).' }),
    time_zone: Nullable(
      Type.String({
        description: "Its own IANA zone, for when it is in no venue; null: the installation's display time zone.",
      }),
    ),
    venue_id: Nullable(
      Type.Integer({ description: "The venue it is in (at most one); the venue's zone then rules its time." }),
    ),
  },
  { $id: 'Device', description: 'An activated device (spec 02 §3).' },
);
export type Device = Static<typeof Device>;

export const DEVICE_SORT_COLUMNS = ['device_id', 'name', 'last_contact', 'licensed', 'asset_tag'] as const;
export type DeviceSortColumn = (typeof DEVICE_SORT_COLUMNS)[number];

export const DeviceListQuery = taggedPagedQuery(DEFAULT_DEVICE_PAGE_SIZE, {
  last_contact_min: Type.Optional(IsoDate('ISO date: last contact at or after.')),
  last_contact_max: Type.Optional(IsoDate('ISO date: last contact at or before.')),
  sort_by: Type.Optional(StringEnum(DEVICE_SORT_COLUMNS, { default: 'device_id' })),
  sort: Type.Optional(SortOrder),
});

export const DeviceUpdate = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 255 })),
    asset_tag: Type.Optional(Type.String({ maxLength: 255 })),
    tags: Type.Optional(
      Type.Array(Type.String(), { description: "Replaces the tags; the caller's forced tags stay." }),
    ),
    licensed: Type.Optional(Type.Boolean()),
    time_zone: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 64,
          description: "An IANA zone such as Europe/London or UTC; null: the installation's display time zone.",
        }),
      ),
    ),
  },
  { additionalProperties: false },
);

export const DeviceAccess = Type.Object(
  {
    device_id: Type.Integer(),
    caller_can: Type.Object({ edit: Type.Boolean(), command: Type.Boolean() }),
  },
  { description: 'What the caller may do with the device.' },
);
export type DeviceAccess = Static<typeof DeviceAccess>;

export const DeviceList = PagedList('devices', Device, 'One page of devices.');
export type DeviceList = Static<typeof DeviceList>;

export const PendingDevice = Type.Object(
  {
    device_id: Type.Integer(),
    device_key: Type.String({ description: 'The key on its screen: what an operator enters to activate it.' }),
    type: Type.String(),
    model_name: Type.String(),
    date_created: Type.String({ format: 'date-time', description: 'When the player registered.' }),
    last_contact: Nullable(Type.String({ format: 'date-time' })),
    contact_ip_address: Nullable(Type.String()),
  },
  { $id: 'PendingDevice', description: 'A player registered and waiting for an operator to activate it.' },
);
export type PendingDevice = Static<typeof PendingDevice>;

/** At most this many waiting players are listed, the most recently heard from first. */
export const PENDING_DEVICES_LIMIT = 100;

const deviceAnswer = (description: string) => Ref(Device, { description });

export const deviceOperations = bearerOperations(tags, {
  listDevices: {
    method: 'GET',
    path: '/devices/',
    summary:
      'Activated devices, paged, newest id first by default. Free text matches name, asset tag and tags; the tags filter keeps devices carrying all of them. Forced tags always apply.',
    querystring: DeviceListQuery,
    response: { 200: DeviceList },
  },
  getDevice: {
    method: 'GET',
    path: '/devices/{id}',
    summary: 'One activated device.',
    params: IdParams,
    response: { 200: deviceAnswer('The device.') },
  },
  getDeviceAccess: {
    method: 'GET',
    path: '/devices/{id}/access',
    summary:
      'What the caller may do with this device (see it, edit it, send it remote commands), without the device itself: the check a client makes before each remote command. 404 for a device the caller may not see.',
    params: IdParams,
    response: { 200: DeviceAccess },
  },
  recordDeviceCommand: {
    method: 'POST',
    path: '/devices/{id}/commands',
    summary:
      'Record a remote command about to be sent to the device over MQTT (the gateway sends it): checks "command devices" and that the caller sees the device, and leaves the audit entry. 404 for a device the caller may not see; 422 for a delete-media without media_id.',
    params: IdParams,
    body: Type.Object(
      {
        command: StringEnum(DEVICE_COMMANDS),
        thumbnail: Type.Optional(Type.Boolean()),
        media_id: Type.Optional(Type.Integer({ minimum: 1 })),
      },
      { additionalProperties: false },
    ),
    response: {
      200: Type.Object(
        { device_id: Type.Integer(), command: StringEnum(DEVICE_COMMANDS) },
        { description: 'Recorded; send it.' },
      ),
    },
  },
  updateDevice: {
    method: 'PUT',
    path: '/devices/{id}',
    summary:
      "Update name, asset tag (sticker code), tags, licence and time zone. The caller's forced tags stay on the device.",
    params: IdParams,
    body: DeviceUpdate,
    response: { 200: deviceAnswer('The device as saved.') },
  },
  deleteDevice: {
    method: 'DELETE',
    path: '/devices/{id}',
    summary: 'Delete a device with its activity, system info and connectivity. The player must register again.',
    params: IdParams,
    response: { 200: Type.Object({ msg: Type.String(), device_id: Type.Integer() }, { description: 'Deleted.' }) },
  },
  listPendingDevices: {
    method: 'GET',
    path: '/devices/pending/',
    summary: `Players that registered and wait for activation, most recently heard from first (at most ${PENDING_DEVICES_LIMIT}), with their keys. For users who may activate devices (edit devices); 403 otherwise.`,
    response: {
      200: Type.Object({ devices: Type.Array(Ref(PendingDevice)) }, { description: 'The waiting players.' }),
    },
  },
  activateDevice: {
    method: 'POST',
    path: '/devices/activate',
    summary:
      "Activate the player that registered with this key (shown on its screen). Pasted separators are ignored and case does not matter. The activating user's forced tags are put on the device. 422 with msg for a malformed, unknown or already activated key.",
    body: Type.Object({ device_key: Type.String({ maxLength: 100 }) }),
    response: { 200: Type.Object({ device_id: Type.Integer() }, { description: 'The activated device.' }) },
  },
});

// ---- What devices reported, read by operators (spec 02 §7 "Devices") ----

export const DeviceActivity = Type.Object(
  {
    id: Type.Integer(),
    device_id: Type.Integer(),
    timestamp: Type.String({ format: 'date-time' }),
    event: Type.String(),
    details: JsonObject({ description: 'As the player reported it.' }),
  },
  { $id: 'DeviceActivity', description: 'One activity event a player reported.' },
);
export type DeviceActivity = Static<typeof DeviceActivity>;

/** The system info a player reports (spec 02 §7); players may add keys of their own. */
export const SystemInfoJson = Type.Object(
  {
    hwinfo: Type.Optional(Type.Unknown()),
    display: Type.Optional(
      Type.Object(
        {
          screens: Type.Optional(
            Type.Array(Type.Object({ width: Type.Optional(Type.Number()), height: Type.Optional(Type.Number()) })),
          ),
        },
        { additionalProperties: true },
      ),
    ),
    disk: Type.Optional(
      Type.Object(
        {
          disks: Type.Optional(
            Type.Array(
              Type.Object({
                name: Type.Optional(Type.String()),
                bytes_avail: Type.Optional(Type.Number()),
                bytes_used: Type.Optional(Type.Number()),
              }),
            ),
          ),
        },
        { additionalProperties: true },
      ),
    ),
  },
  { $id: 'SystemInfoJson', additionalProperties: true, description: 'hwinfo, display.screens, disk.disks, ...' },
);

export const SystemInfoEntry = Type.Object(
  { id: Type.Integer(), device_id: Type.Integer(), timestamp: Type.String({ format: 'date-time' }) },
  { $id: 'SystemInfoEntry', description: 'A system info snapshot, without its json.' },
);

export const SystemInfo = Type.Object(
  { ...SystemInfoEntry.properties, json: Ref(SystemInfoJson) },
  { $id: 'SystemInfo', description: 'A system info snapshot.' },
);
export type SystemInfo = Static<typeof SystemInfo>;

export const Connectivity = Type.Object(
  { date: Type.String({ format: 'date' }), c: Type.Number({ description: 'Percent connected that day.' }) },
  { $id: 'Connectivity', description: "One day's connectivity." },
);
export type Connectivity = Static<typeof Connectivity>;

/** The period a device report reads, the same for one device and for several (device-batches.ts). */
export const reportPeriod = { start_date: Type.Optional(IsoDate()), end_date: Type.Optional(IsoDate()) };

/** The filters of an activity read, of one device or of several (where `limit` counts per device). */
export function activityFilters(limit: { description?: string } = {}) {
  return {
    sort: Type.Optional(SortOrder),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: ACTIVITY_LIMIT, ...limit })),
    ...reportPeriod,
  };
}

export const deviceReportOperations = bearerOperations(tags, {
  listDeviceActivity: {
    method: 'GET',
    path: '/devices/{id}/activity',
    summary: 'Activity events of a device, newest first by default; start_date defaults to two weeks back.',
    params: IdParams,
    querystring: Query(activityFilters()),
    response: { 200: Type.Object({ activity: Type.Array(Ref(DeviceActivity)) }, { description: 'The events.' }) },
  },
  searchDeviceSystemInfo: {
    method: 'GET',
    path: '/devices/system_info/',
    summary:
      'Search system info snapshots (without their json), newest first by default. Read one with GET /devices/system_info/{id}.',
    querystring: Query({
      device_id: Type.Optional(Type.Integer({ minimum: 1 })),
      sort: Type.Optional(SortOrder),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
      start_date: Type.Optional(IsoDate()),
    }),
    response: {
      200: Type.Object({ system_info: Type.Array(Ref(SystemInfoEntry)) }, { description: 'The snapshots.' }),
    },
  },
  getDeviceSystemInfo: {
    method: 'GET',
    path: '/devices/system_info/{id}',
    summary: 'One system info snapshot with its json parsed.',
    params: IdParams,
    response: { 200: Ref(SystemInfo, { description: 'The snapshot.' }) },
  },
  getDeviceConnectivity: {
    method: 'GET',
    path: '/devices/{id}/connectivity',
    summary: 'Daily connectivity percent of a device (the uptime heat-map), oldest day first.',
    params: IdParams,
    querystring: Query(reportPeriod),
    response: {
      200: Type.Object({ connectivity: Type.Array(Ref(Connectivity)) }, { description: 'One entry per day.' }),
    },
  },
});
