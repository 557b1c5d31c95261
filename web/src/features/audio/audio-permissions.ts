import type { Permission } from '@signage/domain/permissions';

/** Audio playlists are scheduled content, as layouts are: the api checks the layout rights on every call. */
export const EDIT_AUDIO_PLAYLISTS: readonly Permission[] = ['edit layouts'];
