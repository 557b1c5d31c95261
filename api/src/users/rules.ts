import { USER_MESSAGES } from '@signage/domain/messages';
import { isStrongPassword } from '@signage/domain/password-rules';
import { canManageUsers, isPermission, MANAGE_USERS } from '@signage/domain/permissions';
import { normalUsername, USER_RULE_MESSAGES } from '@signage/domain/users';
import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { hasPgCode, PG_ERROR } from '../db/pg-errors.ts';
import type { Database } from '../db/schema.ts';
import { unprocessable } from '../errors.ts';
import { textArray } from '../kit/tag-registry.ts';
import type { UserContext } from './context.ts';

/** A username as stored, refused when empty. */
export function checkedUsername(given: string): string {
  const username = normalUsername(given);
  if (!username) throw unprocessable(USER_RULE_MESSAGES.usernameEmpty);
  return username;
}

/**
 * The password rules (spec 02 §5) before anything is hashed or saved, then the hash made in the api's one
 * hashing line, so creating users cannot crowd out sign-ins.
 */
export async function hashedPassword(ctx: Pick<UserContext, 'hashing'>, password: string): Promise<string> {
  if (!isStrongPassword(password)) throw unprocessable(USER_MESSAGES.passwordRequirementsNotMet);
  return ctx.hashing.run(() => hashPassword(password));
}

/** A taken username, from the unique index (two saves at once included), as the refusal a person can act on. */
export function usernameTaken(error: unknown, username: string): unknown {
  if (hasPgCode(error, PG_ERROR.uniqueViolation)) {
    return unprocessable(USER_RULE_MESSAGES.usernameTaken(username));
  }
  return error;
}

/** Permission names the catalogue does not know. */
export function unknownPermissions(permissions: readonly string[]): string[] {
  return permissions.filter((p) => !isPermission(p));
}

/**
 * Refuses a change that would leave nobody able to manage users: `userId` stops being a user manager (deleted,
 * or `next` lacks what managing takes) while no other user is one. Every manager's row is locked, so two such
 * changes at once cannot each count the other as the one left.
 */
export async function keepAUserManager(trx: Kysely<Database>, userId: number, next?: readonly string[]) {
  if (next && canManageUsers(next)) return;
  const managers = await trx
    .selectFrom('users')
    .select('user_id')
    .where(sql<boolean>`permissions @> ${textArray(MANAGE_USERS)}`)
    .forUpdate()
    .execute();
  const isManager = managers.some((m) => m.user_id === userId);
  if (isManager && managers.length === 1) throw unprocessable(USER_RULE_MESSAGES.lastManager);
}
