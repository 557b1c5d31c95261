import { ACCOUNT_MESSAGES } from '@signage/domain/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED } from '../../gateway/src/live-guard.ts';
import { enrolTwoFactor, totpCode } from './testkit/account.ts';
import { seedDevice } from './testkit/devices.ts';
import {
  CompleteSignInMutationDocument,
  CreateApiTokenMutationDocument,
  EndSessionMutationDocument,
  ExplainAccessQueryDocument,
  MeQueryDocument,
  MyApiTokensQueryDocument,
  MySessionsQueryDocument,
  ServerTimeSubscriptionDocument,
  SignInMutationDocument,
  SignOutEverywhereMutationDocument,
} from './testkit/gql/graphql.ts';
import { type GraphqlAnswer, gql, signIn, wsClient } from './testkit/graphql.ts';
import { createLayout, layoutBody } from './testkit/layouts.ts';
import { liveQuery } from './testkit/live.ts';
import { rest } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let admin: string;
// The machine is shared: starting the stack may take longer than the project's default.
beforeAll(async () => {
  stack = await startTestStack({ liveCheckMs: 3_600_000 });
  admin = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
}, 240_000);
afterAll(async () => {
  await stack?.close();
});

describe('two-factor sign-in through GraphQL', () => {
  it('signIn answers SECOND_FACTOR_REQUIRED with a challenge, and completeSignIn takes the code', async () => {
    await createUser(stack, { username: 'gql-totp', password: 'Totp-Pass-1' });
    const first = await signIn(stack.gatewayUrl, 'gql-totp', 'Totp-Pass-1');
    const { secret } = await enrolTwoFactor(stack.apiUrl, first.token);
    const step = await gql(stack.gatewayUrl, SignInMutationDocument, { username: 'gql-totp', password: 'Totp-Pass-1' });
    const error = step.errors?.[0];
    expect(error?.message).toBe(ACCOUNT_MESSAGES.codeRequired);
    expect(error?.extensions?.code).toBe('SECOND_FACTOR_REQUIRED');
    const challenge = (error?.extensions as { challenge?: string } | undefined)?.challenge ?? '';
    const wrong = await gql(stack.gatewayUrl, CompleteSignInMutationDocument, { challenge, code: '000000' });
    expect(wrong.errors?.[0]).toMatchObject({
      message: ACCOUNT_MESSAGES.wrongCode,
      extensions: { code: 'BAD_CREDENTIALS' },
    });
    const code = await totpCode(secret, Math.floor(Date.now() / 1000) + 30);
    const done = await gql(stack.gatewayUrl, CompleteSignInMutationDocument, { challenge, code });
    expect(done.data?.completeSignIn.user.username).toBe('gql-totp');
  });
});

describe('personal API tokens through GraphQL', () => {
  it('a token made with createApiToken is accepted as Bearer by /graphql, and its use recorded', async () => {
    const created = await gql(
      stack.gatewayUrl,
      CreateApiTokenMutationDocument,
      {
        input: {
          name: 'Dashboard feed',
          readOnly: false,
          permissions: ['view devices'],
          expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        },
      },
      admin,
    );
    const token = created.data!.createApiToken.token;
    expect(created.data?.createApiToken.apiToken).toMatchObject({ readOnly: false, permissions: ['view devices'] });
    expect((await gql(stack.gatewayUrl, MeQueryDocument, {}, token)).data?.me.username).toBe('admin');
    const tokens = await gql(stack.gatewayUrl, MyApiTokensQueryDocument, {}, admin);
    expect(tokens.data?.myApiTokens[0]?.lastUsedAt).not.toBeNull();
    // The token may not manage the account, though its owner may.
    const sessions = await gql(stack.gatewayUrl, MySessionsQueryDocument, {}, token);
    expect(sessions.errors?.[0]?.message).toBe(ACCOUNT_MESSAGES.tokenNotForAccount);
  });
});

