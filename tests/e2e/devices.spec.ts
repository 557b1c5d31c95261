import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { expectAccessible } from './axe.ts';
import { ADMIN_PASSWORD, MQTT_URL, restAuth, signIn } from './sign-in.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;
let player: SimulatedPlayer | undefined;
test.afterEach(async () => {
  await player?.stop();
});

test('activate a simulated player, see it online, take a screenshot, reboot it and watch it come back', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  player = new SimulatedPlayer({
    apiUrl: baseURL!,
    mqttUrl: MQTT_URL,
    name: 'E2E kiosk',
    checkinIntervalMs: 200,
    rebootSilenceMs: 3000,
  });
  const key = await player.start();
  await signIn(page);

  await page.goto('/admin/devices');
  await page.getByRole('link', { name: 'Activate a device' }).click();
  await expect(page.getByRole('heading', { name: 'Activate a device' })).toBeVisible();

  // A wrong key first: the warning, and the boxes marked until the key changes.
  await page.getByLabel('Device key part 1').pressSequentially('ZZZZZYYYYYXXXXXWWWWW');
  await expect(page.getByLabel('Device key part 4')).toHaveValue('WWWWW');
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(page.getByText('Device Key not entered correctly.').first()).toBeVisible();
  await expect(page.getByLabel('Device key part 1')).toHaveAttribute('aria-invalid', 'true');

  // Typed box by box: focus moves on after five characters.
  await page.getByLabel('Device key part 1').fill('');
  for (const box of [2, 3, 4]) await page.getByLabel(`Device key part ${box}`).fill('');
  await page.getByLabel('Device key part 1').pressSequentially(key.replaceAll('-', '').toLowerCase());
  await expect(page.getByLabel('Device key part 4')).toHaveValue(key.split('-')[3]!);
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  const activated = page.getByRole('alertdialog', { name: 'Device activated' });
  await expect(activated).toContainText('"E2E kiosk" is activated');
  await activated.getByRole('button', { name: 'View device' }).click();

  await expect(page.getByRole('heading', { name: 'E2E kiosk', level: 1 })).toBeVisible();
  const status = page.getByRole('status', { name: 'Device status' });
  await expect(status).toContainText('Online', { timeout: 20_000 });

  await page.getByRole('button', { name: 'Take screenshot' }).click();
  const screenshot = page.getByRole('img', { name: /^Screenshot of device \d+$/ });
  await expect(screenshot).toBeVisible({ timeout: 15_000 });
  expect(await screenshot.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    1920, 1080,
  ]);
  await expect(page.getByText(/^Screenshot taken \d/)).toBeVisible();

  // Leaving the page and opening it again keeps the last screenshot and its time.
  const deviceUrl = page.url();
  await page.goto('/help');
  await page.goto(deviceUrl);
  await expect(page.getByRole('img', { name: /^Screenshot of device \d+$/ })).toBeVisible();
  const taken = page.getByText(/^Screenshot taken \d/);
  await expect(taken).toBeVisible();

  // One last-contact time: the header and the Details card say the same.
  await expect(status).toContainText('Online', { timeout: 20_000 });
  const details = page.getByRole('region', { name: 'Details' });
  const headerContact = (await status.locator('time').textContent())!;
  await expect(details.locator('time').first()).toHaveText(headerContact);

  // Activity details in words, not JSON.
  const activity = page.getByRole('table', { name: 'Activity' });
  await expect(activity.getByText('Player started')).toBeVisible();
  await expect(activity.getByText('Reason:')).toBeVisible();
  await expect(activity).not.toContainText('{');

  // "Delete media" takes an item chosen from the media library, not a typed id.
  const login = await page.request.post('/api/login', {
    headers: { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` },
  });
  const auth = { authorization: `Bearer ${((await login.json()) as { auth_token: string }).auth_token}` };
  const image = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#335577' } })
    .png()
    .toBuffer();
  const uploaded = await page.request.post('/api/media/', {
    headers: auth,
    multipart: {
      json: JSON.stringify({ tags: ['e2e'] }),
      file: { name: 'stale-promo.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const mediaId = ((await uploaded.json()) as { media: { media: { media_id: number } }[] }).media[0]!.media.media_id;
  const deleteMedia = page.getByRole('button', { name: 'Delete media' });
  await expect(deleteMedia).toBeDisabled();
  await page.getByRole('combobox', { name: 'Media item to delete from the device' }).fill('stale');
  await page.getByRole('option', { name: /stale-promo/ }).click();
  await deleteMedia.click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(`Delete "stale-promo" (media ${mediaId}) from this device's storage?`);
  await question.getByRole('button', { name: 'Delete media' }).click();
  await expect(page.getByText('Sent to the device: Delete media.')).toBeVisible();
  // The browser suites share one stack: the media suite counts the grid.
  expect((await page.request.delete(`/api/media/${mediaId}`, { headers: auth })).status()).toBe(200);

  await page.getByRole('button', { name: 'Reboot' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reboot' }).click();
  await expect(status).toContainText('Offline');
  await expect(status).toContainText('checked every 20 s');
  await expect(status).toContainText('Online', { timeout: 20_000 });

  // Tags through the clipboard, and the save message.
  await page.getByRole('button', { name: 'Replace tags' }).click();
  await expect(page.getByText('Tag Clipboard Empty')).toBeVisible();
  const tags = page.getByRole('combobox', { name: 'Tags', exact: true });
  await tags.fill('entrance');
  await tags.press('Enter');
  await page.getByRole('button', { name: 'Copy tags' }).click();
  await expect(page.getByText('Successfully copied tags to temporary storage')).toBeVisible();
  await page.getByLabel('Sticker code').fill('ASSET-0042');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Device updated successfully.')).toBeVisible();

  // The list shows it, licence still off (highlighted), with its sticker code and tag.
  await page.goto('/admin/devices');
  const row = page.getByRole('row', { name: /E2E kiosk/ });
  await expect(row).toContainText('ASSET-0042');
  await expect(row).toContainText('entrance');
  await expect(row).toHaveAttribute('data-unlicensed', '');
});

test('a player waiting for activation is listed by its key\'s first group, and "Activate" fills its key in', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  player = new SimulatedPlayer({ apiUrl: baseURL!, mqttUrl: MQTT_URL, name: 'E2E waiting', checkinIntervalMs: 200 });
  const key = await player.start();
  const [first] = key.split('-');
  await signIn(page);
  await page.goto('/admin/devices');
  const waiting = page.getByRole('table', { name: /^Waiting for activation/ });
  const entry = waiting.getByRole('row', { name: `Waiting device ${first}` });
  await expect(entry).toContainText(`${first}-…`);
  await expect(entry).toContainText('Not activated');
  await expect(entry).not.toContainText(key.split('-')[1]!);
  await expectAccessible(page, 'the device list with a waiting player');
  await page.screenshot({ path: test.info().outputPath('devices-waiting.png'), fullPage: true });

  await entry.getByRole('link', { name: `Activate the device whose key starts ${first}` }).click();
  await expect(page.getByRole('heading', { name: 'Activate a device' })).toBeVisible();
  for (const [i, part] of key.split('-').entries()) {
    await expect(page.getByLabel(`Device key part ${i + 1}`)).toHaveValue(part);
  }
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  const activated = page.getByRole('alertdialog', { name: 'Device activated' });
  await expect(activated).toContainText('"E2E waiting" is activated');
  await activated.getByRole('button', { name: 'Continue' }).click();

  // In the list now, marked online once it answers; no longer waiting.
  await page.goto('/admin/devices');
  const row = page.getByRole('row', { name: /E2E waiting/ });
  await expect(row.getByRole('img', { name: 'Online' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('row', { name: `Waiting device ${first}` })).toHaveCount(0);
});

test('the device list\'s headers keep clear of each other at 1280 and 1024 px ("Licenced" ran into "Sticker Code")', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  player = new SimulatedPlayer({ apiUrl: baseURL!, mqttUrl: MQTT_URL, name: 'E2E narrow', checkinIntervalMs: 200 });
  const key = await player.start();
  await signIn(page);
  const auth = await restAuth(page);
  const activated = await page.request.post('/api/devices/activate', { headers: auth, data: { device_key: key } });
  expect(activated.status(), await activated.text()).toBe(200);
  await page.goto('/admin/devices');
  await expect(page.getByRole('row', { name: /E2E narrow/ })).toBeVisible();
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 720 });
    const headers = page.getByRole('table', { name: 'Devices' }).getByRole('columnheader');
    await expect(headers).toHaveCount(6);
    const boxes = [];
    for (const header of await headers.all()) {
      const label = header.getByRole('button');
      boxes.push((await label.count()) ? await label.boundingBox() : await header.boundingBox());
    }
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.x, `header ${i + 1} at ${width} px`).toBeGreaterThanOrEqual(
        boxes[i - 1]!.x + boxes[i - 1]!.width + 8,
      );
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/device-list-${width}.png` });
  }
});
