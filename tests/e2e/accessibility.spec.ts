import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { expectAccessible } from './axe.ts';
import { ADMIN_PASSWORD, MQTT_URL, signIn } from './sign-in.ts';

let player: SimulatedPlayer | undefined;
test.afterAll(async () => {
  await player?.stop();
});

/** Every screen that exists, with real data, passes axe-core (WCAG 2.1 AA) in both themes. */
test('every screen has no serious or critical accessibility violation, in both themes', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  // Data to show: one media item and one online device, made through the api as an operator would.
  const login = await page.request.post('/api/login', {
    headers: { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` },
  });
  const { auth_token: token } = (await login.json()) as { auth_token: string };
  const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#1f3f7a' } })
    .png()
    .toBuffer();
  const uploaded = await page.request.post('/api/media/', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      json: JSON.stringify({ tags: ['a11y'] }),
      file: { name: 'a11y-poster.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(uploaded.status()).toBe(201);
  const mediaId = ((await uploaded.json()) as { media: { media: { media_id: number } }[] }).media[0]!.media.media_id;
  player = new SimulatedPlayer({ apiUrl: baseURL!, mqttUrl: MQTT_URL, name: 'A11y kiosk', checkinIntervalMs: 200 });
  const key = await player.start();
  const activated = await page.request.post('/api/devices/activate', {
    headers: { authorization: `Bearer ${token}` },
    data: { device_key: key },
  });
  const deviceId = ((await activated.json()) as { device_id: number }).device_id;
  await player.whenOnline();

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, 'sign-in');

  await signIn(page);
  await page.goto('/media');
  await expect(page.getByRole('list', { name: 'Media items' }).getByText('a11y-poster')).toBeVisible();
  await expectAccessible(page, 'media library');

  await page.getByRole('button', { name: 'Upload media' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'upload dialog');
  await page.keyboard.press('Escape');

  await page.goto(`/media/${mediaId}`);
  await expect(page.getByRole('form', { name: 'Edit media' })).toBeVisible();
  await expectAccessible(page, 'media edit');

  await page.goto('/admin/devices');
  await expect(page.getByText('A11y kiosk')).toBeVisible();
  await expectAccessible(page, 'device list');

  await page.goto(`/admin/devices/${deviceId}`);
  await expect(page.getByRole('status', { name: 'Device status' })).toContainText('Online', { timeout: 20_000 });
  await expectAccessible(page, 'device page');

  await page.goto('/admin/devices/activate');
  await expect(page.getByLabel('Device key part 1')).toBeVisible();
  await expectAccessible(page, 'activation');

  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  await expectAccessible(page, 'help');

  // The browser tests share one stack: leave no media or device behind for the suites that count them.
  const auth = { authorization: `Bearer ${token}` };
  expect((await page.request.delete(`/api/media/${mediaId}`, { headers: auth })).status()).toBe(200);
  expect((await page.request.delete(`/api/devices/${deviceId}`, { headers: auth })).status()).toBe(200);
});
