import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCallsDuring } from './testkit/api-calls.ts';
import { playerCall, seedDevice } from './testkit/devices.ts';
import type {
  DeviceReportsListQuery,
  DeviceReportsListQueryVariables,
  DeviceTwiceQuery,
  DeviceTwiceQueryVariables,
} from './testkit/gql/graphql.ts';
import {
  DeviceActivityLimitsQueryDocument,
  DeviceNameQueryDocument,
  DeviceReportsListQueryDocument,
  DeviceTwiceQueryDocument,
} from './testkit/gql/graphql.ts';
import { gql } from './testkit/graphql.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

/**
 * A device's reports (system info, activity, uptime) are read in batches: a list of devices selecting them costs
 * a fixed number of REST calls, through the batched reads of /api, which refuse and filter as the one-device
 * reads do.
 */
let stack: TestStack;
let token: string;
/** 25 devices tagged TAG, in id order, each with its own reports (numbered by `model`). */
const TAG = 'reportbatch';
const devices: { deviceId: number; model: number }[] = [];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  stack = await startTestStack();
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  const seed = async (model: number) => {
    const device = await seedDevice(stack, token, { name: `Batch ${model}`, tags: [TAG] });
    // Two snapshots: the batch must answer the newer one, with its json.
    for (const width of [100 + model, 1000 + model]) {
      const sent = await playerCall(stack.apiUrl, device, '/players/system_info', {
        json: { display: { screens: [{ width, height: 1080 }] } },
      });
      expect(sent.status).toBe(200);
    }
    const events = [3, 2, 1].map((days) => ({ timestamp: daysAgo(days).toISOString(), event: `e${model}-${days}` }));
    expect((await playerCall(stack.apiUrl, device, '/players/activity', { events })).status).toBe(200);
    const entries = [2, 1].map((days) => ({ date: daysAgo(days).toISOString().slice(0, 10), c: model + days }));
    expect((await playerCall(stack.apiUrl, device, '/players/connectivity', { entries })).status).toBe(200);
    devices.push({ deviceId: device.deviceId, model });
  };
  // Five at a time: well within the api's queue for hashing player secrets.
  for (let first = 0; first < 25; first += 5) {
    await Promise.all([0, 1, 2, 3, 4].map((offset) => seed(first + offset)));
  }
  devices.sort((a, b) => a.deviceId - b.deviceId);
  // 25 registrations hash 25 player secrets (scrypt, two at a time): more than the usual hook time.
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

