import { MESSAGES } from '@signage/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDevice } from './testkit/devices.ts';
import { rawGql, signIn } from './testkit/graphql.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;

beforeAll(async () => {
  stack = await startTestStack();
  token = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
  // A shared machine under load can take more than the default minute to start a stack.
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

const TRAIL = `query ($id: ID!, $after: String) {
  device(id: $id) { audit(first: 1, after: $after) { items { id action { actionId name } user { username } detailsJson } nextCursor } }
}`;

describe('audit over GraphQL', () => {
  it("pages a device's trail by cursor, and filters auditEntries by action", async () => {
    const { deviceId } = await seedDevice(
      stack,
      (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!,
    );
    await rest(
      stack.apiUrl,
      (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token,
      'PUT',
      `/devices/${deviceId}`,
      {
        name: 'Trail device',
      },
    );
    type Trail = {
      device: {
        audit: {
          items: { action: { actionId: string }; detailsJson: { changes: { after: { name?: string } }[] } }[];
          nextCursor: string | null;
        };
      };
    };
    const first = await rawGql<Trail>(stack.gatewayUrl, TRAIL, { id: String(deviceId) }, token);
    expect(first.errors).toBeUndefined();
    const newest = first.data!.device.audit;
    expect(newest.items[0]!.action.actionId).toBe('updateDevice');
    expect(newest.items[0]!.detailsJson.changes[0]!.after.name).toBe('Trail device');
    const second = await rawGql<Trail>(
      stack.gatewayUrl,
      TRAIL,
      { id: String(deviceId), after: newest.nextCursor },
      token,
    );
    expect(second.data!.device.audit.items[0]!.action.actionId).toBe('activateDevice');

    const byAction = await rawGql<{ auditEntries: { items: { deviceId: string }[] } }>(
      stack.gatewayUrl,
      'query { auditEntries(actionId: "activateDevice") { items { deviceId } nextCursor } }',
      {},
      token,
    );
    expect(byAction.data!.auditEntries.items.map((e) => e.deviceId)).toContain(String(deviceId));
    const check = await rawGql<{ auditCheck: { ok: boolean } }>(
      stack.gatewayUrl,
      '{ auditCheck { ok message } }',
      {},
      token,
    );
    expect(check.data!.auditCheck.ok).toBe(true);
  });

  it('refuses a user without "view audit"', async () => {
    await createUser(stack, { username: 'no-trail', password: 'No-trail-pass-1', permissions: ['view devices'] });
    const other = (await signIn(stack.gatewayUrl, 'no-trail', 'No-trail-pass-1')).token;
    const answer = await rawGql(stack.gatewayUrl, '{ auditEntries { items { id } } }', {}, other);
    expect(answer.errors?.[0]).toMatchObject({ message: MESSAGES.forbidden, extensions: { code: 'FORBIDDEN' } });
  });
});
