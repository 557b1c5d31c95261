import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../../api/src/auth/tokens.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('REST sign-in and session', () => {
  it('answers a token and user id for the right credentials', async () => {
    const { status, body } = await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD);
    expect(status).toBe(200);
    expect(body.user_id).toBeGreaterThan(0);
    expect(body.auth_token).toMatch(/^[\w-]{40,}$/);
  });

  it('refuses wrong credentials with 401 and the spec message', async () => {
    const { status, body } = await restLogin(stack.apiUrl, 'admin', 'wrong-password');
    expect(status).toBe(401);
    expect(body.msg).toBe('Wrong Username/Password. Please try again...');
  });

  it('stores tokens only as hashes, and hashes passwords with scrypt', async () => {
    const { body } = await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD);
    const rows = await stack.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(tokenHash(body.auth_token!));
    expect(rows.map((r) => r.token_hash)).not.toContain(body.auth_token);
    const admin = await stack.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(admin.password_hash.startsWith('scrypt$')).toBe(true);
  });

  it('revokes the token on logout', async () => {
    const { body } = await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD);
    expect((await rest(stack.apiUrl, body.auth_token, 'GET', '/users/me')).status).toBe(200);
    expect((await rest(stack.apiUrl, body.auth_token, 'POST', '/logout')).status).toBe(200);
    const after = await rest(stack.apiUrl, body.auth_token, 'GET', '/users/me');
    expect(after.status).toBe(401);
    expect(after.body.msg).toBeTruthy();
  });

  it('refuses an expired token', async () => {
    const { body } = await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD);
    await stack.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', tokenHash(body.auth_token!))
      .execute();
    expect((await rest(stack.apiUrl, body.auth_token, 'GET', '/users/me')).status).toBe(401);
  });

  it('refuses a username for a while after repeated failures, even with the right password', async () => {
    await createUser(stack, { username: 'guessed', password: 'Right-Pass-1' });
    for (let i = 0; i < 5; i++) expect((await restLogin(stack.apiUrl, 'guessed', `wrong-${i}`)).status).toBe(401);
    const locked = await restLogin(stack.apiUrl, 'guessed', 'Right-Pass-1');
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toContain('Too many failed sign-in attempts');
    // Other usernames are not affected.
    expect((await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).status).toBe(200);
  });

  it('serves an OpenAPI document describing the calls', async () => {
    const { status, body } = await rest(stack.apiUrl, undefined, 'GET', '/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/logout', '/api/users/{id}', '/api/users/{id}/permissions']),
    );
  });

  it('answers unknown paths with 404 and a msg', async () => {
    const { status, body } = await rest(stack.apiUrl, undefined, 'GET', '/nothing-here');
    expect(status).toBe(404);
    expect(body.msg).toBe('Not found.');
  });
});
