import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  stack = await startTestStack();
  const { body } = await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD);
  adminToken = body.auth_token!;
  adminId = body.user_id!;
});
afterAll(async () => {
  await stack?.close();
});

async function tokenFor(username: string, password: string) {
  return (await restLogin(stack.apiUrl, username, password)).body.auth_token!;
}

describe('REST users and permissions', () => {
  it('lets a user read and update themselves, merging cms_metadata and dropping card results', async () => {
    const id = await createUser(stack, { username: 'self', password: 'Self-Pass-1' });
    const token = await tokenFor('self', 'Self-Pass-1');
    const put = await rest(stack.apiUrl, token, 'PUT', `/users/${id}`, {
      first_name: 'Sam',
      cms_metadata: {
        taggroup_dashboard: [{ name: 'Lobby', tags: [{ name: 'lobby', color: 'red' }], results: [{ id: 1 }] }],
      },
    });
    expect(put.status).toBe(200);
    await rest(stack.apiUrl, token, 'PUT', `/users/${id}`, { cms_metadata: { landing_page: 'media' } });
    const { body } = await rest(stack.apiUrl, token, 'GET', `/users/${id}`);
    expect(body.first_name).toBe('Sam');
    expect(body.cms_metadata).toEqual({
      landing_page: 'media',
      taggroup_dashboard: [{ name: 'Lobby', tags: [{ name: 'lobby', color: 'red' }] }],
    });
  });

  it('refuses an unknown landing page with 422 and keeps the stored one', async () => {
    const id = await createUser(stack, { username: 'lander', password: 'Land-Pass-1' });
    const token = await tokenFor('lander', 'Land-Pass-1');
    await rest(stack.apiUrl, token, 'PUT', `/users/${id}`, { cms_metadata: { landing_page: 'devices' } });
    const bad = await rest(stack.apiUrl, token, 'PUT', `/users/${id}`, { cms_metadata: { landing_page: 'moon' } });
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toContain('Landing page must be one of');
    expect((await rest(stack.apiUrl, token, 'GET', `/users/${id}`)).body.cms_metadata.landing_page).toBe('devices');
  });

  it('keeps a null sent for a nullable field as null: a null landing page clears the stored one', async () => {
    const id = await createUser(stack, { username: 'unlander', password: 'Land-Pass-1' });
    const token = await tokenFor('unlander', 'Land-Pass-1');
    await rest(stack.apiUrl, token, 'PUT', `/users/${id}`, { cms_metadata: { landing_page: 'media' } });
    const cleared = await rest(stack.apiUrl, token, 'PUT', `/users/${id}`, { cms_metadata: { landing_page: null } });
    expect(cleared.status).toBe(200);
    expect((await rest(stack.apiUrl, token, 'GET', `/users/${id}`)).body.cms_metadata.landing_page).toBeNull();
  });

  it('takes a JSON body as typed: a number where text belongs is refused, not turned into text', async () => {
    const bad = await rest(stack.apiUrl, adminToken, 'PUT', `/users/${adminId}`, { first_name: 42 });
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toContain('first_name');
    expect((await rest(stack.apiUrl, adminToken, 'GET', `/users/${adminId}`)).body.first_name).not.toBe('42');
  });

  it('validates bodies and answers 422 with msg', async () => {
    const bad = await rest(stack.apiUrl, adminToken, 'PUT', `/users/${adminId}`, { first_name: 42, surprise: true });
    expect(bad.status).toBe(422);
    expect(typeof bad.body.msg).toBe('string');
  });

  it('needs a permission to read or edit another user, and to lift forced tags', async () => {
    const id = await createUser(stack, { username: 'plain', password: 'Plain-Pass-1', forcedTags: ['north'] });
    const token = await tokenFor('plain', 'Plain-Pass-1');
    const other = await rest(stack.apiUrl, token, 'GET', `/users/${adminId}`);
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe('You do not have permission to perform this action.');
    expect((await rest(stack.apiUrl, token, 'PUT', `/users/${adminId}`, { first_name: 'x' })).status).toBe(403);
    expect((await rest(stack.apiUrl, token, 'PUT', `/users/${id}`, { forced_tags: [] })).status).toBe(403);
    expect((await rest(stack.apiUrl, adminToken, 'GET', `/users/${id}`)).body.forced_tags).toEqual(['north']);
  });

  it('lists permissions under "permissions"', async () => {
    const { status, body } = await rest(stack.apiUrl, adminToken, 'GET', `/users/${adminId}/permissions`);
    expect(status).toBe(200);
    expect(body.permissions).toContain('set user permissions');
  });

  it('lets "set user permissions" add only held permissions and remove only shared ones', async () => {
    await createUser(stack, {
      username: 'editor',
      password: 'Edit-Pass-1',
      permissions: ['set user permissions', 'view media'],
    });
    const target = await createUser(stack, {
      username: 'target',
      password: 'Targ-Pass-1',
      permissions: ['edit system'],
    });
    const editor = await tokenFor('editor', 'Edit-Pass-1');
    const add = await rest(stack.apiUrl, editor, 'PUT', `/users/${target}/permissions`, {
      permissions: ['edit system', 'view media'],
    });
    expect(add.status).toBe(200);
    const grantUnheld = await rest(stack.apiUrl, editor, 'PUT', `/users/${target}/permissions`, {
      permissions: ['edit system', 'view media', 'edit users'],
    });
    expect(grantUnheld.status).toBe(403);
    const removeUnshared = await rest(stack.apiUrl, editor, 'PUT', `/users/${target}/permissions`, {
      permissions: ['view media'],
    });
    expect(removeUnshared.status).toBe(403);
    const unknown = await rest(stack.apiUrl, adminToken, 'PUT', `/users/${target}/permissions`, {
      permissions: ['fly'],
    });
    expect(unknown.status).toBe(422);
    expect((await rest(stack.apiUrl, adminToken, 'GET', `/users/${target}/permissions`)).body.permissions).toEqual([
      'edit system',
      'view media',
    ]);
    const noRight = await tokenFor('target', 'Targ-Pass-1');
    expect((await rest(stack.apiUrl, noRight, 'PUT', `/users/${target}/permissions`, { permissions: [] })).status).toBe(
      403,
    );
  });
});
