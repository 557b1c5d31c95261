import { MESSAGES, notFoundMessage, USER_MESSAGES } from '@signage/domain/messages';
import { USER_RULE_MESSAGES } from '@signage/domain/users';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';
import {
  createUserRest,
  deleteUserRest,
  listUsersRest,
  setPermissionsRest,
  tokenOf,
  updateUserRest,
} from './testkit/users.ts';

// Issue 22, users and permissions over REST: create, list, update, delete and their refusals.
let stack: TestStack;
let admin: string;
let adminId: number;

const STRONG = 'Strong-Pass-9';
const countUsers = async () =>
  Number(
    (
      await stack.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function userWith(username: string, permissions: string[], forcedTags: string[] = []) {
  const id = await createUser(stack, { username, password: STRONG, permissions, forcedTags });
  return { id, token: (await tokenOf(stack.apiUrl, username, STRONG))! };
}

beforeAll(async () => {
  stack = await startTestStack();
  admin = (await tokenOf(stack.apiUrl, 'admin', ADMIN_PASSWORD))!;
  adminId = (await rest(stack.apiUrl, admin, 'GET', '/users/me')).body.user_id;
});
afterAll(async () => {
  await stack?.close();
});

describe('creating a user', () => {
  it('refuses a weak password with the spec message and saves nothing', async () => {
    const before = await countUsers();
    for (const password of ['short', 'alllowercase1', 'NoDigitsHere', 'Ünicode-Pass-1']) {
      const weak = await createUserRest(stack.apiUrl, admin, { username: 'weakling', password });
      expect(weak).toMatchObject({ status: 422, body: { msg: USER_MESSAGES.passwordRequirementsNotMet } });
    }
    expect(await countUsers()).toBe(before);
  });

  it('saves a strong password hashed, sets the email to the username, and the user can sign in', async () => {
    const created = await createUserRest(stack.apiUrl, admin, {
      username: 'kim@example.test',
      password: STRONG,
      first_name: 'Kim',
      tags: ['#ops'],
      cms_metadata: { landing_page: 'media' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      username: 'kim@example.test',
      email: 'kim@example.test',
      first_name: 'Kim',
      tags: [expect.objectContaining({ name: 'ops' })],
      permissions: [],
    });
    expect(created.body).not.toHaveProperty('password_hash');
    const row = await stack.db
      .selectFrom('users')
      .select('password_hash')
      .where('user_id', '=', created.body.user_id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain(STRONG);
    expect(await tokenOf(stack.apiUrl, 'kim@example.test', STRONG)).toBeTruthy();
  });

  it('refuses a username already taken, and an empty one', async () => {
    await createUserRest(stack.apiUrl, admin, { username: 'twice', password: STRONG });
    const again = await createUserRest(stack.apiUrl, admin, { username: ' twice ', password: STRONG });
    expect(again).toMatchObject({ status: 422, body: { msg: USER_RULE_MESSAGES.usernameTaken('twice') } });
    const blank = await createUserRest(stack.apiUrl, admin, { username: '  ', password: STRONG });
    expect(blank).toMatchObject({ status: 422, body: { msg: USER_RULE_MESSAGES.usernameEmpty } });
  });

  it('needs "edit users": anyone else is refused with 403 and nothing is saved', async () => {
    const viewer = await userWith('viewer-only', ['view users', 'set user permissions']);
    const before = await countUsers();
    const refused = await createUserRest(stack.apiUrl, viewer.token, { username: 'sneaky', password: STRONG });
    expect(refused).toMatchObject({ status: 403, body: { msg: MESSAGES.forbidden } });
    expect(await countUsers()).toBe(before);
    expect((await deleteUserRest(stack.apiUrl, viewer.token, adminId)).status).toBe(403);
    expect((await updateUserRest(stack.apiUrl, viewer.token, adminId, { first_name: 'Hacked' })).status).toBe(403);
    expect((await rest(stack.apiUrl, admin, 'GET', `/users/${adminId}`)).body.first_name).not.toBe('Hacked');
  });
});

describe('updating a user', () => {
  it('changes the password only when it meets the rules', async () => {
    const { id } = await userWith('changer', []);
    const weak = await updateUserRest(stack.apiUrl, admin, id, { password: 'weak' });
    expect(weak).toMatchObject({ status: 422, body: { msg: USER_MESSAGES.passwordRequirementsNotMet } });
    expect(await tokenOf(stack.apiUrl, 'changer', STRONG)).toBeTruthy();
    expect((await updateUserRest(stack.apiUrl, admin, id, { password: 'Another-Pass-7' })).status).toBe(200);
    expect(await tokenOf(stack.apiUrl, 'changer', 'Another-Pass-7')).toBeTruthy();
  });

  it('does not let users change their own username, password, tags or forced tags without "edit users"', async () => {
    const self = await userWith('selfish', [], ['north']);
    for (const body of [{ username: 'boss' }, { password: 'Another-Pass-7' }, { tags: ['x'] }, { forced_tags: [] }]) {
      expect((await updateUserRest(stack.apiUrl, self.token, self.id, body)).status).toBe(403);
    }
    const stored = await rest(stack.apiUrl, admin, 'GET', `/users/${self.id}`);
    expect(stored.body).toMatchObject({ username: 'selfish', forced_tags: ['north'] });
  });

  it('applies new forced tags on the user’s next request', async () => {
    const watcher = await userWith('watcher', ['view users']);
    const everyone = (await listUsersRest(stack.apiUrl, watcher.token)).body.page_info.total_items;
    await createUserRest(stack.apiUrl, admin, { username: 'south-1', password: STRONG, tags: ['south'] });
    expect((await updateUserRest(stack.apiUrl, admin, watcher.id, { forced_tags: ['south'] })).status).toBe(200);
    const seen = await listUsersRest(stack.apiUrl, watcher.token);
    expect(seen.body.page_info.total_items).toBeLessThan(everyone + 1);
    expect(seen.body.users.map((u) => u.username)).toEqual(['south-1']);
  });
});

describe('a restricted user (forced tags)', () => {
  it('sees, edits and deletes only users carrying their forced tags, and binds the users they create', async () => {
    const north = await userWith('north-admin', ['view users', 'edit users', 'set user permissions'], ['north']);
    const hidden = await createUserRest(stack.apiUrl, admin, {
      username: 'south-2',
      password: STRONG,
      tags: ['south'],
    });
    const list = await listUsersRest(stack.apiUrl, north.token);
    expect(list.body.users.every((u) => u.tags.some((t) => t.name === 'north'))).toBe(true);
    const id = hidden.body.user_id;
    const notFound = { status: 404, body: { msg: notFoundMessage('User', id) } };
    expect(await rest(stack.apiUrl, north.token, 'GET', `/users/${id}`)).toMatchObject(notFound);
    expect(await updateUserRest(stack.apiUrl, north.token, id, { first_name: 'X' })).toMatchObject(notFound);
    expect(await deleteUserRest(stack.apiUrl, north.token, id)).toMatchObject(notFound);
    expect(await setPermissionsRest(stack.apiUrl, north.token, id, [])).toMatchObject(notFound);
    expect((await rest(stack.apiUrl, admin, 'GET', `/users/${id}`)).body.first_name).toBe('');

    const made = await createUserRest(stack.apiUrl, north.token, { username: 'north-new', password: STRONG });
    expect(made.status).toBe(201);
    expect(made.body.tags.map((t) => t.name)).toEqual(['north']);
    expect(made.body.forced_tags).toEqual(['north']);
    const lifted = await updateUserRest(stack.apiUrl, north.token, made.body.user_id, { forced_tags: [] });
    expect(lifted.body.forced_tags).toEqual(['north']);
  });
});

describe('deleting a user', () => {
  it('deletes with the spec message and ends the user’s sessions', async () => {
    const doomed = await userWith('doomed', []);
    const gone = await deleteUserRest(stack.apiUrl, admin, doomed.id);
    expect(gone).toMatchObject({ status: 200, body: { msg: USER_MESSAGES.deleted } });
    expect((await rest(stack.apiUrl, doomed.token, 'GET', '/users/me')).status).toBe(401);
    expect(await rest(stack.apiUrl, admin, 'GET', `/users/${doomed.id}`)).toMatchObject({
      status: 404,
      body: { msg: notFoundMessage('User', doomed.id) },
    });
  });

  it('refuses to delete yourself', async () => {
    expect(await deleteUserRest(stack.apiUrl, admin, adminId)).toMatchObject({
      status: 422,
      body: { msg: USER_RULE_MESSAGES.deleteSelf },
    });
  });

  it('refuses to delete or demote the last user who can manage users', async () => {
    // The administrator alone can manage users (other suites' managers here lose the right first).
    await stack.db
      .updateTable('users')
      .set({ permissions: ['edit users', 'view users'] })
      .where('user_id', '!=', adminId)
      .where(sql<boolean>`permissions @> array['edit users', 'set user permissions']`)
      .execute();
    const deleter = await userWith('deleter', ['edit users']);
    expect(await deleteUserRest(stack.apiUrl, deleter.token, adminId)).toMatchObject({
      status: 422,
      body: { msg: USER_RULE_MESSAGES.lastManager },
    });
    const mine = (await rest(stack.apiUrl, admin, 'GET', `/users/${adminId}/permissions`)).body.permissions as string[];
    const demoted = await setPermissionsRest(
      stack.apiUrl,
      admin,
      adminId,
      mine.filter((p) => p !== 'set user permissions'),
    );
    expect(demoted).toMatchObject({ status: 422, body: { msg: USER_RULE_MESSAGES.lastManager } });
    expect((await rest(stack.apiUrl, admin, 'GET', `/users/${adminId}/permissions`)).body.permissions).toEqual(mine);
    // With a second manager, the first may go.
    const second = await userWith('second-manager', ['edit users', 'set user permissions']);
    expect((await deleteUserRest(stack.apiUrl, second.token, deleter.id)).status).toBe(200);
  });
});

describe('the user list', () => {
  it('pages, searches by name and filters by tags, and needs a user permission', async () => {
    await createUserRest(stack.apiUrl, admin, { username: 'finder-a', password: STRONG, last_name: 'Zebra' });
    await createUserRest(stack.apiUrl, admin, { username: 'finder-b', password: STRONG, tags: ['finders'] });
    expect((await listUsersRest(stack.apiUrl, admin, '?q=zebr')).body.users.map((u) => u.username)).toEqual([
      'finder-a',
    ]);
    expect((await listUsersRest(stack.apiUrl, admin, '?tags=finders')).body.users.map((u) => u.username)).toEqual([
      'finder-b',
    ]);
    const page = await listUsersRest(stack.apiUrl, admin, '?page_size=1&current_page=2');
    expect(page.body.users).toHaveLength(1);
    expect(page.body.page_info.total_items).toBe(await countUsers());
    const nobody = await userWith('nobody', []);
    expect(await listUsersRest(stack.apiUrl, nobody.token)).toMatchObject({
      status: 403,
      body: { msg: MESSAGES.forbidden },
    });
  });
});
