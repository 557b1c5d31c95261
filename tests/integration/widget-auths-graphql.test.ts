import { WIDGET_AUTH_MESSAGES } from '@signage/domain/data-sources/data-source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenCipher, tokenEncryptionSecret } from '../../api/src/widget-auths/token-cipher.ts';
import {
  type CreateWidgetAuthInput,
  CreateWidgetAuthMutationDocument,
  type UpdateWidgetAuthInput,
  UpdateWidgetAuthMutationDocument,
  WidgetAuthListQueryDocument,
  WidgetAuthQueryDocument,
} from './testkit/gql/graphql.ts';
import { gql, signIn } from './testkit/graphql.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;
const SECRET = 'timeline-bearer-token-5678';

beforeAll(async () => {
  stack = await startTestStack();
  token = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
});
afterAll(async () => {
  await stack?.close();
});

const create = (input: CreateWidgetAuthInput, as = token) =>
  gql(stack.gatewayUrl, CreateWidgetAuthMutationDocument, { input }, as);
const update = (id: string, input: UpdateWidgetAuthInput) =>
  gql(stack.gatewayUrl, UpdateWidgetAuthMutationDocument, { id, input }, token);
const storedToken = async (id: string) => {
  const row = await stack.db
    .selectFrom('widget_auths')
    .select('token_ciphertext')
    .where('widget_auth_id', '=', Number(id))
    .executeTakeFirstOrThrow();
  return new TokenCipher(tokenEncryptionSecret(stack.dataDir)).decrypt(row.token_ciphertext);
};

describe('widget auths through GraphQL', () => {
  it('answers the token masked only, on creation, by id and in the list', async () => {
    const created = await create({ name: 'Brand', tags: ['social'], widgetType: 'TWITTER_TIMELINE', token: SECRET });
    expect(created.data?.createWidgetAuth).toMatchObject({
      name: 'Brand',
      widgetType: 'TWITTER_TIMELINE',
      maskedToken: '••••5678',
      tags: [{ name: 'social' }],
    });
    const id = created.data!.createWidgetAuth.id;
    const one = await gql(stack.gatewayUrl, WidgetAuthQueryDocument, { id }, token);
    const list = await gql(stack.gatewayUrl, WidgetAuthListQueryDocument, {}, token);
    for (const answer of [created, one, list]) expect(JSON.stringify(answer)).not.toContain('bearer-token');
    expect(JSON.stringify(list)).toContain('••••5678');
  });

  it('keeps the token when an update leaves it out, replaces it when given', async () => {
    const id = (await create({ name: 'Keep', widgetType: 'TWITTER_TIMELINE', token: SECRET })).data!.createWidgetAuth
      .id;
    const renamed = await update(id, { name: 'Kept', tags: ['x'] });
    expect(renamed.data?.updateWidgetAuth).toMatchObject({ name: 'Kept', maskedToken: '••••5678' });
    expect(await storedToken(id)).toBe(SECRET);
    const replaced = await update(id, { token: 'another-long-token-abcd' });
    expect(replaced.data?.updateWidgetAuth.maskedToken).toBe('••••abcd');
    expect(await storedToken(id)).toBe('another-long-token-abcd');
  });

  it('carries the spec messages and refuses a user without the right', async () => {
    const empty = await create({ name: ' ', widgetType: 'TWITTER_TIMELINE', token: SECRET });
    expect(empty.errors?.[0]).toMatchObject({
      message: WIDGET_AUTH_MESSAGES.nameEmpty,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await createUser(stack, { username: 'layouter', password: 'Layout-Pass-1', permissions: ['edit layouts'] });
    const layouter = (await signIn(stack.gatewayUrl, 'layouter', 'Layout-Pass-1')).token;
    // Layout editors may pick a widget auth (masked) but not create one: that holds third-party credentials.
    const listed = await gql(stack.gatewayUrl, WidgetAuthListQueryDocument, {}, layouter);
    expect(listed.errors).toBeUndefined();
    const refused = await create({ name: 'Mine', widgetType: 'TWITTER_TIMELINE', token: SECRET }, layouter);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data).toBeNull();
  });
});
