import { API_TOKEN_PREFIX, tokenPermissions } from '@signage/domain/account';
import type { Db } from '../db/database.ts';
import { newToken, SESSION_USER_COLUMNS, type SessionUser, tokenHash } from './tokens.ts';
import { enrolmentRequiredSql } from './two-factor-required.ts';

/** last_used_at is written at most this often per token. */
const LAST_USED_EVERY_MS = 60_000;

/** A new personal API token: the prefix tells it from a session token; only its hash is stored. */
export const newApiToken = () => `${API_TOKEN_PREFIX}${newToken()}`;

/**
 * The caller behind a personal API token, or undefined when it is unknown, revoked or expired. Its permissions are
 * its scope intersected with what the owner holds now, read on every request: a token never does more than its
 * owner, and a demoted owner's tokens lose the same rights at once.
 */
export async function apiTokenUser(db: Db, token: string): Promise<SessionUser | undefined> {
  const hash = tokenHash(token);
  const now = new Date();
  const row = await db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.user_id', 'api_tokens.user_id')
    .select(SESSION_USER_COLUMNS)
    .select(['api_tokens.read_only', 'api_tokens.permissions as scope', 'api_tokens.last_used_at'])
    .select(enrolmentRequiredSql.as('enrolment_required'))
    .where('api_tokens.token_hash', '=', hash)
    .where('api_tokens.revoked_at', 'is', null)
    .where('api_tokens.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > LAST_USED_EVERY_MS) {
    await db.updateTable('api_tokens').set({ last_used_at: now }).where('token_hash', '=', hash).execute();
  }
  const scope = row.read_only ? { readOnly: true as const } : { readOnly: false as const, permissions: row.scope };
  return {
    user_id: row.user_id,
    username: row.username,
    permissions: tokenPermissions(scope, row.permissions),
    forced_tags: row.forced_tags,
    via: 'api-token',
    read_only: row.read_only,
    enrolment_required: Boolean(row.enrolment_required),
  };
}
