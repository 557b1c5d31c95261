import { DESIRED_STATE_MESSAGES } from '@signage/domain/tag-metadata/desired-state';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { activateDevice, playerCall, registerPlayer } from './testkit/devices.ts';
import { eventually } from './testkit/eventually.ts';
import {
  CreateDeviceSettingsRolloutMutationDocument,
  DeviceDesiredStateQueryDocument,
  TagMetadataRolloutQueryDocument,
  UpdateTagObjectsMutationDocument,
} from './testkit/gql/graphql.ts';
import { gql, signIn } from './testkit/graphql.ts';
import { rest } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';
import { createTagMetadata, hoursClosedOn } from './testkit/tag-metadata.ts';

/**
 * Issue 23, desired and reported state: a settings record reaching two players is pushed to both over MQTT; one
 * applies it, the other cannot (it refuses a zoom factor) and says why; the device page's GraphQL and the
 * record's roll-out show applied, failed and pending as the players answer.
 */
let stack: TestStack;
let gw: string;
let admin: string;
let adminRest: string;
const players: SimulatedPlayer[] = [];
const ids: Record<'agreeable' | 'refuser', string> = { agreeable: '', refuser: '' };

async function startPlayer(name: keyof typeof ids, refuse: boolean) {
  // Check-in once a minute once activated: what arrives within the test came over MQTT.
  const player = new SimulatedPlayer({
    apiUrl: stack.apiUrl,
    mqttUrl: stack.stack.mqttUrl!,
    name,
    checkinIntervalMs: 100,
    activeCheckinIntervalMs: 60_000,
    ...(refuse ? { refuseSettings: ['zoom_factor'] } : {}),
  });
  players.push(player);
  const key = await player.start();
  const { body } = await activateDevice(stack.apiUrl, adminRest, key);
  ids[name] = String(body.device_id);
  await rest(stack.apiUrl, adminRest, 'PUT', `/devices/${ids[name]}`, { tags: ['state-shop'], time_zone: 'UTC' });
  await player.whenActivated();
  await player.whenOnline();
  // New tags and zone over REST push nothing (the gateway pushes on its writes): its next check-in, made here.
  await player.refreshDesiredState();
  return player;
}

const desiredState = async (id: string) =>
  (await gql(gw, DeviceDesiredStateQueryDocument, { id }, admin)).data!.device.desiredState!;

beforeAll(async () => {
  stack = await startTestStack();
  gw = stack.gatewayUrl;
  admin = (await signIn(gw, 'admin', ADMIN_PASSWORD)).token;
  adminRest = admin;
  await startPlayer('agreeable', false);
  await startPlayer('refuser', true);
}, 120_000);
afterAll(async () => {
  await Promise.all(players.map((p) => p.stop()));
  await stack?.close();
});

