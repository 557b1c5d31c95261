import { AREA_VIEWERS, type Permission } from '@signage/domain/permissions';
import type { HashQueue } from '../auth/hash-queue.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { UserLookup } from './repository.ts';

/** Reading other users; changing them (names, username, password, tags, forced tags, deleting) is "edit users". */
export const VIEW_USERS: readonly Permission[] = AREA_VIEWERS.users;
export const EDIT_USERS: readonly Permission[] = ['edit users'];

export interface UserContext extends UserLookup {
  sessions: Sessions;
  /** The api's one password-hashing line (auth/hash-queue.ts), shared with sign-in so hashing stays bounded. */
  hashing: HashQueue;
}
