import { WIDGET_AUTH_MESSAGES } from '@signage/domain/data-sources/data-source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenCipher, tokenEncryptionSecret } from '../../api/src/widget-auths/token-cipher.ts';
import { createWidgetAuth, updateWidgetAuth } from './testkit/data-sources.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;
const SECRET = 'AAAAbearer-token-for-the-timeline-wxyz';

beforeAll(async () => {
  stack = await startTestStack();
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
});
afterAll(async () => {
  await stack?.close();
});

const storedRow = (id: number) =>
  stack.db.selectFrom('widget_auths').selectAll().where('widget_auth_id', '=', id).executeTakeFirstOrThrow();

describe('widget authentication', () => {
  it('stores the token encrypted and never answers it in full, not even on creation', async () => {
    const created = await createWidgetAuth(stack.apiUrl, token, {
      name: 'Brand timeline',
      tags: ['social'],
      widget_type: 'twitter-timeline',
      widget_auth_token: { token: SECRET },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Brand timeline',
      widget_type: 'twitter-timeline',
      widget_auth_token: { token: '••••wxyz' },
      tags: [{ name: 'social' }],
    });
    const id = created.body.widget_auth_id;
    const answers = [
      JSON.stringify(created.body),
      JSON.stringify((await rest(stack.apiUrl, token, 'GET', `/widgets/auth/${id}`)).body),
      JSON.stringify((await rest(stack.apiUrl, token, 'GET', '/widgets/auth/')).body),
    ];
    for (const answer of answers) expect(answer).not.toContain('bearer-token');

    // At rest: not the token, but AES-GCM that the installation's key opens.
    const row = await storedRow(id);
    expect(row.token_ciphertext).not.toContain('bearer-token');
    expect(row.token_hint).toBe('••••wxyz');
    const cipher = new TokenCipher(tokenEncryptionSecret(stack.dataDir));
    expect(cipher.decrypt(row.token_ciphertext)).toBe(SECRET);
  });

  it('keeps the token when an update does not send it, replaces it when it does', async () => {
    const { body } = await createWidgetAuth(stack.apiUrl, token, {
      name: 'Keep me',
      widget_type: 'twitter-timeline',
      widget_auth_token: { token: SECRET },
    });
    const id = body.widget_auth_id;
    const before = await storedRow(id);
    const renamed = await updateWidgetAuth(stack.apiUrl, token, id, { name: 'Kept', tags: ['news'] });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Kept', widget_auth_token: { token: '••••wxyz' } } });
    expect((await storedRow(id)).token_ciphertext).toBe(before.token_ciphertext);

    const replaced = await updateWidgetAuth(stack.apiUrl, token, id, {
      widget_auth_token: { token: 'new-token-0000-9876' },
    });
    expect(replaced.body.widget_auth_token).toEqual({ token: '••••9876' });
    const cipher = new TokenCipher(tokenEncryptionSecret(stack.dataDir));
    expect(cipher.decrypt((await storedRow(id)).token_ciphertext)).toBe('new-token-0000-9876');
  });

  it('accepts only twitter-timeline, a name and a token', async () => {
    const rss = await createWidgetAuth(stack.apiUrl, token, {
      name: 'Feed',
      widget_type: 'rss',
      widget_auth_token: { token: SECRET },
    });
    expect(rss).toMatchObject({ status: 422, body: { msg: WIDGET_AUTH_MESSAGES.widgetType('rss') } });
    expect(rss.body.msg).toBe('Widget type "rss" is not supported: the only widget type is twitter-timeline.');
    const blank = await createWidgetAuth(stack.apiUrl, token, {
      name: '  ',
      widget_type: 'twitter-timeline',
      widget_auth_token: { token: SECRET },
    });
    expect(blank).toMatchObject({ status: 422, body: { msg: WIDGET_AUTH_MESSAGES.nameEmpty } });
    const noToken = await rest(stack.apiUrl, token, 'POST', '/widgets/auth/', {
      name: 'x',
      widget_type: 'twitter-timeline',
    });
    expect(noToken.status).toBe(422);
    const { body } = await createWidgetAuth(stack.apiUrl, token, {
      name: 'Typed',
      widget_type: 'twitter-timeline',
      widget_auth_token: { token: SECRET },
    });
    const changed = await updateWidgetAuth(stack.apiUrl, token, body.widget_auth_id, { widget_type: 'web' });
    expect(changed).toMatchObject({ status: 422, body: { msg: WIDGET_AUTH_MESSAGES.widgetType('web') } });
  });

  it('refuses a user without the right, and applies forced tags', async () => {
    await createUser(stack, { username: 'designer', password: 'Design-Pass-1', permissions: ['edit layouts'] });
    await createUser(stack, { username: 'plain', password: 'Plain-Pass-1', permissions: ['view media'] });
    await createUser(stack, {
      username: 'north-admin',
      password: 'North-Pass-1',
      permissions: ['edit system'],
      forcedTags: ['north'],
    });
    const designer = (await restLogin(stack.apiUrl, 'designer', 'Design-Pass-1')).body.auth_token!;
    const plain = (await restLogin(stack.apiUrl, 'plain', 'Plain-Pass-1')).body.auth_token!;
    const northAdmin = (await restLogin(stack.apiUrl, 'north-admin', 'North-Pass-1')).body.auth_token!;
    expect((await rest(stack.apiUrl, plain, 'GET', '/widgets/auth/')).status).toBe(403);
    // Layout editors pick an auth for a twitter widget: they list them, masked, and may not change them.
    const listed = await rest(stack.apiUrl, designer, 'GET', '/widgets/auth/');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain('bearer-token');
    const created = await createWidgetAuth(stack.apiUrl, designer, {
      name: 'Not allowed',
      widget_type: 'twitter-timeline',
      widget_auth_token: { token: SECRET },
    });
    expect(created.status).toBe(403);
    const firstId = listed.body.widget_auths[0].widget_auth_id;
    expect((await updateWidgetAuth(stack.apiUrl, designer, firstId, { name: 'Hijack' })).status).toBe(403);
    expect((await rest(stack.apiUrl, northAdmin, 'GET', '/widgets/auth/')).body.widget_auths).toEqual([]);
    expect((await updateWidgetAuth(stack.apiUrl, northAdmin, firstId, { name: 'Hijack' })).status).toBe(404);
  });
});
