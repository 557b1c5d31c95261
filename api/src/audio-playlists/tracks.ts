import {
  type AudioPlaylistCheck,
  type AudioPlaylistDraft,
  checkAudioPlaylistSave,
} from '@signage/domain/audio/playlist';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { mediaWhereKeeping } from '../media/repository.ts';

/**
 * The save rules of spec 02 §5 on a draft as it will be stored, with the tracks checked against the audio media
 * the saver may see (held while the playlist is written); 422 with the rule's message, or with the no-tags question
 * unless the caller confirmed it. Tracks the playlist already holds (`kept`) need only still be audio: a user whose
 * forced tags hide one may rename or reorder the playlist without losing it, but not add a hidden track anew.
 */
export async function checkPlaylist(
  trx: Kysely<Database>,
  draft: AudioPlaylistDraft & { playlist: readonly number[] },
  forcedTags: readonly string[],
  confirmNoTags: boolean,
  kept: readonly number[] = [],
): Promise<Extract<AudioPlaylistCheck, { ok: true }>> {
  const wanted = [...new Set(draft.playlist)];
  // The found ids as one array in one row: a thousand rows cost more to hand over than to find (embedded database).
  const found = wanted.length
    ? ((
        await trx
          .selectFrom(
            trx
              .selectFrom('media')
              .select('media.media_id')
              .where(sql<boolean>`media.media_id = any(${wanted}::integer[])`)
              .where(mediaWhereKeeping({ forcedTags, mediaType: 'audio' }, kept))
              .forKeyShare()
              .as('found'),
          )
          .select(sql<number[] | null>`array_agg(found.media_id)`.as('ids'))
          .executeTakeFirst()
      )?.ids ?? [])
    : [];
  const check = checkAudioPlaylistSave(draft, forcedTags, new Set(found));
  if (!check.ok) throw new HttpError(422, check.msg);
  if (check.confirm && !confirmNoTags) throw new HttpError(422, check.confirm);
  return check;
}
