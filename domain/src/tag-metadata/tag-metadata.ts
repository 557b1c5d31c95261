/**
 * Tag metadata (spec 02 §3): records of a category, trading hours or device settings, whose json reaches the
 * devices carrying their tags; a device gets the most specific one of each category (specificity.ts).
 */
import { ADMIN_MESSAGES } from '../messages.ts';
import { TAG_METADATA_CATEGORIES } from '../search.ts';
import { checkDeviceSettings, type DeviceSettings } from './device-settings.ts';
import { checkTradingHours, type TradingHours } from './trading-hours.ts';

export { TAG_METADATA_CATEGORIES };
export type TagMetadataCategory = (typeof TAG_METADATA_CATEGORIES)[number];

export const TAG_METADATA_NOUN = 'Tag metadata';
/** A description is a line in a list, not a document. */
export const MAX_DESCRIPTION_LENGTH = 1000;

/** Spec 02 §8, by category. */
export const TAG_METADATA_MESSAGES = {
  'trading hours': {
    created: ADMIN_MESSAGES.tradingHoursCreated,
    updated: ADMIN_MESSAGES.tradingHoursUpdated,
    deleted: ADMIN_MESSAGES.tradingHoursDeleted,
  },
  'device settings': {
    created: ADMIN_MESSAGES.deviceSettingsCreated,
    updated: ADMIN_MESSAGES.deviceSettingsUpdated,
    deleted: ADMIN_MESSAGES.deviceSettingsDeleted,
  },
} as const satisfies Record<TagMetadataCategory, { created: string; updated: string; deleted: string }>;

export const TAG_METADATA_PROBLEMS = {
  category: `Category must be one of: ${TAG_METADATA_CATEGORIES.join(', ')}.`,
  categoryChange: 'The category of a record cannot change; make a new record instead.',
  description: `The description may hold at most ${MAX_DESCRIPTION_LENGTH} characters.`,
} as const;

export function isTagMetadataCategory(value: string): value is TagMetadataCategory {
  return (TAG_METADATA_CATEGORIES as readonly string[]).includes(value);
}

export type TagMetadataJson = TradingHours | DeviceSettings;

/** A record's json checked for its category: the form to store, or the first refusal in words. */
export function checkTagMetadataJson(
  category: TagMetadataCategory,
  json: unknown,
): { json: TagMetadataJson } | { problem: string } {
  if (category === 'trading hours') {
    const checked = checkTradingHours(json);
    return 'problem' in checked ? checked : { json: checked.hours };
  }
  const checked = checkDeviceSettings(json);
  return 'problem' in checked ? checked : { json: checked.settings };
}

/**
 * The update confirmation (spec 02 §5): it warns when more than 1 device is affected.
 */
export function updateConfirmation(category: TagMetadataCategory, devices: number): string {
  const what = category === 'trading hours' ? 'trading hours' : 'device settings';
  if (devices > 1)
    return `Warning: these ${what} apply to ${devices} devices. Are you sure you want to update them all?`;
  return `Are you sure you want to update these ${what}?`;
}
