import { AREA_VIEWERS, type Permission } from '@signage/domain/permissions';
import type { TaggedAreaContext } from '../kit/tagged-reads.ts';
import type { UrlSigner } from '../media/signing.ts';

/**
 * Audio playlists are scheduled content, as layouts are: whoever may see layouts may see playlists, whoever may
 * change layouts may change playlists. No permission of their own: the catalogue's layout rights fit.
 */
export const VIEW_AUDIO_PLAYLISTS: readonly Permission[] = AREA_VIEWERS.audio;
export const EDIT_AUDIO_PLAYLISTS: readonly Permission[] = ['edit layouts'];

export interface AudioPlaylistContext extends TaggedAreaContext {
  /** Signs the tracks' download links the random-playlist query answers. */
  signer: UrlSigner;
}
