import { deviceCredentials } from '@signage/domain/broker-credentials';
import { deviceInTopic, deviceOutTopic, deviceScreenshotTopic } from '@signage/domain/device-topics';
import { sql } from 'kysely';
import type { MqttClient } from 'mqtt';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedPlayer } from '../../players/src/player.ts';
import {
  activateDevice,
  connectAsGateway,
  nextMessage,
  playerCall,
  recordMessages,
  registerPlayer,
  seedDevice,
  setLastContact,
  subscribe,
} from './testkit/devices.ts';
import { eventually } from './testkit/eventually.ts';
import { createLayout, element, layoutBody } from './testkit/layouts.ts';
import { png, upload } from './testkit/media.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { startRestartableBroker } from './testkit/restartable-broker.ts';
import { createSchedule, scheduleBody } from './testkit/schedules.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;

beforeAll(async () => {
  stack = await startTestStack();
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
});
afterAll(async () => {
  await stack?.close();
});

async function tokenFor(username: string, permissions: string[], forcedTags: string[] = []) {
  const password = `${username}-Pass-1`;
  await createUser(stack, { username, password, permissions, forcedTags });
  return (await restLogin(stack.apiUrl, username, password)).body.auth_token!;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
type Listed = { device_id: number; name: string };

describe('device activation', () => {
  it('activates a registered player by its key, once', async () => {
    const player = await registerPlayer(stack.apiUrl);
    expect(player.device_key).toMatch(/^\w{5}-\w{5}-\w{5}-\w{5}$/);
    const { status, body } = await activateDevice(stack.apiUrl, token, player.device_key);
    expect(status).toBe(200);
    expect(body).toEqual({ device_id: expect.any(Number) });
    const device = await rest(stack.apiUrl, token, 'GET', `/devices/${body.device_id}`);
    expect(device.body).toMatchObject({ device_id: body.device_id, device_key: player.device_key, licensed: false });

    const again = await activateDevice(stack.apiUrl, token, player.device_key);
    expect(again.status).toBe(422);
    expect(again.body.msg).toBe('This device is already activated.');
  });

  it('accepts a pasted key with other separators, in any case', async () => {
    const player = await registerPlayer(stack.apiUrl);
    const pasted = ` ${player.device_key.toLowerCase().replaceAll('-', ' ')}\n`;
    expect((await activateDevice(stack.apiUrl, token, pasted)).status).toBe(200);
  });

  it('answers 422 with a msg for a malformed or unknown key', async () => {
    const malformed = await activateDevice(stack.apiUrl, token, 'ABCDE-FGHIJ-KLMNO');
    expect(malformed.status).toBe(422);
    expect(malformed.body.msg).toBe('Device Key not entered correctly.');
    const unknown = await activateDevice(stack.apiUrl, token, 'AAAAA-AAAAA-AAAAA-AAAAA');
    expect(unknown.status).toBe(422);
    expect(unknown.body.msg).toBe('No device is waiting for activation with this key.');
    const missing = await rest(stack.apiUrl, token, 'POST', '/devices/activate', {});
    expect(missing.status).toBe(422);
    expect(typeof missing.body.msg).toBe('string');
  });

  it('lists players waiting for activation with their keys to who may activate, and records when it was activated', async () => {
    const player = await registerPlayer(stack.apiUrl);
    const pending = await rest(stack.apiUrl, token, 'GET', '/devices/pending/');
    expect(pending.status).toBe(200);
    const listed = pending.body.devices.find((d: { device_key: string }) => d.device_key === player.device_key);
    expect(listed).toMatchObject({ device_id: expect.any(Number), date_created: expect.any(String) });

    const viewer = await tokenFor('pending-viewer', ['view devices']);
    const refused = await rest(stack.apiUrl, viewer, 'GET', '/devices/pending/');
    expect(refused.status).toBe(403);
    expect(typeof refused.body.msg).toBe('string');

    // Registered a day ago, activated now: "Activated" is the activation time, not the registration.
    await stack.db
      .updateTable('devices')
      .set({ date_created: sql`now() - interval '1 day'` } as never)
      .where('device_key', '=', player.device_key)
      .execute();
    const before = Date.now();
    const { body } = await activateDevice(stack.apiUrl, token, player.device_key);
    const device = (await rest(stack.apiUrl, token, 'GET', `/devices/${body.device_id}`)).body;
    expect(new Date(device.date_activated).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(device.date_created).getTime()).toBeLessThan(before - 3_600_000);
    const after = await rest(stack.apiUrl, token, 'GET', '/devices/pending/');
    expect(after.body.devices.map((d: { device_key: string }) => d.device_key)).not.toContain(player.device_key);
  });

  it('keeps unactivated registrations out of the operator calls', async () => {
    const player = await registerPlayer(stack.apiUrl);
    const checkin = await playerCall(stack.apiUrl, player, '/players/checkin');
    expect(checkin.body).toEqual({ device_id: null, activated: false });
    const row = await stack.db
      .selectFrom('devices')
      .select('device_id')
      .where('device_key', '=', player.device_key)
      .executeTakeFirstOrThrow();
    expect((await rest(stack.apiUrl, token, 'GET', `/devices/${row.device_id}`)).status).toBe(404);
  });
});

describe('player check-in', () => {
  it('records last contact and address, and tells the player once it is activated', async () => {
    const player = await registerPlayer(stack.apiUrl);
    const { body } = await activateDevice(stack.apiUrl, token, player.device_key);
    await setLastContact(stack, body.device_id, minutesAgo(600));
    await stack.db
      .updateTable('devices')
      .set({ contact_ip_address: null })
      .where('device_id', '=', body.device_id)
      .execute();
    const before = Date.now();
    const checkin = await playerCall(stack.apiUrl, player, '/players/checkin');
    // Only now does the player learn its broker login: its device id and a password for it alone.
    expect(checkin).toEqual({
      status: 200,
      body: {
        device_id: body.device_id,
        activated: true,
        broker: {
          ...deviceCredentials(stack.stack.brokerSecret, body.device_id),
          client_id: `player-${body.device_id}`,
        },
      },
    });
    const device = (await rest(stack.apiUrl, token, 'GET', `/devices/${body.device_id}`)).body;
    expect(new Date(device.last_contact).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(device.contact_ip_address).toBe('127.0.0.1');
    expect(device.status).toBe('30min');
  });

  it('refuses a wrong or missing player secret with 401', async () => {
    const player = await registerPlayer(stack.apiUrl);
    const wrong = await playerCall(stack.apiUrl, { ...player, player_secret: 'guess' }, '/players/checkin');
    expect(wrong.status).toBe(401);
    expect(typeof wrong.body.msg).toBe('string');
    const missing = await rest(stack.apiUrl, undefined, 'POST', '/players/checkin');
    expect(missing.status).toBe(401);
    // A bearer token is not a player's credential either.
    expect((await rest(stack.apiUrl, token, 'POST', '/players/checkin')).status).toBe(401);
  });
});

describe('device list', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const seeds: [string, string, string[], number | null][] = [
      ['Lobby screen', 'STK-001', ['listing', 'lobby', 'north'], 1],
      ['Cafe board', 'STK-002', ['listing', 'cafe'], 120],
      ['Lobby kiosk', 'STK-003', ['listing', 'lobby', 'south'], 3 * 24 * 60],
      ['Store room', 'STK-004', ['listing'], null],
    ];
    for (const [name, asset_tag, tags, minutes] of seeds) {
      const { deviceId } = await seedDevice(stack, token, { name, asset_tag, tags });
      await setLastContact(stack, deviceId, minutes === null ? null : minutesAgo(minutes));
      ids[name] = deviceId;
    }
  });

  const list = (query: string) => rest(stack.apiUrl, token, 'GET', `/devices/${query}`);
  const names = async (query: string) =>
    (await list(`?tags=listing&page_size=100&${query}`)).body.devices.map((d: Listed) => d.name);

  it('sorts by id, newest first, and pages with the total', async () => {
    const { body } = await list('?tags=listing&page_size=3');
    expect(body.page_info).toEqual({ current_page: 1, page_size: 3, total_items: 4 });
    expect(body.devices.map((d: Listed) => d.name)).toEqual(['Store room', 'Lobby kiosk', 'Cafe board']);
    const second = await list('?tags=listing&page_size=3&current_page=2');
    expect(second.body.devices.map((d: Listed) => d.name)).toEqual(['Lobby screen']);
    // The last page, not full, tells the total; a page past the end still counts.
    expect(second.body.page_info).toEqual({ current_page: 2, page_size: 3, total_items: 4 });
    const beyond = await list('?tags=listing&page_size=3&current_page=3');
    expect(beyond.body).toMatchObject({ devices: [], page_info: { current_page: 3, total_items: 4 } });
    expect(await names('sort=asc')).toEqual(['Lobby screen', 'Cafe board', 'Lobby kiosk', 'Store room']);
    expect(await names('sort_by=last_contact')).toEqual(['Lobby screen', 'Cafe board', 'Lobby kiosk', 'Store room']);
    const all = await list('');
    expect(all.body.page_info.page_size).toBe(25);
    const allIds = all.body.devices.map((d: Listed) => d.device_id);
    expect(allIds).toEqual([...allIds].sort((a: number, b: number) => b - a));
  });

  it('describes each device with its tags and status bucket', async () => {
    const [device] = (await list('?q=STK-001')).body.devices;
    expect(device).toMatchObject({
      device_id: ids['Lobby screen'],
      name: 'Lobby screen',
      asset_tag: 'STK-001',
      model_name: '43SM5KC-B',
      firmware_version: '04.74.60',
      type: 'lg-webos',
      licensed: false,
      status: '30min',
      tags: [
        { name: 'listing', color: null, foreground_color: null },
        { name: 'lobby', color: null, foreground_color: null },
        { name: 'north', color: null, foreground_color: null },
      ],
    });
    const statuses = (await list('?tags=listing&sort=asc')).body.devices.map((d: { status: string }) => d.status);
    expect(statuses).toEqual(['30min', '180min', 'offline', 'offline']);
  });

  it('filters by free text over name, asset tag and tags', async () => {
    expect(await names('q=lobby')).toEqual(['Lobby kiosk', 'Lobby screen']);
    expect(await names('q=stk-002')).toEqual(['Cafe board']);
    expect(await names('q=SOUTH')).toEqual(['Lobby kiosk']);
    expect(await names('q=100%25')).toEqual([]);
  });

  it('filters by tags, all of them', async () => {
    expect(await names('tags=lobby')).toEqual(['Lobby kiosk', 'Lobby screen']);
    expect(await names('tags=%23lobby&tags=north')).toEqual(['Lobby screen']);
    expect((await list('?tags=bad tag')).status).toBe(422);
  });

  it('filters by last contact between a minimum and a maximum date', async () => {
    const iso = (minutes: number) => encodeURIComponent(minutesAgo(minutes).toISOString());
    expect(await names(`last_contact_min=${iso(60)}`)).toEqual(['Lobby screen']);
    expect(await names(`last_contact_min=${iso(24 * 60)}&last_contact_max=${iso(30)}`)).toEqual(['Cafe board']);
    expect(await names(`last_contact_max=${iso(24 * 60)}`)).toEqual(['Lobby kiosk']);
    expect(await names('last_contact_min=2010-01-01')).toEqual(['Lobby kiosk', 'Cafe board', 'Lobby screen']);
    const bad = await list('?last_contact_min=yesterday');
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toContain('last_contact_min');
  });
});

