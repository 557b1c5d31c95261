import { LICENCE_MESSAGES } from '@signage/domain/licence';
import { MESSAGES } from '@signage/domain/messages';
import { PERMISSIONS } from '@signage/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LicenceQueryDocument, SystemInfoQueryDocument, UploadLicenceMutationDocument } from './testkit/gql/graphql.ts';
import { gql, signIn } from './testkit/graphql.ts';
import { signedLicence } from './testkit/licence.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let admin: string;
let operator: string;

beforeAll(async () => {
  stack = await startTestStack();
  admin = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
  await createUser(stack, {
    username: 'gql-operator',
    password: 'Licence-pass-2',
    permissions: PERMISSIONS.filter((p) => p !== 'edit system'),
  });
  operator = (await signIn(stack.gatewayUrl, 'gql-operator', 'Licence-pass-2')).token;
});
afterAll(async () => {
  await stack?.close();
});

const upload = (content: string, token = admin) =>
  gql(stack.gatewayUrl, UploadLicenceMutationDocument, { content, fileName: 'site.licence' }, token);

describe('the licence over GraphQL', () => {
  it('answers evaluation mode with no licence, and no licenceValid extension', async () => {
    const answer = await gql(stack.gatewayUrl, LicenceQueryDocument, {}, operator);
    expect(answer.data?.licence).toMatchObject({ isValid: true, state: 'EVALUATION', holder: null, problem: null });
    expect(answer.extensions?.licenceValid).toBeUndefined();
  });

  it('uploads a licence file as the REST multipart upload: accepted, or rejected with the spec text', async () => {
    const rejected = await upload('not a licence');
    expect(rejected.errors?.[0]).toMatchObject({
      message: LICENCE_MESSAGES.rejected,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const refused = await upload(signedLicence(5, 30), operator);
    expect(refused.errors?.[0]).toMatchObject({ message: MESSAGES.forbidden, extensions: { code: 'FORBIDDEN' } });

    const accepted = await upload(signedLicence(5, 30));
    expect(accepted.data?.uploadLicence).toMatchObject({
      message: LICENCE_MESSAGES.accepted,
      licence: { isValid: true, state: 'VALID', holder: 'Acme Retail', problem: null },
    });
  });

  it('marks results licenceValid: false while the licence is expired', async () => {
    const expired = await upload(signedLicence(5, -3));
    expect(expired.data?.uploadLicence.licence).toMatchObject({ state: 'EXPIRED', problem: 'expired 3 days ago' });
    expect(expired.extensions?.licenceValid).toBe(false);
    const read = await gql(stack.gatewayUrl, LicenceQueryDocument, {}, operator);
    expect(read.extensions?.licenceValid).toBe(false);
    await upload(signedLicence(5, 30));
    const again = await gql(stack.gatewayUrl, LicenceQueryDocument, {}, operator);
    expect(again.extensions?.licenceValid).toBeUndefined();
  });

  it('answers systemInfo to administrators only', async () => {
    const info = await gql(stack.gatewayUrl, SystemInfoQueryDocument, {}, admin);
    expect(info.data?.systemInfo).toMatchObject({
      database: process.env.DATABASE_URL ? 'POSTGRESQL' : 'PGLITE',
      broker: process.env.MQTT_URL ? 'EXTERNAL' : 'EMBEDDED',
      eventsRetentionMonths: 13,
      auditRetentionMonths: 13,
    });
    const refused = await gql(stack.gatewayUrl, SystemInfoQueryDocument, {}, operator);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
