import { NETWORK_BUCKETS, networkBucket } from '@signage/domain/devices';
import { Type } from 'typebox';
import type { DeviceRow } from './repository.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** The REST shape of a device (spec 02 §3 "Device"); `status` is its network bucket from last_contact. */
export const DeviceJson = Type.Object(
  {
    device_id: Type.Integer(),
    name: Type.String(),
    type: Type.String(),
    model_name: Type.String(),
    firmware_version: Type.String(),
    licensed: Type.Boolean(),
    last_contact: Nullable(Type.String({ format: 'date-time' })),
    contact_ip_address: Nullable(Type.String()),
    date_created: Type.String({ format: 'date-time' }),
    asset_tag: Type.String({ description: 'The sticker code.' }),
    tags: Type.Array(
      Type.Object({ name: Type.String(), color: Nullable(Type.String()), foreground_color: Nullable(Type.String()) }),
    ),
    device_key: Type.String({ description: 'The key the player registered with (not a secret once activated).' }),
    status: Type.Union(NETWORK_BUCKETS.map((b) => Type.Literal(b))),
  },
  { $id: 'Device' },
);

export function toDeviceJson(row: DeviceRow, now: Date) {
  return {
    device_id: row.device_id,
    name: row.name,
    type: row.type,
    model_name: row.model_name,
    firmware_version: row.firmware_version,
    licensed: row.licensed,
    last_contact: row.last_contact?.toISOString() ?? null,
    contact_ip_address: row.contact_ip_address,
    date_created: row.date_created.toISOString(),
    asset_tag: row.asset_tag,
    tags: row.tags,
    device_key: row.device_key,
    status: networkBucket(row.last_contact, now),
  };
}
