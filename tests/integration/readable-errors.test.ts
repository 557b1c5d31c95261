import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpdateMediaMutationDocument } from './testkit/gql/graphql.ts';
import { gql, signIn } from './testkit/graphql.ts';
import { png, upload } from './testkit/media.ts';
import { rest } from './testkit/rest.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

/** Issue 15: an invalid value is answered with a sentence a person understands, never the validator's path. */
let stack: TestStack;
let token: string;
let mediaId: number;

beforeAll(async () => {
  stack = await startTestStack();
  token = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
  const stored = await upload(stack.apiUrl, token, [{ name: 'named.png', data: await png(64, 36) }], ['named']);
  mediaId = Number(stored.body.media?.[0]?.media?.media_id);
});
afterAll(async () => {
  await stack?.close();
});

describe('an empty media name', () => {
  it('is refused through GraphQL with "Name may not be empty."', async () => {
    const answer = await gql(
      stack.gatewayUrl,
      UpdateMediaMutationDocument,
      { id: String(mediaId), input: { name: '' } },
      token,
    );
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: 'Name may not be empty.',
        extensions: { code: 'BAD_USER_INPUT', status: 422 },
      }),
    ]);
  });

  it('is refused through the REST proxy with the same sentence, and the name is kept', async () => {
    const answer = await rest(stack.gatewayUrl, token, 'PUT', `/media/${mediaId}`, { name: '' });
    expect(answer).toMatchObject({ status: 422, body: { msg: 'Name may not be empty.' } });
    const kept = await rest(stack.apiUrl, token, 'GET', `/media/${mediaId}`);
    expect(kept.body.name).toBe('named');
  });
});
