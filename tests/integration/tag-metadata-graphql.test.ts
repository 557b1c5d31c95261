import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDevice } from './testkit/devices.ts';
import {
  CreateDeviceSettingsMutationDocument,
  CreateTradingHoursMutationDocument,
  DeleteTagMetadataMutationDocument,
  DeviceTagMetadataQueryDocument,
  TagMetadataListQueryDocument,
  TagMetadataReachQueryDocument,
  UpdateTradingHoursMutationDocument,
} from './testkit/gql/graphql.ts';
import { gql, signIn } from './testkit/graphql.ts';
import { restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;
let restToken: string;
/** The untagged device settings of the second test: they reach every device. */
let everyDeviceSettings: string;

beforeAll(async () => {
  stack = await startTestStack();
  token = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
  restToken = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  // A whole stack (api, gateway, broker) on a shared, busy machine can take longer than the default minute.
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

const closed = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };

describe('trading hours and device settings through GraphQL', () => {
  it('saves typed trading hours with the same rules as REST', async () => {
    const created = await gql(
      stack.gatewayUrl,
      CreateTradingHoursMutationDocument,
      { input: { description: 'Week', tags: ['gq-week'], value: { monday: [{ start: '08:00', end: '12:00' }] } } },
      token,
    );
    expect(created.data?.createTradingHours).toMatchObject({
      category: 'TRADING_HOURS',
      description: 'Week',
      tradingHours: { monday: [{ start: '08:00', end: '12:00' }], saturday: [] },
    });
    const refused = await gql(
      stack.gatewayUrl,
      UpdateTradingHoursMutationDocument,
      { id: created.data!.createTradingHours.id, input: { value: { tuesday: [{ start: '10:00', end: '09:00' }] } } },
      token,
    );
    expect(refused.errors?.[0]?.message).toBe('Warning: End Time may not be before Start Time.');
    const four = Array.from({ length: 4 }, () => ({ start: '08:00', end: '09:00' }));
    const tooMany = await gql(
      stack.gatewayUrl,
      CreateTradingHoursMutationDocument,
      { input: { value: { sunday: four } } },
      token,
    );
    expect(tooMany.errors?.[0]?.message).toBe('cannot add more than 3 periods per day');
  });

  it('saves device settings with the spec defaults', async () => {
    const created = await gql(
      stack.gatewayUrl,
      CreateDeviceSettingsMutationDocument,
      { input: { value: { zoomFactor: 1.25, streamingSlots: ['rtsp://cam/1'] } } },
      token,
    );
    expect(created.data?.createDeviceSettings).toMatchObject({
      category: 'DEVICE_SETTINGS',
      settings: {
        kioskBrowser: {
          playMode: 'REMOTE',
          pageTimeout: 90,
          refreshTime: '05:30:00',
          keyboardPosition: 'BOTTOM',
          zoomFactor: 1.25,
        },
        streamingSlots: ['rtsp://cam/1', '', '', '', ''],
      },
    });
    everyDeviceSettings = created.data!.createDeviceSettings.id;
    const local = await gql(
      stack.gatewayUrl,
      CreateDeviceSettingsMutationDocument,
      { input: { value: { playMode: 'LOCAL' } } },
      token,
    );
    expect(local.errors?.[0]?.message).toBe('Local play mode needs a zip media item.');
  });

  it('answers which record a device gets and why, and whether it is closed', async () => {
    const { deviceId } = await seedDevice(stack, restToken, { tags: ['gq-shop', 'gq-corner'] });
    const make = (description: string, tags: string[], value: object) =>
      gql(stack.gatewayUrl, CreateTradingHoursMutationDocument, { input: { description, tags, value } }, token);
    const broad = (await make('Every shop', ['gq-shop'], { monday: [{ start: '00:00', end: '23:59' }] })).data!
      .createTradingHours.id;
    const corner = (await make('Corner shop', ['gq-shop', 'gq-corner'], closed)).data!.createTradingHours.id;

    const { data } = await gql(stack.gatewayUrl, DeviceTagMetadataQueryDocument, { id: String(deviceId) }, token);
    expect(data?.device.tradingState).toEqual({ open: false, today: [] });
    expect(data?.device.tradingHours.source).toEqual({ id: corner, description: 'Corner shop' });
    expect(data?.device.tradingHours.candidates).toEqual([
      {
        record: { id: corner },
        verdict: 'APPLIES',
        reason: 'The device carries all its tags (#gq-shop, #gq-corner), and no other record is more specific.',
      },
      {
        record: { id: broad },
        verdict: 'OUTRANKED',
        reason: '"Corner shop" is more specific (2 tags against 1 tag).',
      },
    ]);
    expect(data?.device.settings.source).toEqual({ id: everyDeviceSettings });

    const list = await gql(
      stack.gatewayUrl,
      TagMetadataListQueryDocument,
      { categories: ['TRADING_HOURS'], tags: ['gq-shop'] },
      token,
    );
    expect(list.data?.tagMetadata.items).toEqual([
      { id: corner, description: 'Corner shop', linkedDeviceCount: 1 },
      { id: broad, description: 'Every shop', linkedDeviceCount: 0 },
    ]);

    await seedDevice(stack, restToken, { tags: ['gq-shop', 'gq-corner'] });
    const reach = await gql(
      stack.gatewayUrl,
      TagMetadataReachQueryDocument,
      { category: 'TRADING_HOURS', tags: ['gq-shop', 'gq-corner'], id: corner },
      token,
    );
    expect(reach.data?.tagMetadataReach).toEqual({
      affectedDeviceCount: 2,
      confirmation: 'Warning: these trading hours apply to 2 devices. Are you sure you want to update them all?',
    });

    const deleted = await gql(stack.gatewayUrl, DeleteTagMetadataMutationDocument, { id: corner }, token);
    expect(deleted.data?.deleteTagMetadata).toBe(corner);
  });

  it('names by id the records a forced-tag user may not see, instead of failing the device they read', async () => {
    const { deviceId } = await seedDevice(stack, restToken, { tags: ['gq-cafe'] });
    await createUser(stack, {
      username: 'gq-cafe',
      password: 'Cafe-Pass-1',
      permissions: ['view devices'],
      forcedTags: ['gq-cafe'],
    });
    const cafe = (await signIn(stack.gatewayUrl, 'gq-cafe', 'Cafe-Pass-1')).token;
    const { data, errors } = await gql(
      stack.gatewayUrl,
      DeviceTagMetadataQueryDocument,
      { id: String(deviceId) },
      cafe,
    );
    expect(errors).toBeUndefined();
    // The untagged settings reach the device, but carry none of the user's forced tags.
    expect(data?.device.settings).toEqual({
      sourceId: everyDeviceSettings,
      source: null,
      candidates: [{ recordId: everyDeviceSettings, record: null, verdict: 'APPLIES' }],
    });
  });

  it('refuses a user who may not change devices', async () => {
    await createUser(stack, { username: 'gq-viewer', password: 'Viewer-Pass-1', permissions: ['view devices'] });
    const viewer = (await signIn(stack.gatewayUrl, 'gq-viewer', 'Viewer-Pass-1')).token;
    const refused = await gql(
      stack.gatewayUrl,
      CreateTradingHoursMutationDocument,
      { input: { value: { monday: [] } } },
      viewer,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
