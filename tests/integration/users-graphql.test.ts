import { MESSAGES, notFoundMessage, USER_MESSAGES } from '@signage/domain/messages';
import { USER_RULE_MESSAGES } from '@signage/domain/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_ENDED } from '../../gateway/src/live-guard.ts';
import { seedDevice } from './testkit/devices.ts';
import {
  CreateUserMutationDocument,
  DeleteUserMutationDocument,
  DevicePresenceSubscriptionDocument,
  SetUserPermissionsMutationDocument,
  UpdateUserMutationDocument,
  UserListQueryDocument,
  UserPermissionsQueryDocument,
  UserQueryDocument,
  UserSearchQueryDocument,
} from './testkit/gql/graphql.ts';
import { gql, signIn, wsClient } from './testkit/graphql.ts';
import { liveQuery } from './testkit/live.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

// Issue 22 through GraphQL: the same rules as REST, and rights changes end live subscriptions at once.
let stack: TestStack;
let admin: string;
let adminId: string;
const STRONG = 'Strong-Pass-9';

async function userWith(username: string, permissions: string[], forcedTags: string[] = []) {
  const id = await createUser(stack, { username, password: STRONG, permissions, forcedTags });
  return { id: String(id), token: (await signIn(stack.gatewayUrl, username, STRONG)).token };
}
const codeAndMessage = (answer: { errors?: { message: string; extensions?: { code?: string } }[] }) => ({
  code: answer.errors?.[0]?.extensions?.code,
  message: answer.errors?.[0]?.message,
});

