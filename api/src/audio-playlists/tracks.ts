import {
  type AudioPlaylistCheck,
  type AudioPlaylistDraft,
  checkAudioPlaylistSave,
} from '@signage/domain/audio/playlist';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { mediaWhere } from '../media/repository.ts';

/**
 * The save rules of spec 02 §5 on a draft as it will be stored, with the tracks checked against the audio media
 * the saver may see (held while the playlist is written); 422 with the rule's message, or with the no-tags question
 * unless the caller confirmed it.
 */
export async function checkPlaylist(
  trx: Kysely<Database>,
  draft: AudioPlaylistDraft & { playlist: readonly number[] },
  forcedTags: readonly string[],
  confirmNoTags: boolean,
): Promise<Extract<AudioPlaylistCheck, { ok: true }>> {
  const wanted = [...new Set(draft.playlist)];
  const found = wanted.length
    ? await trx
        .selectFrom('media')
        .select('media.media_id')
        .where('media.media_id', 'in', wanted)
        .where(mediaWhere({ forcedTags, mediaType: 'audio' }))
        .forKeyShare()
        .execute()
    : [];
  const check = checkAudioPlaylistSave(draft, forcedTags, new Set(found.map((m) => m.media_id)));
  if (!check.ok) throw new HttpError(422, check.msg);
  if (check.confirm && !confirmNoTags) throw new HttpError(422, check.confirm);
  return check;
}
