import type { DeviceSettings } from '@signage/domain/tag-metadata/device-settings';
import { DEVICE_SETTINGS_MESSAGES } from '@signage/domain/tag-metadata/device-settings';
import {
  checkTagMetadataJson,
  MAX_DESCRIPTION_LENGTH,
  TAG_METADATA_PROBLEMS,
  type TagMetadataCategory,
} from '@signage/domain/tag-metadata/tag-metadata';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { unprocessable } from '../errors.ts';

/** The json to store for `category`, checked by the domain's rules; 422 with their message otherwise. */
export async function jsonToStore(trx: Kysely<Database>, category: TagMetadataCategory, json: unknown) {
  const checked = checkTagMetadataJson(category, json);
  if ('problem' in checked) throw unprocessable(checked.problem);
  if (category === 'device settings') await assertLocalZip(trx, checked.json as DeviceSettings);
  return JSON.stringify(checked.json);
}

/** Spec 02 §5: local play mode needs a zip media item (one that exists, held while the record is written). */
async function assertLocalZip(trx: Kysely<Database>, settings: DeviceSettings) {
  const { play_mode, local_media_id } = settings.kiosk_browser;
  if (play_mode !== 'local' || local_media_id === null) return;
  const zip = await trx
    .selectFrom('media')
    .select('media_id')
    .where('media_id', '=', local_media_id)
    .where('media_format', '=', 'zip')
    .forKeyShare()
    .executeTakeFirst();
  if (!zip) throw unprocessable(DEVICE_SETTINGS_MESSAGES.localNeedsZip);
}

export function descriptionToStore(given: string | undefined) {
  if (given === undefined) return undefined;
  const trimmed = given.trim();
  if (trimmed.length > MAX_DESCRIPTION_LENGTH) throw unprocessable(TAG_METADATA_PROBLEMS.description);
  return trimmed;
}
