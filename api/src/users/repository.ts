import type { Db } from '../db/database.ts';
import { findVisible } from '../kit/find-visible.ts';
import { type TagRegistry, taggedArea } from '../kit/tag-registry.ts';
import { listTagged, newestFirst, type Paging, type TaggedList } from '../kit/tagged-list.ts';
import { type TaggedFilter, taggedWhere } from '../kit/tagged-where.ts';

/** Users as a tagged area: free text matches the username and names besides the tags. */
export const USER_AREA = taggedArea({
  table: 'users',
  id: 'user_id',
  noun: 'User',
  text: ['username', 'first_name', 'last_name'],
});

/** Never the password hash. */
const COLUMNS = [
  'users.user_id',
  'users.username',
  'users.email',
  'users.first_name',
  'users.last_name',
  'users.date_created',
  'users.tags',
  'users.forced_tags',
  'users.permissions',
  'users.cms_metadata',
] as const;

const LIST: TaggedList<'users', typeof COLUMNS> = {
  area: USER_AREA,
  columns: COLUMNS,
  order: newestFirst('user_id'),
};

export interface UserLookup {
  db: Db;
  tagRegistry: TagRegistry;
}

const userWhere = (filter: TaggedFilter) => taggedWhere(USER_AREA, filter);

/** One page of users, newest first, with the total of matches and each tag's colours. */
export function listUsers(ctx: UserLookup, filter: TaggedFilter, paging: Paging) {
  return listTagged(ctx, LIST, filter, userWhere(filter), paging);
}

/**
 * One user the caller may see; 404 otherwise. A user always sees themselves (forced tags `[]`): forced tags
 * restrict which other users an editor reaches, not one's own profile.
 */
export function findUser(ctx: UserLookup, id: number, forcedTags: readonly string[]) {
  return findVisible(ctx, LIST, id, userWhere({ forcedTags }));
}

export type UserRow = Awaited<ReturnType<typeof findUser>>;
