import type { SearchArea } from '../kit/search-area.ts';
import { EDIT_USERS, type UserContext, VIEW_USERS } from './context.ts';
import { toUserJson } from './json.ts';
import { listUsers } from './repository.ts';

/**
 * Users in the header search and the tag manager, by username, names and tags. Not bulk-deletable (spec 02 §9:
 * media and layouts only); a tag change goes through the session cache like any change to a user.
 */
export function userSearchArea(ctx: UserContext): SearchArea {
  return {
    key: 'users',
    name: 'username',
    view: VIEW_USERS,
    edit: EDIT_USERS,
    embed: async (ids, viewer) => {
      if (ids.length === 0) return new Map();
      const filter = { ids, forcedTags: viewer.forced_tags };
      const { rows } = await listUsers(ctx, filter, { page: 1, pageSize: ids.length });
      return new Map(rows.map((row) => [row.user_id, toUserJson(row)]));
    },
    changed: () => ctx.sessions.usersChanged(),
  };
}
