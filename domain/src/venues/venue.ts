/**
 * Venues (spec 02 §3 "Venue"): where devices are, and the one authority for their time. A device belongs to at
 * most one venue; the venue's zone is the zone its devices' schedules and trading hours are evaluated in (the
 * device's own zone is the fallback for a device in no venue).
 */
import { savedMessages } from '../messages.ts';
import { requiredTextProblem } from '../required-text.ts';
import { timeZoneList } from '../schedules/time-zones.ts';

export const VENUE_NOUN = 'Venue';
export const MAX_VENUE_NAME_LENGTH = 255;
/** A venue is a shop or a site: a few dozen screens, not an estate. */
export const MAX_VENUE_DEVICES = 1000;

/** Spec 02 §8 ("Venue ... successfully created, updated, deleted") and the venue's own refusals. */
export const VENUE_MESSAGES = {
  ...savedMessages(VENUE_NOUN),
  devicesUpdated: 'Venue devices successfully updated.',
  nameEmpty: 'Venue name empty.',
  nameTooLong: `The venue name may hold at most ${MAX_VENUE_NAME_LENGTH} characters.`,
  timeZone: 'Time zone must be one of the listed IANA time zones.',
  syncMaster: "The sync master device must be one of the venue's devices.",
  tooManyDevices: `A venue holds at most ${MAX_VENUE_DEVICES} devices.`,
} as const;

let zones: ReadonlySet<string> | undefined;

/** Spec 02 §5: the fixed list of IANA zones a venue's zone comes from (the runtime's list plus UTC). */
export function venueTimeZones(): ReadonlySet<string> {
  zones ??= new Set(timeZoneList());
  return zones;
}

export function isVenueTimeZone(id: string): boolean {
  return venueTimeZones().has(id);
}

/** Spec 02 §5: an empty zone defaults to the browser's guess; one outside the list falls back to UTC. */
export function guessedTimeZone(): string {
  const guess = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return guess && isVenueTimeZone(guess) ? guess : 'UTC';
}

/** What is wrong with a venue's fields as sent (undefined: not sent), or undefined when nothing is. */
export function venueProblem(fields: { name?: string; time_zone?: string }): string | undefined {
  const { nameEmpty, nameTooLong } = VENUE_MESSAGES;
  const nameProblem = requiredTextProblem(fields.name, MAX_VENUE_NAME_LENGTH, nameEmpty, nameTooLong);
  if (nameProblem) return nameProblem;
  if (fields.time_zone !== undefined && !isVenueTimeZone(fields.time_zone)) return VENUE_MESSAGES.timeZone;
  return undefined;
}

/** The sync master must be one of the venue's devices (null: none). */
export function syncMasterProblem(master: number | null, deviceIds: readonly number[]): string | undefined {
  return master !== null && !deviceIds.includes(master) ? VENUE_MESSAGES.syncMaster : undefined;
}
