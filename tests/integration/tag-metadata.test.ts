import { ADMIN_MESSAGES } from '@signage/domain/messages';
import { DEVICE_SETTINGS_MESSAGES } from '@signage/domain/tag-metadata/device-settings';
import { TRADING_HOURS_MESSAGES } from '@signage/domain/tag-metadata/trading-hours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDevice } from './testkit/devices.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';
import {
  createTagMetadata,
  deviceTagMetadata,
  hoursClosedOn,
  seedZipMedia,
  updateTagMetadata,
} from './testkit/tag-metadata.ts';

let stack: TestStack;
let token: string;
const ALL_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

beforeAll(async () => {
  stack = await startTestStack();
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  // A stack on a shared, busy machine can take longer than the default minute to start.
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

const rowCount = async () =>
  Number(
    (
      await stack.db
        .selectFrom('tag_metadata')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('trading hours', () => {
  it('creates, updates and deletes with the spec messages, storing every weekday', async () => {
    const created = await createTagMetadata(stack.apiUrl, token, {
      category: 'trading hours',
      description: 'Shop hours',
      tags: ['#th-shop'],
      json: { defaults: { monday: [{ start: '09:00', end: '17:00' }] } },
    });
    expect(created.status).toBe(201);
    expect(created.body.msg).toBe('Trading hours successfully created.');
    const record = created.body.tag_metadata;
    expect(record).toMatchObject({ category: 'trading hours', description: 'Shop hours', tags: [{ name: 'th-shop' }] });
    expect(record.json).toEqual({
      defaults: {
        monday: [{ start: '09:00', end: '17:00' }],
        tuesday: [],
        wednesday: [],
        thursday: [],
        friday: [],
        saturday: [],
        sunday: [],
      },
    });

    const updated = await updateTagMetadata(stack.apiUrl, token, record.tagmetadata_id, { description: 'Late shop' });
    expect(updated.body).toMatchObject({
      msg: ADMIN_MESSAGES.tradingHoursUpdated,
      tag_metadata: { description: 'Late shop' },
    });
    expect((updated.body.tag_metadata.json as { defaults: { monday: unknown } }).defaults.monday).toEqual([
      { start: '09:00', end: '17:00' },
    ]);

    const deleted = await rest(stack.apiUrl, token, 'DELETE', `/tagmetadata/${record.tagmetadata_id}`);
    expect(deleted.body).toMatchObject({
      msg: 'Trading Hours successfully deleted',
      tagmetadata_id: record.tagmetadata_id,
    });
    const gone = await rest(stack.apiUrl, token, 'GET', `/tagmetadata/${record.tagmetadata_id}`);
    expect(gone).toMatchObject({ status: 404, body: { msg: `Tag metadata ${record.tagmetadata_id} not found.` } });
  });

  it('refuses an end before its start and a fourth period, saving nothing', async () => {
    const before = await rowCount();
    const backwards = await createTagMetadata(stack.apiUrl, token, {
      category: 'trading hours',
      json: { defaults: { friday: [{ start: '18:00', end: '08:00' }] } },
    });
    expect(backwards).toMatchObject({ status: 422, body: { msg: 'Warning: End Time may not be before Start Time.' } });
    const period = { start: '08:00', end: '09:00' };
    const four = await createTagMetadata(stack.apiUrl, token, {
      category: 'trading hours',
      json: { defaults: { friday: [period, period, period, period] } },
    });
    expect(four).toMatchObject({ status: 422, body: { msg: 'cannot add more than 3 periods per day' } });
    const typo = await createTagMetadata(stack.apiUrl, token, {
      category: 'trading hours',
      json: { defaults: { fri: [] } },
    });
    expect(typo.body.msg).toBe(TRADING_HOURS_MESSAGES.unknownDay('fri'));
    expect(await rowCount()).toBe(before);

    const { body } = await createTagMetadata(stack.apiUrl, token, { category: 'trading hours', json: hoursClosedOn() });
    const update = await updateTagMetadata(stack.apiUrl, token, body.tag_metadata.tagmetadata_id, {
      json: { defaults: { monday: [{ start: '12:00', end: '11:59' }] } },
    });
    expect(update).toMatchObject({ status: 422, body: { msg: TRADING_HOURS_MESSAGES.endBeforeStart } });
    const stored = await rest(stack.apiUrl, token, 'GET', `/tagmetadata/${body.tag_metadata.tagmetadata_id}`);
    expect(stored.body.json).toEqual(hoursClosedOn());
  });
});

describe('device settings', () => {
  it('fills the spec defaults and says so', async () => {
    const created = await createTagMetadata(stack.apiUrl, token, { category: 'device settings', json: {} });
    expect(created.status).toBe(201);
    expect(created.body.msg).toBe('Device settings successfully created.');
    expect(created.body.tag_metadata.json).toMatchObject({
      kiosk_browser: { play_mode: 'remote', page_timeout: 90, refresh_time: '05:30:00', zoom_factor: 1 },
      streaming: { slot1: '', slot5: '' },
    });
    const id = created.body.tag_metadata.tagmetadata_id;
    expect((await updateTagMetadata(stack.apiUrl, token, id, { description: 'Kiosk' })).body.msg).toBe(
      ADMIN_MESSAGES.deviceSettingsUpdated,
    );
    expect((await rest(stack.apiUrl, token, 'DELETE', `/tagmetadata/${id}`)).body.msg).toBe(
      'Device Settings successfully deleted',
    );
  });

  it('needs a zip media item for local play mode', async () => {
    const missing = await createTagMetadata(stack.apiUrl, token, {
      category: 'device settings',
      json: { kiosk_browser: { play_mode: 'local', local_media_id: 999_999 } },
    });
    expect(missing).toMatchObject({ status: 422, body: { msg: 'Local play mode needs a zip media item.' } });
    const zip = await seedZipMedia(stack);
    const local = await createTagMetadata(stack.apiUrl, token, {
      category: 'device settings',
      json: { kiosk_browser: { play_mode: 'local', local_media_id: zip } },
    });
    expect(local.status).toBe(201);
    const badSlot = await createTagMetadata(stack.apiUrl, token, {
      category: 'device settings',
      json: { streaming: { slot4: 'camera one' } },
    });
    expect(badSlot.body.msg).toBe(DEVICE_SETTINGS_MESSAGES.slot('slot 4'));
  });
});

describe('which record a device gets', () => {
  it('answers the most specific, then the newest, with every other record and its reason', async () => {
    const { deviceId, device_key, player_secret } = await seedDevice(stack, token, {
      tags: ['reach-shop', 'reach-north'],
    });
    const make = async (description: string, tags: string[], json: Record<string, unknown>) =>
      (await createTagMetadata(stack.apiUrl, token, { category: 'trading hours', description, tags, json })).body
        .tag_metadata.tagmetadata_id;
    const shop = await make('Shop', ['reach-shop'], hoursClosedOn());
    const north = await make('North shop', ['reach-shop', 'reach-north'], hoursClosedOn(...ALL_DAYS));
    const newer = await make('Newer shop', ['reach-north'], hoursClosedOn());
    const south = await make('South', ['reach-shop', 'reach-south'], hoursClosedOn());

    const { body } = await deviceTagMetadata(stack.apiUrl, token, deviceId);
    expect(body.trading_hours.tagmetadata_id).toBe(north);
    // Closed every day: the device is closed now, and has no periods today.
    expect(body.open).toBe(false);
    expect(body.today).toEqual([]);
    const reasons = Object.fromEntries(
      body.trading_hours.candidates.map((c) => [c.tagmetadata_id, [c.verdict, c.reason]]),
    );
    expect(reasons[north]).toEqual([
      'applies',
      'The device carries all its tags (#reach-shop, #reach-north), and no other record is more specific.',
    ]);
    expect(reasons[newer]).toEqual(['outranked', '"North shop" is more specific (2 tags against 1 tag).']);
    expect(reasons[shop]).toEqual(['outranked', '"North shop" is more specific (2 tags against 1 tag).']);
    expect(reasons[south]).toEqual(['not-reached', 'The device lacks #reach-south.']);

    // The player asks by its key (spec 02 §7).
    const response = await fetch(`${stack.apiUrl}/api/devices/key/${device_key}/trading_hours`, {
      headers: { authorization: `Player ${device_key}:${player_secret}` },
    });
    expect(await response.json()).toMatchObject({
      device_id: deviceId,
      tagmetadata_id: north,
      tags: ['reach-shop', 'reach-north'],
      open: false,
      defaults: { monday: [], sunday: [] },
    });

    // Linked devices: the record the device gets counts it, the others do not.
    const list = await rest(stack.apiUrl, token, 'GET', '/tagmetadata/?tags=reach-shop&categories=trading%20hours');
    const linked = Object.fromEntries(
      (list.body.tag_metadata as { tagmetadata_id: number; linked_device_count: number }[]).map((r) => [
        r.tagmetadata_id,
        r.linked_device_count,
      ]),
    );
    expect(linked).toEqual({ [shop]: 0, [north]: 1, [south]: 0 });

    // Deleting the winner hands the device to the next: equally specific, the newest.
    const deleted = await rest(stack.apiUrl, token, 'DELETE', `/tagmetadata/${north}`);
    // The device changes record: the gateway pushes it its new desired state (apply-state), which its player applies.
    expect(deleted.body.affected_device_ids).toContain(deviceId);
    const after = await deviceTagMetadata(stack.apiUrl, token, deviceId);
    expect(after.body.trading_hours.tagmetadata_id).toBe(newer);
    expect(after.body.open).toBe(true);
  });

  it('counts the devices an edit would reach, for the update confirmation', async () => {
    await seedDevice(stack, token, { tags: ['count-a'] });
    await seedDevice(stack, token, { tags: ['count-a', 'count-b'] });
    const query = (extra: string) =>
      rest(stack.apiUrl, token, 'GET', `/tagmetadata/reach?category=device%20settings${extra}`);
    expect((await query('&tags=count-a')).body).toEqual({
      linked_device_count: 0,
      reached_device_count: 2,
      affected_device_count: 2,
    });
    const { body } = await createTagMetadata(stack.apiUrl, token, {
      category: 'device settings',
      tags: ['count-a'],
      json: {},
    });
    const id = body.tag_metadata.tagmetadata_id;
    expect((await query(`&tags=count-b&tagmetadata_id=${id}`)).body).toEqual({
      linked_device_count: 2,
      reached_device_count: 1,
      affected_device_count: 2,
    });
  });
});

describe('search and rights', () => {
  it('is searched by category', async () => {
    await createTagMetadata(stack.apiUrl, token, {
      category: 'device settings',
      description: 'Findable kiosk',
      tags: ['findme'],
      json: {},
    });
    const hours = await rest(
      stack.apiUrl,
      token,
      'GET',
      '/search?tags=findme&objects=tag_metadata&tagmetadata_categories=trading%20hours',
    );
    expect(hours.body.tag_metadata).toEqual([]);
    const settings = await rest(
      stack.apiUrl,
      token,
      'GET',
      '/search?tags=findme&objects=tag_metadata&tagmetadata_categories=device%20settings',
    );
    expect(settings.body.tag_metadata).toMatchObject([{ name: 'Findable kiosk', type: 'tag_metadata' }]);
  });

  it('lets device viewers read and only device editors write', async () => {
    await createUser(stack, { username: 'th-viewer', password: 'Viewer-Pass-1', permissions: ['view devices'] });
    await createUser(stack, { username: 'th-nobody', password: 'Nobody-Pass-1', permissions: ['view media'] });
    const viewer = (await restLogin(stack.apiUrl, 'th-viewer', 'Viewer-Pass-1')).body.auth_token!;
    const nobody = (await restLogin(stack.apiUrl, 'th-nobody', 'Nobody-Pass-1')).body.auth_token!;
    expect((await rest(stack.apiUrl, viewer, 'GET', '/tagmetadata/')).status).toBe(200);
    const refused = await createTagMetadata(stack.apiUrl, viewer, { category: 'trading hours', json: hoursClosedOn() });
    expect(refused.status).toBe(403);
    expect((await rest(stack.apiUrl, nobody, 'GET', '/tagmetadata/')).status).toBe(403);
  });
});