describe('a devices list with system info, activity and uptime', () => {
  it('costs 4 REST calls for 25 devices, each device with its own reports', async () => {
    let answer: Awaited<ReturnType<typeof gql<DeviceReportsListQuery, DeviceReportsListQueryVariables>>> | undefined;
    const calls = await apiCallsDuring(stack.apiUrl, async () => {
      answer = await gql(stack.gatewayUrl, DeviceReportsListQueryDocument, { tags: [TAG] }, token);
    });
    expect(answer?.errors).toBeUndefined();
    const items = answer!.data!.devices.items;
    expect(items).toHaveLength(25);
    // The list, then one call each for system info, activity and uptime (not 1 + 3 x 25).
    expect(calls).toBe(4);
    for (const [index, item] of items.entries()) {
      const { deviceId, model } = devices[index]!;
      expect(item.id).toBe(String(deviceId));
      expect(item.systemInfo).toEqual({ screens: [{ width: 1000 + model }] });
      // Newest first, two of three as asked.
      expect(item.activity).toEqual([{ event: `e${model}-1` }, { event: `e${model}-2` }]);
      expect(item.uptime.map((d) => d.percent)).toEqual([model + 2, model + 1]);
    }
  });

  it('keeps each place of the query to its own limit', async () => {
    const { data, errors } = await gql(stack.gatewayUrl, DeviceActivityLimitsQueryDocument, { tags: [TAG] }, token);
    expect(errors).toBeUndefined();
    for (const item of data!.devices.items) {
      expect(item.few).toHaveLength(1);
      expect(item.all).toHaveLength(3);
    }
  });

  it('answers a device asked for twice, and listed, from one call', async () => {
    // Seeded five at a time, so the lowest id need not be model 0.
    const { deviceId, model } = devices[0]!;
    let answer: Awaited<ReturnType<typeof gql<DeviceTwiceQuery, DeviceTwiceQueryVariables>>> | undefined;
    const calls = await apiCallsDuring(stack.apiUrl, async () => {
      answer = await gql(stack.gatewayUrl, DeviceTwiceQueryDocument, { id: String(deviceId) }, token);
    });
    expect(answer?.data).toEqual({ a: { name: `Batch ${model}` }, b: { name: `Batch ${model}` } });
    expect(calls).toBe(1);
    const missing = await gql(stack.gatewayUrl, DeviceNameQueryDocument, { id: '2000000000' }, token);
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Device 2000000000 not found.',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('the batched report reads of /api', () => {
  const ids = () => devices.map((d) => `device_ids=${d.deviceId}`).join('&');
  const paths = () => [
    `/devices/system_info/latest/?${ids()}`,
    `/devices/activity/?${ids()}`,
    `/devices/connectivity/?${ids()}`,
  ];

  it('refuse a user without the right to view devices, as the one-device reads do', async () => {
    await createUser(stack, { username: 'no-devices', password: 'no-devices-Pass-1', permissions: ['view media'] });
    const other = (await restLogin(stack.apiUrl, 'no-devices', 'no-devices-Pass-1')).body.auth_token!;
    const { deviceId } = devices[0]!;
    expect((await rest(stack.apiUrl, other, 'GET', `/devices/${deviceId}/activity`)).status).toBe(403);
    for (const path of paths()) {
      const refused = await rest(stack.apiUrl, other, 'GET', path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.msg, path).toBe('You do not have permission to perform this action.');
      expect((await rest(stack.apiUrl, undefined, 'GET', path)).status, path).toBe(401);
    }
  });

  it("leave out devices the caller's forced tags hide", async () => {
    const [shown, hidden] = devices;
    await rest(stack.apiUrl, token, 'PUT', `/devices/${shown!.deviceId}`, { tags: [TAG, 'floor-2'] });
    await createUser(stack, {
      username: 'floor-2',
      password: 'floor-2-Pass-1',
      permissions: ['view devices'],
      forcedTags: ['floor-2'],
    });
    const limited = (await restLogin(stack.apiUrl, 'floor-2', 'floor-2-Pass-1')).body.auth_token!;
    const both = `device_ids=${shown!.deviceId}&device_ids=${hidden!.deviceId}`;
    const seen = async (path: string, key: string) => {
      const { status, body } = await rest(stack.apiUrl, limited, 'GET', `${path}?${both}`);
      expect(status).toBe(200);
      return new Set((body[key] as { device_id: number }[]).map((row) => row.device_id));
    };
    expect(await seen('/devices/system_info/latest/', 'system_info')).toEqual(new Set([shown!.deviceId]));
    expect(await seen('/devices/activity/', 'activity')).toEqual(new Set([shown!.deviceId]));
    expect(await seen('/devices/connectivity/', 'connectivity')).toEqual(new Set([shown!.deviceId]));
    // The one-device read of the hidden device is a 404 for this user.
    expect((await rest(stack.apiUrl, limited, 'GET', `/devices/${hidden!.deviceId}/connectivity`)).status).toBe(404);
  });

  it('refuse more devices than one batch takes, and no devices, with a msg', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `device_ids=${i + 1}`).join('&');
    for (const query of [many, '']) {
      const refused = await rest(stack.apiUrl, token, 'GET', `/devices/activity/?${query}`);
      expect(refused.status).toBe(422);
      expect(typeof refused.body.msg).toBe('string');
    }
  });
});