describe('device update and delete', () => {
  it('updates name, asset tag, tags and licence', async () => {
    const { deviceId } = await seedDevice(stack, token);
    const { status, body } = await rest(stack.apiUrl, token, 'PUT', `/devices/${deviceId}`, {
      name: '  Window display ',
      asset_tag: 'STK-900',
      tags: ['#window', 'east', 'window'],
      licensed: true,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Window display', asset_tag: 'STK-900', licensed: true });
    expect(body.tags.map((t: { name: string }) => t.name)).toEqual(['window', 'east']);
    const suggested = await rest(stack.apiUrl, token, 'GET', '/tags/suggest/wind');
    expect(suggested.body.tags.map((t: { name: string }) => t.name)).toContain('window');
    const bad = await rest(stack.apiUrl, token, 'PUT', `/devices/${deviceId}`, { tags: ['no spaces'] });
    expect(bad.status).toBe(422);
    expect((await rest(stack.apiUrl, token, 'PUT', `/devices/${deviceId}`, { colour: 'red' })).status).toBe(422);
    expect((await rest(stack.apiUrl, token, 'PUT', '/devices/999999', { name: 'x' })).status).toBe(404);
  });

  it('deletes a device with what it reported', async () => {
    const { deviceId, ...player } = await seedDevice(stack, token);
    await playerCall(stack.apiUrl, player, '/players/activity', {
      events: [{ timestamp: new Date().toISOString(), event: 'boot' }],
    });
    const { status, body } = await rest(stack.apiUrl, token, 'DELETE', `/devices/${deviceId}`);
    expect(status).toBe(200);
    expect(body).toEqual({ msg: 'Device destroyed successfully.', device_id: deviceId });
    expect((await rest(stack.apiUrl, token, 'GET', `/devices/${deviceId}`)).status).toBe(404);
    const left = await stack.db.selectFrom('device_activity').select('id').where('device_id', '=', deviceId).execute();
    expect(left).toEqual([]);
    // The player's credentials died with the device.
    expect((await playerCall(stack.apiUrl, player, '/players/checkin')).status).toBe(401);
    expect((await rest(stack.apiUrl, token, 'DELETE', `/devices/${deviceId}`)).status).toBe(404);
  });
});

describe('forced tags and permissions', () => {
  it('shows a user with forced tags only the devices carrying all of them', async () => {
    const north = await seedDevice(stack, token, { name: 'Forced north', tags: ['forced', 'north'] });
    const south = await seedDevice(stack, token, { name: 'Forced south', tags: ['forced', 'south'] });
    const viewer = await tokenFor('north-viewer', ['view devices'], ['north']);
    const { body } = await rest(stack.apiUrl, viewer, 'GET', '/devices/?tags=forced');
    expect(body.devices.map((d: Listed) => d.name)).toEqual(['Forced north']);
    expect((await rest(stack.apiUrl, viewer, 'GET', `/devices/${south.deviceId}`)).status).toBe(404);
    expect((await rest(stack.apiUrl, viewer, 'GET', `/devices/${south.deviceId}/activity`)).status).toBe(404);
    expect((await rest(stack.apiUrl, viewer, 'GET', `/devices/${north.deviceId}`)).status).toBe(200);
  });

  it("keeps an editor's forced tags on what they activate and update", async () => {
    const editor = await tokenFor('north-editor', ['edit devices'], ['north']);
    const player = await registerPlayer(stack.apiUrl);
    const { body } = await activateDevice(stack.apiUrl, editor, player.device_key);
    const device = await rest(stack.apiUrl, editor, 'GET', `/devices/${body.device_id}`);
    expect(device.body.tags.map((t: { name: string }) => t.name)).toEqual(['north']);
    const put = await rest(stack.apiUrl, editor, 'PUT', `/devices/${body.device_id}`, { tags: ['hall'] });
    expect(put.body.tags.map((t: { name: string }) => t.name)).toEqual(['hall', 'north']);
    const other = await seedDevice(stack, token, { tags: ['south'] });
    expect((await rest(stack.apiUrl, editor, 'PUT', `/devices/${other.deviceId}`, { name: 'x' })).status).toBe(404);
    expect((await rest(stack.apiUrl, editor, 'DELETE', `/devices/${other.deviceId}`)).status).toBe(404);
  });

  it('needs view devices to read and edit devices to change', async () => {
    const { deviceId } = await seedDevice(stack, token);
    const nobody = await tokenFor('no-devices', ['view media']);
    const viewer = await tokenFor('device-viewer', ['view devices']);
    for (const path of [
      '/devices/',
      `/devices/${deviceId}`,
      `/devices/${deviceId}/activity`,
      `/devices/${deviceId}/connectivity`,
      `/devices/system_info/?device_id=${deviceId}`,
    ]) {
      expect([path, (await rest(stack.apiUrl, nobody, 'GET', path)).status]).toEqual([path, 403]);
      expect([path, (await rest(stack.apiUrl, viewer, 'GET', path)).status]).toEqual([path, 200]);
    }
    const denied = await rest(stack.apiUrl, viewer, 'PUT', `/devices/${deviceId}`, { name: 'x' });
    expect(denied.status).toBe(403);
    expect(denied.body.msg).toBe('You do not have permission to perform this action.');
    expect((await rest(stack.apiUrl, viewer, 'DELETE', `/devices/${deviceId}`)).status).toBe(403);
    const player = await registerPlayer(stack.apiUrl);
    expect((await activateDevice(stack.apiUrl, viewer, player.device_key)).status).toBe(403);
    expect((await rest(stack.apiUrl, undefined, 'GET', '/devices/')).status).toBe(401);
  });

  it('tells the caller what they may do with a device', async () => {
    const { deviceId } = await seedDevice(stack, token);
    const commander = await tokenFor('device-commander', ['view devices', 'command devices']);
    const read = async (as: string) =>
      (await rest(stack.apiUrl, as, 'GET', `/devices/${deviceId}/access`)).body.caller_can;
    expect(await read(token)).toEqual({ edit: true, command: true });
    expect(await read(commander)).toEqual({ edit: false, command: true });
    expect(await read(await tokenFor('device-looker', ['view devices']))).toEqual({ edit: false, command: false });
  });

  it('answers the access check alone, following retags and deletes at once', async () => {
    const { deviceId } = await seedDevice(stack, token);
    const east = await tokenFor('east-commander', ['view devices', 'command devices'], ['east']);
    const access = (as: string) => rest(stack.apiUrl, as, 'GET', `/devices/${deviceId}/access`);
    expect((await access(token)).body).toEqual({ device_id: deviceId, caller_can: { edit: true, command: true } });
    expect((await access(east)).status).toBe(404);
    await rest(stack.apiUrl, token, 'PUT', `/devices/${deviceId}`, { tags: ['east'] });
    expect((await access(east)).body).toEqual({ device_id: deviceId, caller_can: { edit: false, command: true } });
    await rest(stack.apiUrl, token, 'PUT', `/devices/${deviceId}`, { tags: ['west'] });
    expect((await access(east)).status).toBe(404);
    expect((await rest(stack.apiUrl, token, 'DELETE', `/devices/${deviceId}`)).status).toBe(200);
    expect((await access(token)).status).toBe(404);
  });
});

describe('recording a remote command', () => {
  it('checks the right, then the device, then the command, and records only what will be sent', async () => {
    const { deviceId } = await seedDevice(stack, token);
    const record = (as: string, body: unknown, id = deviceId) =>
      rest(stack.apiUrl, as, 'POST', `/devices/${id}/commands`, body);
    const looker = await tokenFor('command-looker', ['view devices']);
    expect((await record(looker, { command: 'echo' })).status).toBe(403);
    expect((await record(token, { command: 'echo' }, 2_000_000_000)).status).toBe(404);
    const noMedia = await record(token, { command: 'delete-media' });
    expect(noMedia.status).toBe(422);
    expect(noMedia.body.msg).toBe('A delete-media command needs the media_id of the item to delete.');
    const audited = async () =>
      (await rest(stack.apiUrl, token, 'GET', `/audit/?object_type=devices&object_id=${deviceId}`)).body;
    const before = JSON.stringify(await audited());
    expect((await record(token, { command: 'delete-media' })).status).toBe(422);
    expect(JSON.stringify(await audited())).toBe(before);
    expect((await record(token, { command: 'delete-media', media_id: 41 })).body).toEqual({
      device_id: deviceId,
      command: 'delete-media',
    });
    expect(JSON.stringify(await audited())).not.toBe(before);
  });
});

describe('device reports', () => {
  it('round-trips system info: search, then read one with its json', async () => {
    const { deviceId, ...player } = await seedDevice(stack, token);
    const json = {
      timestamp: new Date().toISOString(),
      hwinfo: { model: '43SM5KC-B' },
      display: { screens: [{ width: 1920, height: 1080 }] },
      disk: { disks: [{ bytes_avail: 1000, bytes_used: 500 }] },
    };
    const first = await playerCall(stack.apiUrl, player, '/players/system_info', { json: { ...json, n: 1 } });
    const second = await playerCall(stack.apiUrl, player, '/players/system_info', { json });
    expect(second.status).toBe(200);
    const search = await rest(
      stack.apiUrl,
      token,
      'GET',
      `/devices/system_info/?device_id=${deviceId}&sort=desc&limit=1&start_date=2000-01-01`,
    );
    expect(search.body.system_info).toEqual([
      { id: second.body.id, device_id: deviceId, timestamp: expect.any(String) },
    ]);
    const one = await rest(stack.apiUrl, token, 'GET', `/devices/system_info/${second.body.id}`);
    expect(one.body).toMatchObject({ id: second.body.id, device_id: deviceId, json });
    const both = await rest(stack.apiUrl, token, 'GET', `/devices/system_info/?device_id=${deviceId}&sort=asc&limit=5`);
    expect(both.body.system_info.map((s: { id: number }) => s.id)).toEqual([first.body.id, second.body.id]);
    expect((await rest(stack.apiUrl, token, 'GET', '/devices/system_info/999999')).status).toBe(404);
    const invalid = await playerCall(stack.apiUrl, player, '/players/system_info', { json: 'text' });
    expect(invalid.status).toBe(422);
  });

  it('round-trips activity events: newest first, two weeks by default, limited', async () => {
    const { deviceId, ...player } = await seedDevice(stack, token);
    const at = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    const posted = await playerCall(stack.apiUrl, player, '/players/activity', {
      events: [
        { timestamp: at(20), event: 'old', details: {} },
        { timestamp: at(2), event: 'boot', details: { reason: 'power' } },
        { timestamp: at(1), event: 'player-started' },
        { timestamp: at(0), event: 'network-up' },
      ],
    });
    expect(posted.body).toEqual({ count: 4 });
    const events = async (query = '') =>
      (await rest(stack.apiUrl, token, 'GET', `/devices/${deviceId}/activity${query}`)).body.activity.map(
        (e: { event: string }) => e.event,
      );
    expect(await events()).toEqual(['network-up', 'player-started', 'boot']);
    expect(await events('?sort=asc&limit=2')).toEqual(['boot', 'player-started']);
    expect(await events(`?start_date=${at(30).slice(0, 10)}&sort=asc`)).toEqual([
      'old',
      'boot',
      'player-started',
      'network-up',
    ]);
    const [boot] = (await rest(stack.apiUrl, token, 'GET', `/devices/${deviceId}/activity?sort=asc`)).body.activity;
    expect(boot).toMatchObject({ device_id: deviceId, event: 'boot', details: { reason: 'power' } });
    // All or nothing: one bad event stores none.
    const bad = await playerCall(stack.apiUrl, player, '/players/activity', {
      events: [
        { timestamp: at(0), event: 'fine' },
        { timestamp: 'noon', event: 'broken' },
      ],
    });
    expect(bad.status).toBe(422);
    expect(await events()).toHaveLength(3);
  });

  it('counts playback per media item and day, adding up reports, and refuses bad ones whole', async () => {
    const { deviceId, ...player } = await seedDevice(stack, token);
    const uploaded = await upload(
      stack.apiUrl,
      token,
      [
        { name: 'playback-a.png', data: await png(32, 32) },
        { name: 'playback-b.png', data: await png(32, 32, '#cc3366') },
      ],
      ['playback'],
    );
    const [a, b] = uploaded.body.media!.map((m) => m.media!.media_id) as [number, number];
    // A player reports only media its schedules give it to play (issue 21; more in player-reach.test.ts).
    await rest(stack.apiUrl, token, 'PUT', `/devices/${deviceId}`, { tags: ['playback-counts'] });
    const images = [element('image', { id: 'a', media_id: a }), element('image', { id: 'b', media_id: b })];
    const layout = await createLayout(stack.apiUrl, token, layoutBody(images, { name: 'Playback counts' }));
    const when = ['2026-01-01T00:00', '2027-12-31T23:00'] as const;
    const schedule = scheduleBody(layout.body.layout_id, ['playback-counts'], ...when);
    expect((await createSchedule(stack.apiUrl, token, schedule)).status).toBe(201);
    const report = (entries: unknown) => playerCall(stack.apiUrl, player, '/players/playback', { entries });
    const rows = async () =>
      stack.db
        .selectFrom('device_playback')
        .select(['media_id', sql<string>`to_char(playback_date, 'YYYY-MM-DD')`.as('playback_date'), 'count'])
        .where('device_id', '=', deviceId)
        .orderBy('playback_date')
        .orderBy('media_id')
        .execute();
    const first = await report([
      { media_id: a, playback_date: '2026-03-01', count: 2 },
      { media_id: b, playback_date: '2026-03-01', count: 1 },
      { media_id: a, playback_date: '2026-03-01', count: 1 },
    ]);
    expect(first).toEqual({ status: 200, body: { count: 4 } });
    await report([
      { media_id: a, playback_date: '2026-03-01', count: 5 },
      { media_id: a, playback_date: '2026-03-02', count: 1 },
    ]);
    const counted = [
      { media_id: a, playback_date: '2026-03-01', count: 8 },
      { media_id: b, playback_date: '2026-03-01', count: 1 },
      { media_id: a, playback_date: '2026-03-02', count: 1 },
    ];
    expect(await rows()).toEqual(counted);

    // All or nothing: an unknown media item, a day that does not exist or a count of 0 stores none.
    const unknown = await report([
      { media_id: a, playback_date: '2026-03-03', count: 1 },
      { media_id: 999_999, playback_date: '2026-03-03', count: 1 },
    ]);
    expect(unknown).toEqual({ status: 422, body: { msg: 'No such media item: 999999.' } });
    for (const bad of [
      [{ media_id: a, playback_date: '2026-02-30', count: 1 }],
      [{ media_id: a, playback_date: '2026-03-03', count: 0 }],
      [{ media_id: a, playback_date: '2026-03-03' }],
      [{ media_id: 'a', playback_date: '2026-03-03', count: 1 }],
    ]) {
      expect((await report(bad)).status, JSON.stringify(bad)).toBe(422);
    }
    expect(await rows()).toEqual(counted);

    // Only an activated player, with its own secret, reports playback.
    const waiting = await registerPlayer(stack.apiUrl);
    const early = await playerCall(stack.apiUrl, waiting, '/players/playback', {
      entries: [{ media_id: a, playback_date: '2026-03-01', count: 1 }],
    });
    expect(early).toEqual({ status: 403, body: { msg: 'This player has not been activated yet.' } });
    const forged = await playerCall(stack.apiUrl, { ...player, player_secret: 'wrong' }, '/players/playback', {
      entries: [],
    });
    expect(forged.status).toBe(401);
  });

  it('round-trips connectivity entries, a day reported again replacing the earlier value', async () => {
    const { deviceId, ...player } = await seedDevice(stack, token);
    const entries = [
      { date: '2024-05-02', c: 50 },
      { date: '2024-05-01', c: 100 },
      { date: '2024-05-03', c: 0 },
    ];
    expect((await playerCall(stack.apiUrl, player, '/players/connectivity', { entries })).status).toBe(200);
    await playerCall(stack.apiUrl, player, '/players/connectivity', {
      entries: [
        { date: '2024-05-02', c: 60 },
        { date: '2024-05-02', c: 75.5 },
      ],
    });
    const { body } = await rest(stack.apiUrl, token, 'GET', `/devices/${deviceId}/connectivity`);
    expect(body.connectivity).toEqual([
      { date: '2024-05-01', c: 100 },
      { date: '2024-05-02', c: 75.5 },
      { date: '2024-05-03', c: 0 },
    ]);
    const window = await rest(
      stack.apiUrl,
      token,
      'GET',
      `/devices/${deviceId}/connectivity?start_date=2024-05-02&end_date=2024-05-02`,
    );
    expect(window.body.connectivity).toEqual([{ date: '2024-05-02', c: 75.5 }]);
    const tooMuch = await playerCall(stack.apiUrl, player, '/players/connectivity', {
      entries: [{ date: '2024-05-04', c: 101 }],
    });
    expect(tooMuch.status).toBe(422);
  });

  it('documents the player calls under the players tag', async () => {
    const { body } = await rest(stack.apiUrl, undefined, 'GET', '/openapi.json');
    for (const path of ['register', 'checkin', 'system_info', 'activity', 'connectivity', 'playback']) {
      expect(body.paths[`/api/players/${path}`].post.tags).toEqual(['players']);
    }
    expect(body.paths['/api/devices/activate'].post.tags).toEqual(['devices']);
  });
});

describe('simulated player over MQTT', () => {
  let watcher: MqttClient;
  let player: SimulatedPlayer;
  let deviceId: number;

  beforeAll(async () => {
    watcher = await connectAsGateway(stack);
    // Before activation, so the player's first hello is not missed.
    await subscribe(watcher, 'devices/+/out/#');
    // Kept from here: the player may say "online" before the activation's answer tells us its device id.
    const heard = recordMessages(watcher);
    player = new SimulatedPlayer({
      apiUrl: stack.apiUrl,
      mqttUrl: stack.stack.mqttUrl!,
      name: 'Simulated lobby',
      checkinIntervalMs: 100,
      rebootSilenceMs: 1500,
    });
    const key = await player.start();
    const activated = await activateDevice(stack.apiUrl, token, key);
    deviceId = activated.body.device_id;
    await heard.next((m) => m.topic === deviceOutTopic(deviceId) && m.json.command === 'online');
    heard.stop();
    expect(await player.whenActivated()).toBe(deviceId);
  });
  afterAll(async () => {
    await player?.stop();
    await watcher?.endAsync();
  });

  const send = (command: Record<string, unknown>) =>
    watcher.publishAsync(deviceInTopic(deviceId), JSON.stringify(command));
  const reply =
    (command: string, topic = deviceOutTopic(deviceId)) =>
    (m: { topic: string; json: { command?: unknown } }) =>
      m.topic === topic && m.json.command === command;

  it('reported system info, activity and connectivity when it started', async () => {
    const info = await rest(stack.apiUrl, token, 'GET', `/devices/system_info/?device_id=${deviceId}`);
    const one = await rest(stack.apiUrl, token, 'GET', `/devices/system_info/${info.body.system_info[0].id}`);
    expect(one.body.json.display.screens).toEqual([{ width: 1920, height: 1080 }]);
    expect(one.body.json.disk.disks[0]).toEqual({ bytes_avail: expect.any(Number), bytes_used: expect.any(Number) });
    const activity = await rest(stack.apiUrl, token, 'GET', `/devices/${deviceId}/activity`);
    expect(activity.body.activity.length).toBeGreaterThanOrEqual(3);
    const connectivity = await rest(stack.apiUrl, token, 'GET', `/devices/${deviceId}/connectivity`);
    expect(connectivity.body.connectivity).toHaveLength(14);
    expect((await rest(stack.apiUrl, token, 'GET', `/devices/${deviceId}`)).body.name).toBe('Simulated lobby');
  });

  it('answers an echo with its datetime', async () => {
    const answer = nextMessage(watcher, reply('echo'));
    await send({ command: 'echo' });
    const { json } = await answer;
    expect(Number.isNaN(Date.parse(json.datetime as string))).toBe(false);
  });

  it('sends a real PNG screenshot, smaller as a thumbnail', async () => {
    const topic = deviceScreenshotTopic(deviceId);
    for (const [thumbnail, width, height] of [
      [false, 1920, 1080],
      [true, 320, 180],
    ] as const) {
      const answer = nextMessage(watcher, reply('screenshot', topic));
      await send({ command: 'screenshot', thumbnail });
      const { json } = await answer;
      expect(json).toMatchObject({ command: 'screenshot', thumbnail, mime_type: 'image/png' });
      const png = Buffer.from(json.image as string, 'base64');
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', width, height]);
    }
  });

  it('acknowledges the other commands', async () => {
    for (const command of ['submit-logs', 'fetch-schedules', 'force-reinstall']) {
      const answer = nextMessage(watcher, reply(command));
      await send({ command });
      expect((await answer).json).toEqual({ command, status: 'ok' });
    }
    const deleted = nextMessage(watcher, reply('delete-media'));
    await send({ command: 'delete-media', media_id: 42 });
    expect((await deleted).json).toEqual({ command: 'delete-media', status: 'ok', media_id: 42 });
  });

  it('goes silent after a reboot, then says hello and answers again', async () => {
    const hello = nextMessage(watcher, reply('online'), 10_000);
    await send({ command: 'reboot' });
    await eventually(() => !player.online, { what: 'the player off the broker' });
    const echoReplies: unknown[] = [];
    const countEchoReplies = (topic: string, payload: Buffer) => {
      if (topic === deviceOutTopic(deviceId) && payload.toString('utf8').includes('"echo"')) echoReplies.push(topic);
    };
    watcher.on('message', countEchoReplies);
    await send({ command: 'echo' });
    await hello;
    await player.whenOnline();
    // The player answers its commands in order: once a later command's answer is in, an answer to the echo
    // sent while it was off would have arrived before it.
    const logs = nextMessage(watcher, reply('submit-logs'));
    await send({ command: 'submit-logs' });
    await logs;
    watcher.off('message', countEchoReplies);
    expect(echoReplies).toEqual([]);
    const answer = nextMessage(watcher, reply('echo'));
    await send({ command: 'echo' });
    expect((await answer).json.command).toBe('echo');
  });

  it('reconnects by itself and answers again after a broker restart', async () => {
    const broker = await startRestartableBroker(stack.stack.brokerSecret);
    const survivor = new SimulatedPlayer({ apiUrl: stack.apiUrl, mqttUrl: broker.url, name: 'Survivor' });
    try {
      const key = await survivor.start();
      const { body } = await activateDevice(stack.apiUrl, token, key);
      await survivor.whenOnline();
      // Emitted once the player has reconnected and listens on its in topic again.
      const back = new Promise((resolve) => survivor.once('online', resolve));
      await broker.restart();
      await back;
      const fresh = await connectAsGateway(stack, broker.url);
      try {
        await subscribe(fresh, `devices/${body.device_id}/out/#`);
        const answer = nextMessage(fresh, reply('echo', deviceOutTopic(body.device_id)));
        await fresh.publishAsync(deviceInTopic(body.device_id), JSON.stringify({ command: 'echo' }));
        expect((await answer).json.command, `on ${broker.engine}`).toBe('echo');
      } finally {
        await fresh.endAsync();
      }
    } finally {
      await survivor.stop();
      await broker.close();
    }
  });
});