describe('sessions through GraphQL', () => {
  const ended = async <T>(live: { next(match: (a: GraphqlAnswer<T>) => boolean): Promise<GraphqlAnswer<T>> }) =>
    (await live.next((a) => Boolean(a.errors))).errors?.[0]?.message;

  it('ending another session ends its live subscriptions at once', async () => {
    await createUser(stack, { username: 'two-screens', password: 'Screens-Pass-1' });
    const here = (await signIn(stack.gatewayUrl, 'two-screens', 'Screens-Pass-1')).token;
    const there = (await signIn(stack.gatewayUrl, 'two-screens', 'Screens-Pass-1')).token;
    const client = wsClient(stack.gatewayUrl, there);
    const live = liveQuery(client, ServerTimeSubscriptionDocument, {});
    await live.next();
    const listed = await gql(stack.gatewayUrl, MySessionsQueryDocument, {}, here);
    const other = listed.data!.mySessions.find((s) => !s.current)!;
    expect(listed.data?.mySessions).toHaveLength(2);
    expect((await gql(stack.gatewayUrl, EndSessionMutationDocument, { id: other.id }, here)).data).toEqual({
      endSession: true,
    });
    // The gateway re-checks only hourly here: the end came from the mutation's own sweep.
    expect(await ended(live)).toBe(SESSION_ENDED);
    await client.dispose();
  });

  it('signOutEverywhere ends every session and their subscriptions', async () => {
    await createUser(stack, { username: 'everywhere', password: 'Screens-Pass-1' });
    const a = (await signIn(stack.gatewayUrl, 'everywhere', 'Screens-Pass-1')).token;
    const b = (await signIn(stack.gatewayUrl, 'everywhere', 'Screens-Pass-1')).token;
    const clients = [wsClient(stack.gatewayUrl, a), wsClient(stack.gatewayUrl, b)];
    const lives = clients.map((c) => liveQuery(c, ServerTimeSubscriptionDocument, {}));
    for (const live of lives) await live.next();
    expect((await gql(stack.gatewayUrl, SignOutEverywhereMutationDocument, {}, a)).data).toEqual({
      signOutEverywhere: true,
    });
    for (const live of lives) expect(await ended(live)).toBe(SESSION_ENDED);
    expect((await rest(stack.apiUrl, b, 'GET', '/users/me')).status).toBe(401);
    for (const client of clients) await client.dispose();
  });
});

