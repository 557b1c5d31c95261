import { randomBytes } from 'node:crypto';
import { PERMISSIONS } from '@signage/domain/permissions';
import { hashPassword } from './auth/passwords.ts';
import type { Db } from './db/database.ts';

export const ADMIN_USERNAME = 'admin';

/**
 * Creates the first administrator, holding every permission, when no user exists yet.
 * Answers the password only when it was generated here, so it can be printed once.
 */
export async function ensureAdministrator(
  db: Db,
  password?: string,
): Promise<{ created: boolean; userId?: number; generatedPassword?: string }> {
  const any = await db.selectFrom('users').select('user_id').limit(1).executeTakeFirst();
  if (any) return { created: false };
  const generated = password ? undefined : randomBytes(12).toString('base64url');
  const row = await db
    .insertInto('users')
    .values({
      username: ADMIN_USERNAME,
      email: ADMIN_USERNAME,
      first_name: 'Administrator',
      password_hash: await hashPassword(password ?? generated ?? ''),
      permissions: [...PERMISSIONS],
      cms_metadata: JSON.stringify({ landing_page: 'layouts', taggroup_dashboard: [], introductions: [] }),
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return { created: true, userId: row.user_id, generatedPassword: generated };
}