describe('desired and reported state', () => {
  it('pushes a settings change to its devices and shows each answer and the roll-out', async () => {
    const [agreeable, refuser] = players as [SimulatedPlayer, SimulatedPlayer];
    // What they run with before any record reaches them was fetched and applied at check-in.
    await eventually(async () => (await desiredState(ids.agreeable)).state === 'APPLIED');
    const before = await desiredState(ids.agreeable);

    const created = await gql(
      gw,
      CreateDeviceSettingsRolloutMutationDocument,
      { input: { tags: ['state-shop'], value: { zoomFactor: 1.5, pageTimeout: 30 } } },
      admin,
    );
    const record = created.data!.createDeviceSettings;
    // Answered as saved: both devices have a new version and neither has answered it yet.
    expect(record.rollout).toEqual({ applied: 0, pending: 2, failed: 0 });

    await eventually(async () => {
      const state = await desiredState(ids.agreeable);
      expect(state).toMatchObject({ state: 'APPLIED', desiredVersion: before.desiredVersion + 1, reason: null });
      expect(state.reportedVersion).toBe(state.desiredVersion);
      expect(state.settings?.id).toBe(record.id);
      return true;
    });
    expect(agreeable.desired.settings.kiosk_browser).toMatchObject({ zoom_factor: 1.5, page_timeout: 30 });

    await eventually(async () => {
      expect(await desiredState(ids.refuser)).toMatchObject({
        state: 'FAILED',
        reason: 'This player cannot apply zoom_factor = 1.5.',
      });
      return true;
    });
    // The refusing player keeps running with what it had.
    expect(refuser.desired.settings.kiosk_browser.zoom_factor).toBe(1);

    const rollout = await gql(gw, TagMetadataRolloutQueryDocument, { id: record.id }, admin);
    expect(rollout.data!.tagMetadataRecord).toMatchObject({
      linkedDeviceCount: 2,
      rollout: { applied: 1, pending: 0, failed: 1 },
    });
  });

  it('pushes trading hours too: the player applies them and closes', async () => {
    const [agreeable] = players as [SimulatedPlayer];
    const today = new Date().toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' }).toLowerCase();
    const answer = await createTagMetadata(stack.apiUrl, adminRest, {
      category: 'trading hours',
      tags: ['state-shop'],
      json: hoursClosedOn(today),
    });
    expect(answer.status).toBe(201);
    // Saved over REST, so nothing was pushed (the gateway pushes on GraphQL writes): the player gets it at its
    // next check-in, made here.
    await agreeable.refreshDesiredState();
    expect(agreeable.trading.openAt()).toBe(false);
    expect((await desiredState(ids.agreeable)).state).toBe('APPLIED');
  });

  it("pushes the new state when the tag manager moves a device out of a record's reach", async () => {
    const [agreeable] = players as [SimulatedPlayer];
    expect(agreeable.trading.openAt()).toBe(false);
    const before = await desiredState(ids.agreeable);
    const edited = await gql(
      gw,
      UpdateTagObjectsMutationDocument,
      { selection: [{ type: 'DEVICE', id: ids.agreeable }], edit: { remove: ['state-shop'], add: ['state-other'] } },
      admin,
    );
    expect(edited.data!.updateTagObjects).toBe(1);
    // No check-in is made here: the bulk edit itself pushed the new version, which the player applies.
    await eventually(async () => {
      const state = await desiredState(ids.agreeable);
      expect(state).toMatchObject({ state: 'APPLIED', desiredVersion: before.desiredVersion + 1, settings: null });
      return true;
    });
    expect(agreeable.trading.openAt()).toBe(true);
    expect(agreeable.desired.settings.kiosk_browser.zoom_factor).toBe(1);
  });

  it('refuses an answer about a version never sent, and a failure without a reason', async () => {
    const state = await desiredState(ids.agreeable);
    const credentials = players[0]!.credentials!;
    const newer = await playerCall(stack.apiUrl, credentials, '/players/desired_state', {
      version: state.desiredVersion + 1,
      status: 'applied',
    });
    expect(newer).toMatchObject({
      status: 422,
      body: { msg: DESIRED_STATE_MESSAGES.newerThanDesired(state.desiredVersion + 1, state.desiredVersion) },
    });
    const silent = await playerCall(stack.apiUrl, credentials, '/players/desired_state', {
      version: state.desiredVersion,
      status: 'failed',
    });
    expect(silent).toMatchObject({ status: 422, body: { msg: DESIRED_STATE_MESSAGES.reasonNeeded } });
  });

  it('answers a player only once activated, and operators only with the right to see devices', async () => {
    const waiting = await registerPlayer(stack.apiUrl);
    const early = await playerCall(stack.apiUrl, waiting, '/players/desired_state', { version: 1, status: 'applied' });
    expect(early.status).toBe(403);

    await createUser(stack, { username: 'no-devices', password: 'No-devices-1' });
    const token = (await signIn(gw, 'no-devices', 'No-devices-1')).token;
    const refused = await rest(stack.apiUrl, token, 'GET', `/tagmetadata/desired_states?ids=${ids.agreeable}`);
    expect(refused.status).toBe(403);
  });
});