beforeAll(async () => {
  // Re-checks only hourly: a subscription that ends at once ended through the mutation's own re-check.
  stack = await startTestStack({ liveCheckMs: 3_600_000 });
  const signedIn = await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD);
  admin = signedIn.token;
  adminId = signedIn.user.id;
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

describe('users through GraphQL', () => {
  it('refuses a weak password with the spec message and saves nothing, then creates with a strong one', async () => {
    const weak = await gql(
      stack.gatewayUrl,
      CreateUserMutationDocument,
      { input: { username: 'gql-kim', password: 'weakpass' } },
      admin,
    );
    expect(codeAndMessage(weak)).toEqual({ code: 'BAD_USER_INPUT', message: USER_MESSAGES.passwordRequirementsNotMet });
    expect(
      (await gql(stack.gatewayUrl, UserListQueryDocument, { search: 'gql-kim' }, admin)).data?.users.items,
    ).toEqual([]);
    const made = await gql(
      stack.gatewayUrl,
      CreateUserMutationDocument,
      { input: { username: 'gql-kim', password: STRONG, tags: ['crew'] } },
      admin,
    );
    expect(made.data?.createUser).toMatchObject({ username: 'gql-kim', email: 'gql-kim', tags: [{ name: 'crew' }] });
    const listed = await gql(stack.gatewayUrl, UserListQueryDocument, { tags: ['crew'] }, admin);
    expect(listed.data?.users.items.map((u) => u.username)).toEqual(['gql-kim']);
    const taken = await gql(
      stack.gatewayUrl,
      CreateUserMutationDocument,
      { input: { username: 'gql-kim', password: STRONG } },
      admin,
    );
    expect(codeAndMessage(taken).message).toBe(USER_RULE_MESSAGES.usernameTaken('gql-kim'));
  });

  it('creates a user with the default landing page and clears a chosen one, as the console sends them (null)', async () => {
    const made = await gql(
      stack.gatewayUrl,
      CreateUserMutationDocument,
      { input: { username: 'gql-lander', password: STRONG, cmsMetadata: { landingPage: null } } },
      admin,
    );
    expect(made.errors).toBeUndefined();
    expect(made.data?.createUser.cmsMetadata.landingPage).toBeNull();
    const id = made.data!.createUser.id;
    const chosen = await gql(
      stack.gatewayUrl,
      UpdateUserMutationDocument,
      { id, input: { cmsMetadata: { landingPage: 'media' } } },
      admin,
    );
    expect(chosen.data?.updateUser.cmsMetadata.landingPage).toBe('media');
    const cleared = await gql(
      stack.gatewayUrl,
      UpdateUserMutationDocument,
      { id, input: { cmsMetadata: { landingPage: null } } },
      admin,
    );
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data?.updateUser.cmsMetadata.landingPage).toBeNull();
  });

  it('refuses a user without "edit users" with FORBIDDEN, and changes nothing', async () => {
    const viewer = await userWith('gql-viewer', ['view users']);
    const create = await gql(
      stack.gatewayUrl,
      CreateUserMutationDocument,
      { input: { username: 'gql-sneak', password: STRONG } },
      viewer.token,
    );
    expect(codeAndMessage(create)).toEqual({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
    const update = await gql(
      stack.gatewayUrl,
      UpdateUserMutationDocument,
      { id: adminId, input: { forcedTags: ['jail'] } },
      viewer.token,
    );
    expect(codeAndMessage(update).code).toBe('FORBIDDEN');
    expect(
      codeAndMessage(await gql(stack.gatewayUrl, DeleteUserMutationDocument, { id: adminId }, viewer.token)),
    ).toEqual({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
    expect((await gql(stack.gatewayUrl, UserQueryDocument, { id: adminId }, admin)).data?.user.forcedTags).toEqual([]);
  });

  it('lets an editor grant only what they hold and remove only what both hold', async () => {
    const editor = await userWith('gql-editor', ['set user permissions', 'view users', 'view media']);
    const target = await userWith('gql-target', ['edit system']);
    const set = (permissions: string[]) =>
      gql(stack.gatewayUrl, SetUserPermissionsMutationDocument, { id: target.id, permissions }, editor.token);
    expect((await set(['edit system', 'view media'])).data?.setUserPermissions).toEqual(['edit system', 'view media']);
    const beyond = await set(['edit system', 'view media', 'edit users']);
    expect(codeAndMessage(beyond)).toEqual({ code: 'FORBIDDEN', message: `${MESSAGES.forbidden} (edit users)` });
    expect(codeAndMessage(await set(['view media'])).code).toBe('FORBIDDEN');
    const held = await gql(stack.gatewayUrl, UserPermissionsQueryDocument, { id: target.id }, editor.token);
    expect(held.data?.userPermissions).toEqual(['edit system', 'view media']);
  });

  it('refuses deleting yourself, and hides users outside a restricted editor’s forced tags', async () => {
    const self = await gql(stack.gatewayUrl, DeleteUserMutationDocument, { id: adminId }, admin);
    expect(codeAndMessage(self)).toEqual({ code: 'BAD_USER_INPUT', message: USER_RULE_MESSAGES.deleteSelf });
    const north = await userWith('gql-north', ['view users', 'edit users'], ['north']);
    const hidden = await gql(stack.gatewayUrl, UserQueryDocument, { id: adminId }, north.token);
    expect(codeAndMessage(hidden)).toEqual({ code: 'NOT_FOUND', message: notFoundMessage('User', Number(adminId)) });
    const del = await gql(stack.gatewayUrl, DeleteUserMutationDocument, { id: adminId }, north.token);
    expect(codeAndMessage(del).code).toBe('NOT_FOUND');
  });
});

describe('users in the search', () => {
  it('finds users by tag for those who may view users, within their forced tags, and no one else', async () => {
    await gql(
      stack.gatewayUrl,
      CreateUserMutationDocument,
      { input: { username: 'gql-found', password: STRONG, tags: ['searchable', 'north'] } },
      admin,
    );
    await gql(
      stack.gatewayUrl,
      CreateUserMutationDocument,
      { input: { username: 'gql-found-south', password: STRONG, tags: ['searchable'] } },
      admin,
    );
    const found = await gql(stack.gatewayUrl, UserSearchQueryDocument, { tags: ['searchable'] }, admin);
    expect(found.data?.search.users?.items.map((u) => u.username).sort()).toEqual(['gql-found', 'gql-found-south']);
    const north = await userWith('gql-search-north', ['view users'], ['north']);
    const restricted = await gql(stack.gatewayUrl, UserSearchQueryDocument, { tags: ['searchable'] }, north.token);
    expect(restricted.data?.search.users?.items.map((u) => u.username)).toEqual(['gql-found']);
    const blind = await userWith('gql-search-blind', ['view media']);
    const none = await gql(stack.gatewayUrl, UserSearchQueryDocument, { tags: ['searchable'] }, blind.token);
    expect(none.data?.search.users ?? null).toBeNull();
  });
});

describe('changing rights ends live subscriptions that no longer fit, at once', () => {
  async function watching(username: string, tags: string[] = []) {
    const user = await userWith(username, ['view devices']);
    const { deviceId } = await seedDevice(stack, admin, { tags });
    const client = wsClient(stack.gatewayUrl, user.token);
    const live = liveQuery(client, DevicePresenceSubscriptionDocument, { id: String(deviceId) });
    await live.next();
    return { user, client, live };
  }
  const endedWith = async (live: Awaited<ReturnType<typeof watching>>['live']) =>
    (await live.next((a) => Boolean(a.errors))).errors?.[0];

  it('when setUserPermissions takes the right away', async () => {
    const { user, client, live } = await watching('gql-watcher-1');
    await gql(stack.gatewayUrl, SetUserPermissionsMutationDocument, { id: user.id, permissions: [] }, admin);
    expect(await endedWith(live)).toMatchObject({ message: ACCESS_ENDED, extensions: { code: 'FORBIDDEN' } });
    await client.dispose();
  });

  it('when updateUser gives forced tags that exclude the device', async () => {
    const { user, client, live } = await watching('gql-watcher-2', ['lobby']);
    await gql(stack.gatewayUrl, UpdateUserMutationDocument, { id: user.id, input: { forcedTags: ['cafe'] } }, admin);
    expect(await endedWith(live)).toMatchObject({ message: ACCESS_ENDED });
    await client.dispose();
  });
});
