import type { Permission } from '@signage/domain/permissions';
import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import type { TagRegistry } from '../kit/tag-registry.ts';
import type { UrlSigner } from '../media/signing.ts';

/**
 * Audio playlists are scheduled content, as layouts are: whoever may see layouts may see playlists, whoever may
 * change layouts may change playlists. No permission of their own: the catalogue's layout rights fit.
 */
export const VIEW_AUDIO_PLAYLISTS: readonly Permission[] = ['view layouts', 'edit layouts'];
export const EDIT_AUDIO_PLAYLISTS: readonly Permission[] = ['edit layouts'];

export interface AudioPlaylistContext {
  db: Db;
  sessions: Sessions;
  tagRegistry: TagRegistry;
  /** Signs the tracks' download links the random-playlist query answers. */
  signer: UrlSigner;
}
