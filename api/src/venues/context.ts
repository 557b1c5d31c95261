import { AREA_VIEWERS, type Permission } from '@signage/domain/permissions';
import type { OverLicence } from '../devices/context.ts';
import type { TaggedAreaContext } from '../kit/tagged-reads.ts';

/**
 * A venue groups devices and sets their clock: whoever may see devices may see venues, and whoever may change
 * devices may change venues. The catalogue's device rights fit; the spec names no permission of their own.
 */
export const VIEW_VENUES: readonly Permission[] = AREA_VIEWERS.venues;
export const EDIT_VENUES: readonly Permission[] = ['edit devices'];

export interface VenueContext extends TaggedAreaContext {
  /** The zone a schedule's wall clock is read in for a device in no venue and without its own zone. */
  displayTimeZone: string;
  /** Brings the desired state (trading hours, settings, zone) of devices whose zone a write changed up to date. */
  onDevicesChanged?: (deviceIds: number[]) => Promise<unknown>;
  /** The licence's verdict on licensed devices, for the venue's device list (as DeviceContext's). */
  overLicence?: () => Promise<OverLicence>;
}
