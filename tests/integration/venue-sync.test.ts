import { MESSAGES } from '@signage/domain/messages';
import { SYNC_MESSAGES } from '@signage/domain/venues/clock-sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { activateDevice, playerCall } from './testkit/devices.ts';
import { eventually } from './testkit/eventually.ts';
import {
  CreateVenueMutationDocument,
  ResyncVenueMutationDocument,
  VenueSyncQueryDocument,
} from './testkit/gql/graphql.ts';
import { gql, signIn } from './testkit/graphql.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';
import { createVenue, resyncVenue, venueDrift } from './testkit/venues.ts';

/**
 * Issue 24, venue clock sync: two simulated players in a venue, one the sync master; the follower, whose clock
 * runs 1.5 s ahead, measures its offset over MQTT and reports it; the venue's drift shows it; a resync sets the
 * follower's clock to the master's and the drift drops near 0.
 */
const SKEW_MS = 1500;
let stack: TestStack;
let gw: string;
let admin: string;
let viewer: string;
let venueId: string;
const players: { master?: SimulatedPlayer; follower?: SimulatedPlayer } = {};
const deviceIds = { master: 0, follower: 0 };

async function startPlayer(name: 'master' | 'follower', clockSkewMs: number) {
  const player = new SimulatedPlayer({
    apiUrl: stack.apiUrl,
    mqttUrl: stack.stack.mqttUrl!,
    name: `sync ${name}`,
    checkinIntervalMs: 100,
    activeCheckinIntervalMs: 60_000,
    clockSkewMs,
    syncEveryMs: 300,
  });
  players[name] = player;
  const key = await player.start();
  const { body } = await activateDevice(stack.apiUrl, admin, key);
  deviceIds[name] = body.device_id;
  await player.whenActivated();
  await player.whenOnline();
  return player;
}

const sync = async (token = admin) => (await gql(gw, VenueSyncQueryDocument, { id: venueId }, token)).data!.venue.sync;

beforeAll(async () => {
  stack = await startTestStack();
  gw = stack.gatewayUrl;
  admin = (await signIn(gw, 'admin', ADMIN_PASSWORD)).token;
  await createUser(stack, { username: 'sync-viewer', password: 'Sync-Viewer-1', permissions: ['view devices'] });
  viewer = (await signIn(gw, 'sync-viewer', 'Sync-Viewer-1')).token;
  await startPlayer('master', 0);
  await startPlayer('follower', SKEW_MS);
  // Over GraphQL: the gateway pushes each device its desired state, with its sync role, at once.
  const created = await gql(
    gw,
    CreateVenueMutationDocument,
    {
      input: {
        name: 'Sync hall',
        timeZone: 'UTC',
        deviceIds: [String(deviceIds.master), String(deviceIds.follower)],
        syncMasterDeviceId: String(deviceIds.master),
      },
    },
    admin,
  );
  venueId = created.data!.createVenue.id;
}, 120_000);
afterAll(async () => {
  await Promise.all(Object.values(players).map((p) => p?.stop()));
  await stack?.close();
});

describe('venue clock sync', () => {
  it('tells each player its role through its desired state', async () => {
    await eventually(() => players.master!.sync.role?.role === 'master', { what: 'master role' });
    await eventually(() => players.follower!.sync.role?.role === 'follower', { what: 'follower role' });
    expect(players.follower!.sync.role).toEqual({
      venue_id: Number(venueId),
      role: 'follower',
      master_device_id: deviceIds.master,
    });
  });

  it("shows the skewed follower's drift, and a resync brings it near 0", async () => {
    const drifting = await eventually(
      async () => {
        const follower = (await sync()).followers[0];
        return follower?.offsetMs !== null && follower?.offsetMs !== undefined ? follower : undefined;
      },
      { timeoutMs: 15_000, what: 'a drift sample' },
    );
    expect(drifting.deviceId).toBe(String(deviceIds.follower));
    expect(Math.abs(drifting.offsetMs! - SKEW_MS)).toBeLessThan(100);
    expect(drifting.samples.length).toBeGreaterThan(0);
    const shown = await sync();
    expect(shown.masterDeviceId).toBe(String(deviceIds.master));
    expect(shown.masterName).toBe('sync master');
    expect(shown.followers).toHaveLength(1);

    // Someone who may see the venue but not command devices sees the drift and may not resync.
    expect((await sync(viewer)).followers[0]!.offsetMs).not.toBeNull();
    const refused = await gql(gw, ResyncVenueMutationDocument, { id: venueId }, viewer);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe(MESSAGES.forbidden);

    const resync = await gql(gw, ResyncVenueMutationDocument, { id: venueId }, admin);
    expect(resync.errors).toBeUndefined();
    expect(resync.data!.resyncVenue).toEqual({
      message: 'Resync sent to 1 follower.',
      followerIds: [String(deviceIds.follower)],
      sent: 1,
    });
    await eventually(
      async () => {
        const offset = (await sync()).followers[0]!.offsetMs!;
        return Math.abs(offset) < 50;
      },
      { timeoutMs: 15_000, what: 'the drift near 0 after the resync' },
    );
    expect(Math.abs(players.follower!.clock.now() - Date.now())).toBeLessThan(60);
  });

  it('refuses a resync without a master and a clock sample from a device that follows none', async () => {
    const lone = await createVenue(stack.apiUrl, admin, { name: 'Lone', time_zone: 'UTC' });
    const refused = await resyncVenue(stack.apiUrl, admin, lone.body.venue.venue_id);
    expect(refused).toMatchObject({ status: 422, body: { msg: SYNC_MESSAGES.noMaster } });
    const drift = await venueDrift(stack.apiUrl, admin, lone.body.venue.venue_id);
    expect(drift.body).toMatchObject({ sync_master_device_id: null, followers: [] });

    const sample = { at: new Date().toISOString(), master_device_id: deviceIds.master, offset_ms: 3, round_trip_ms: 2 };
    const fromMaster = await playerCall(stack.apiUrl, players.master!.credentials!, '/players/clock_samples', {
      samples: [sample],
    });
    expect(fromMaster).toMatchObject({ status: 422, body: { msg: SYNC_MESSAGES.notInVenue } });
    const stale = await playerCall(stack.apiUrl, players.follower!.credentials!, '/players/clock_samples', {
      samples: [{ ...sample, at: '2001-01-01T00:00:00Z' }],
    });
    expect(stale.status).toBe(422);
    const missing = await resyncVenue(stack.apiUrl, admin, 999_999);
    expect(missing).toMatchObject({ status: 404, body: { msg: 'Venue 999999 not found.' } });
  });
});
