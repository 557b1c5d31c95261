import type { User } from '@signage/contract/users';
import type { UserRow } from './repository.ts';

/** A user as answered: never the password hash. */
export const toUserJson = (row: UserRow): User => ({
  user_id: row.user_id,
  username: row.username,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  date_created: row.date_created.toISOString(),
  tags: row.tags,
  forced_tags: row.forced_tags,
  permissions: row.permissions,
  cms_metadata: row.cms_metadata,
});
