import { expect, test } from '@playwright/test';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { signIn } from './sign-in.ts';

const MQTT_URL = process.env.MQTT_URL ?? `mqtt://127.0.0.1:${process.env.E2E_MQTT_PORT ?? 4311}`;

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
