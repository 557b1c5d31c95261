import type { Device } from '@signage/contract/devices';
import { networkBucket } from '@signage/domain/device-status';
import type { OverLicence } from './context.ts';
import type { DeviceRow } from './repository.ts';

/** Without a licence verdict (a context that has none): no device is over the licence. */
export const NEVER_OVER: OverLicence = () => false;

/** The licence's verdict for one answer: the context's, or none. */
export function overLicenceOf(ctx: { overLicence?: () => Promise<OverLicence> }): Promise<OverLicence> {
  return ctx.overLicence ? ctx.overLicence() : Promise.resolve(NEVER_OVER);
}

/**
 * The REST shape of a device (spec 02 §3 "Device"); `status` is its network bucket from last_contact,
 * `overLicence` the licence's verdict (see DeviceContext.overLicence).
 */
export function toDeviceJson(row: DeviceRow, now: Date, overLicence: OverLicence = NEVER_OVER): Device {
  return {
    device_id: row.device_id,
    name: row.name,
    type: row.type,
    model_name: row.model_name,
    firmware_version: row.firmware_version,
    licensed: row.licensed,
    over_licence: overLicence(row),
    last_contact: row.last_contact?.toISOString() ?? null,
    contact_ip_address: row.contact_ip_address,
    date_created: row.date_created.toISOString(),
    date_activated: row.date_activated?.toISOString() ?? null,
    asset_tag: row.asset_tag,
    tags: row.tags,
    device_key: row.device_key,
    status: networkBucket(row.last_contact, now),
    time_zone: row.time_zone,
    venue_id: row.venue_id,
  };
}
