import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { expectAccessible } from './axe.ts';
import { MQTT_URL, restAuth, signIn } from './sign-in.ts';

let player: SimulatedPlayer | undefined;
test.afterEach(async () => {
  await player?.stop();
});

const ALL_DAY = [{ start: '00:00', end: '23:59' }];
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

test('close a shop by its trading hours: the confirmation warns of 2 devices, the device says closed, its screen goes black', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const auth = await restAuth(page);
  const tag = `e2e-shop-${Date.now()}`;
  const activate = async (key: string) => {
    const answer = await page.request.post('/api/devices/activate', { headers: auth, data: { device_key: key } });
    const deviceId = ((await answer.json()) as { device_id: number }).device_id;
    expect(
      (await page.request.put(`/api/devices/${deviceId}`, { headers: auth, data: { tags: [tag] } })).status(),
    ).toBe(200);
    return deviceId;
  };
  // The player on screen, and a second device of the same shop that only registered.
  player = new SimulatedPlayer({ apiUrl: baseURL!, mqttUrl: MQTT_URL, name: 'E2E shop kiosk', checkinIntervalMs: 200 });
  const deviceId = await activate(await player.start());
  const other = await page.request.post('/api/players/register', {
    data: { model_name: 'SIM', firmware_version: '1', type: 'simulated', name: 'E2E shop till' },
  });
  await activate(((await other.json()) as { device_key: string }).device_key);
  await player.whenOnline();

  // Open every day, for the shop's tag.
  const created = await page.request.post('/api/tagmetadata/', {
    headers: auth,
    data: {
      category: 'trading hours',
      description: 'E2E shop hours',
      tags: [tag],
      json: { defaults: Object.fromEntries(DAYS.map((d) => [d, ALL_DAY])) },
    },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/tradinghours?defaultSearchTags=${tag}`);
  await expect(page.getByRole('heading', { name: 'Trading hours', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: /E2E shop hours/ });
  await expect(row).toContainText('2');
  await expectAccessible(page, 'trading hours list');

  await page.getByRole('link', { name: 'E2E shop hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'E2E shop hours' });
  await expect(dialog.getByText('Linked devices:')).toContainText('2');
  await expectAccessible(page, 'trading hours editor');

  // A fourth period is refused in the spec's words; then close Monday and copy it to every other day.
  await dialog.getByRole('button', { name: 'Add a Monday period' }).click();
  await dialog.getByRole('button', { name: 'Add a Monday period' }).click();
  await dialog.getByRole('button', { name: 'Add a Monday period' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('cannot add more than 3 periods per day');
  for (const n of [3, 2, 1]) await dialog.getByRole('button', { name: `Remove Monday period ${n}` }).click();
  await dialog.getByLabel('Copy Monday to').selectOption('all');
  await expect(dialog.getByText('Closed')).toHaveCount(7);
  await dialog.getByRole('button', { name: 'OK' }).click();

  // The update confirmation warns: more than 1 device is affected.
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Warning: these trading hours apply to 2 devices. Are you sure you want to update them all?',
  );
  await confirm.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Trading hours successfully updated.').first()).toBeVisible();
  // The roll-out: the kiosk applied what was pushed to it; the till, with no player running, has not answered.
  await expect(page.getByRole('row', { name: /E2E shop hours/ })).toContainText('1 applied, 1 pending, 0 failed', {
    timeout: 20_000,
  });

  // The device page says closed, and the screen is off.
  await page.goto(`/admin/devices/${deviceId}`);
  await expect(page.getByRole('status', { name: 'Device status' })).toContainText('Closed', { timeout: 20_000 });
  const section = page.getByRole('region', { name: 'Trading hours and settings' });
  await expect(section).toContainText('Closed now');
  await expect(section.getByRole('link', { name: 'E2E shop hours' })).toBeVisible();
  const desired = section.getByRole('group', { name: 'Desired and reported state' });
  await expect(desired).toContainText('Applied');
  await expect(desired).toContainText(/Reported version\s*(\d+)/);
  await expectAccessible(page, 'device page, closed');

  await page.getByRole('button', { name: 'Take screenshot' }).click();
  const screenshot = page.getByRole('img', { name: /^Screenshot of device \d+$/ });
  await expect(screenshot).toBeVisible({ timeout: 15_000 });
  const src = (await screenshot.getAttribute('src'))!;
  const stats = await sharp(Buffer.from(src.split(',')[1]!, 'base64')).stats();
  expect(stats.channels.slice(0, 3).map((c) => c.max)).toEqual([0, 0, 0]);
});
