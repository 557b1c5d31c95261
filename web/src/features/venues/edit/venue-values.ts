import { guessedTimeZone, venueProblem } from '@signage/domain/venues/venue';
import type { TagValue } from '../../../components/tags/tag-input.tsx';
import type { CreateVenueInput, UpdateVenueInput } from '../../../gql/graphql.ts';
import { objectBasicsInput, savedObjectBasics } from '../../../lib/object-basics.ts';
import { newObjectBasics } from '../../../lib/session-tags.ts';

export interface VenueDevice {
  id: string;
  name: string;
}

/** What the venue editor holds (spec 02 "Venues" editor). */
export interface VenueValues {
  name: string;
  tags: TagValue[];
  /** Spec 02 §5: from the fixed IANA list; the browser's guess when empty. */
  timeZone: string;
  /** One of `devices`, or '' for none. */
  syncMasterDeviceId: string;
  devices: VenueDevice[];
}

interface StoredVenue {
  name: string;
  tags: readonly TagValue[];
  timeZone: string;
  syncMasterDeviceId?: string | null;
  devices: readonly VenueDevice[];
}

export function initialVenueValues(venue: StoredVenue | undefined, sessionTags: readonly string[]): VenueValues {
  if (!venue)
    return { ...newObjectBasics(sessionTags), timeZone: guessedTimeZone(), syncMasterDeviceId: '', devices: [] };
  return {
    ...savedObjectBasics(venue),
    timeZone: venue.timeZone,
    syncMasterDeviceId: venue.syncMasterDeviceId ?? '',
    devices: venue.devices.map(({ id, name }) => ({ id, name })),
  };
}

/** The zone to save: an emptied field takes the browser's guess (spec 02 §5). */
export function zoneToSave(values: VenueValues) {
  return values.timeZone.trim() || guessedTimeZone();
}

/** The same rules as the service, in the same words. */
export function venueFormProblem(values: VenueValues): string | undefined {
  return venueProblem({ name: values.name, time_zone: zoneToSave(values) });
}

/** Adding a device it has already is no change; removing the sync master clears it. */
export function withDevice(values: VenueValues, device: VenueDevice): VenueValues {
  if (values.devices.some((d) => d.id === device.id)) return values;
  return { ...values, devices: [...values.devices, device] };
}

export function withoutDevice(values: VenueValues, id: string): VenueValues {
  return {
    ...values,
    devices: values.devices.filter((d) => d.id !== id),
    syncMasterDeviceId: values.syncMasterDeviceId === id ? '' : values.syncMasterDeviceId,
  };
}

export function createVenueInput(values: VenueValues): CreateVenueInput {
  return {
    ...objectBasicsInput(values),
    timeZone: zoneToSave(values),
    deviceIds: values.devices.map((d) => d.id),
    ...(values.syncMasterDeviceId ? { syncMasterDeviceId: values.syncMasterDeviceId } : {}),
  };
}

export function updateVenueInput(values: VenueValues): UpdateVenueInput {
  return {
    ...objectBasicsInput(values),
    timeZone: zoneToSave(values),
    syncMasterDeviceId: values.syncMasterDeviceId || null,
  };
}