describe('explainAccess', () => {
  it('answers from the same rules the api enforces, on a table of cases', async () => {
    const northId = await createUser(stack, {
      username: 'north-editor',
      password: 'North-Pass-1',
      permissions: ['view layouts', 'edit layouts', 'view devices'],
      forcedTags: ['north'],
    });
    const north = (await signIn(stack.gatewayUrl, 'north-editor', 'North-Pass-1')).token;
    const own = (await createLayout(stack.apiUrl, admin, layoutBody([], { name: 'North menu', tags: ['north'] }))).body;
    const southern = (await createLayout(stack.apiUrl, admin, layoutBody([], { name: 'South menu', tags: ['south'] })))
      .body;
    const shared = (
      await createLayout(
        stack.apiUrl,
        admin,
        layoutBody([], { name: 'Shared menu', tags: ['south'], shared_with_network: true }),
      )
    ).body;
    const { deviceId } = await seedDevice(stack, admin, { tags: ['south'] });
    const cases: [string, { kind: 'LAYOUT' | 'DEVICE'; id: string } | undefined, boolean, string, number][] = [
      ['edit layouts', { kind: 'LAYOUT', id: String(own.layout_id) }, true, 'PUT', own.layout_id],
      ['edit layouts', { kind: 'LAYOUT', id: String(southern.layout_id) }, false, 'PUT', southern.layout_id],
      ['edit layouts', { kind: 'LAYOUT', id: String(shared.layout_id) }, false, 'PUT', shared.layout_id],
      ['view layouts', { kind: 'LAYOUT', id: String(shared.layout_id) }, true, 'GET', shared.layout_id],
      ['view devices', { kind: 'DEVICE', id: String(deviceId) }, false, 'GET', deviceId],
      ['edit devices', undefined, false, '', 0],
    ];
    for (const [action, object, allowed, method, id] of cases) {
      const answer = await gql(
        stack.gatewayUrl,
        ExplainAccessQueryDocument,
        { userId: String(northId), action, object },
        admin,
      );
      expect(answer.data?.explainAccess.allowed, `${action} ${JSON.stringify(object)}`).toBe(allowed);
      if (!method) continue;
      // What the api does for the user themselves agrees with the explanation.
      const path = `/${object!.kind === 'LAYOUT' ? 'layouts' : 'devices'}/${id}`;
      const body = method === 'PUT' ? { name: 'Renamed' } : undefined;
      const status = (await rest(stack.apiUrl, north, method, path, body)).status;
      expect(status === 200, `${method} ${path} answered ${status}`).toBe(allowed);
    }
    const unknown = await gql(
      stack.gatewayUrl,
      ExplainAccessQueryDocument,
      { userId: String(northId), action: 'fly' },
      admin,
    );
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Asking about another user needs "view users".
    const refused = await gql(
      stack.gatewayUrl,
      ExplainAccessQueryDocument,
      { userId: '1', action: 'view media' },
      north,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('explains an object hidden from the asker to a holder of "set user permissions", without its name; to others it is not found', async () => {
    // A manager bound to #east asks about a layout tagged #west, hidden from them, for a user who sees it.
    await createUser(stack, {
      username: 'east-manager',
      password: 'East-Pass-12',
      permissions: ['view users', 'set user permissions', 'view layouts'],
      forcedTags: ['east'],
    });
    await createUser(stack, {
      username: 'east-viewer',
      password: 'East-Pass-13',
      permissions: ['view users', 'view layouts'],
      forcedTags: ['east'],
    });
    const westId = await createUser(stack, {
      username: 'west-editor',
      password: 'West-Pass-12',
      permissions: ['view layouts', 'edit layouts'],
      forcedTags: [],
    });
    // The subject must be visible to the askers: users carry tags like any tagged object.
    await rest(stack.apiUrl, admin, 'PUT', `/users/${westId}`, { tags: ['east'] });
    const hidden = (
      await createLayout(stack.apiUrl, admin, layoutBody([], { name: 'West secret menu', tags: ['west'] }))
    ).body;
    const object = { kind: 'LAYOUT' as const, id: String(hidden.layout_id) };
    const manager = (await signIn(stack.gatewayUrl, 'east-manager', 'East-Pass-12')).token;
    const viewer = (await signIn(stack.gatewayUrl, 'east-viewer', 'East-Pass-13')).token;
    // The manager cannot read it themselves...
    expect((await rest(stack.apiUrl, manager, 'GET', `/layouts/${hidden.layout_id}`)).status).toBe(404);
    // ...but is told why west-editor may change it, without its name.
    const explained = await gql(
      stack.gatewayUrl,
      ExplainAccessQueryDocument,
      { userId: String(westId), action: 'edit layouts', object },
      manager,
    );
    expect(explained.errors).toBeUndefined();
    expect(explained.data?.explainAccess.allowed).toBe(true);
    expect(JSON.stringify(explained.data)).not.toContain('West secret menu');
    // Someone without the right learns nothing: hidden reads as missing.
    const refused = await gql(
      stack.gatewayUrl,
      ExplainAccessQueryDocument,
      { userId: String(westId), action: 'edit layouts', object },
      viewer,
    );
    const missing = await gql(
      stack.gatewayUrl,
      ExplainAccessQueryDocument,
      { userId: String(westId), action: 'edit layouts', object: { kind: 'LAYOUT', id: '99999999' } },
      viewer,
    );
    expect(refused.data?.explainAccess ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(refused.errors?.[0]?.message).toBe(`Layout ${hidden.layout_id} not found.`);
    expect(missing.errors?.[0]?.message).toBe('Layout 99999999 not found.');
  });
});
