import { expect, type Response, test } from '@playwright/test';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { expectAccessible } from './axe.ts';
import { MQTT_URL, restAuth, signIn } from './sign-in.ts';

let player: SimulatedPlayer | undefined;
test.afterEach(async () => {
  await player?.stop();
});

/** Kiritimati is 14 hours ahead of UTC all year: a venue there runs on a clock no default zone shares. */
const ZONE = 'Pacific/Kiritimati';

/** What a wall clock in `zone` reads at `ms`, as a timer's `YYYY-MM-DDTHH:mm`. */
function wallClock(ms: number, zone: string) {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(ms))
    .replace(' ', 'T');
}

test('a venue in another zone: its device follows the venue clock, and what plays now with it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const auth = await restAuth(page);
  const tag = `e2e-venue-${Date.now()}`;
  const name = `E2E venue kiosk ${Date.now()}`;
  player = new SimulatedPlayer({ apiUrl: baseURL!, mqttUrl: MQTT_URL, name, checkinIntervalMs: 200 });
  const key = await player.start();
  const activated = await page.request.post('/api/devices/activate', { headers: auth, data: { device_key: key } });
  const deviceId = ((await activated.json()) as { device_id: number }).device_id;
  expect((await page.request.put(`/api/devices/${deviceId}`, { headers: auth, data: { tags: [tag] } })).status()).toBe(
    200,
  );
  await player.whenOnline();

  // A layout scheduled for the next hour of Kiritimati's clock: 14 hours away on the device's own clock.
  const layout = await page.request.post('/api/layouts/', {
    headers: auth,
    data: { name: 'Kiritimati morning', tags: [tag], json: newLayoutJson() },
  });
  const layoutId = ((await layout.json()) as { layout_id: number }).layout_id;
  const now = Date.now();
  const schedule = await page.request.post('/api/schedules/', {
    headers: auth,
    data: {
      layout_id: layoutId,
      tags: [tag],
      timer: {
        start: wallClock(now - 30 * 60_000, ZONE),
        end: wallClock(now + 90 * 60_000, ZONE),
        dow: 127,
        day_part: false,
      },
    },
  });
  expect(schedule.status()).toBe(201);

  await page.goto(`/admin/devices/${deviceId}`);
  const nowPlaying = page.getByRole('region', { name: 'Now playing' });
  await expect(nowPlaying).toContainText('Its schedules say:nothing scheduled');

  // The venue, in Kiritimati, with the device moved into it.
  await page.goto('/venues');
  await expect(page.getByRole('heading', { name: 'Venues', level: 1 })).toBeVisible();
  await expectAccessible(page, 'venue list');
  // A venue given a name alone: nothing then asks for the editor of the venue that was "new" (that answered
  // "Not found." after every creation).
  const notFound: string[] = [];
  const listen = async (response: Response) => {
    if (!response.url().endsWith('/graphql')) return;
    const text = await response.text().catch(() => '');
    if (text.includes('NOT_FOUND')) notFound.push(text);
  };
  page.on('response', listen);
  await page.getByRole('link', { name: 'Add venue' }).first().click();
  await page.getByRole('dialog', { name: 'New venue' }).getByLabel('Name').fill('Quay kiosk');
  await page.getByRole('dialog', { name: 'New venue' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('row', { name: /Quay kiosk/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('response', listen);
  expect(notFound).toEqual([]);

  await page.getByRole('link', { name: 'Add venue' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New venue' });
  await dialog.getByLabel('Name').fill('Line Islands shop');
  await dialog.getByRole('combobox', { name: 'Time zone' }).fill(ZONE);
  await expect(dialog.getByText(`(${ZONE})`)).toBeVisible();
  await dialog.getByLabel('Find a device').fill(name);
  await dialog.getByLabel('Device to add').selectOption({ label: name });
  await dialog.getByRole('button', { name: 'Add device' }).click();
  await expect(dialog.getByRole('list', { name: 'Venue devices' })).toContainText(name);
  await dialog.getByLabel('Sync master device').selectOption({ label: name });
  await expectAccessible(page, 'venue editor');
  await page.screenshot({ path: 'test-results/venue-editor.png', fullPage: true });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Venue successfully created.').first()).toBeVisible();
  const row = page.getByRole('row', { name: /Line Islands shop/ });
  await expect(row).toContainText(ZONE);

  // The player was told to fetch its schedules and plays the layout on the venue's clock; then the device page
  // reads the venue's clock, and says what the player reports: it said so while the operator was on the venues
  // page, which the gateway now still hears for the resume window (it showed "nothing" before, issue 25).
  await player.whenPlaying(layoutId);
  await page.goto(`/admin/devices/${deviceId}`);
  await expect(
    page.getByRole('status', { name: 'The player reports' }).getByRole('link', { name: 'Kiritimati morning' }),
  ).toBeVisible();
  await expect(nowPlaying).toContainText(`(${ZONE})`);
  await expect(nowPlaying).toContainText(`Its clock reads`);
  await expect(nowPlaying).toContainText('Its schedules say:Kiritimati morning');
  await expectAccessible(page, 'device page in a venue');

  // Opening the venue shows its device and clock; deleting it returns the device to its own zone.
  await page.goto('/venues');
  await page.getByRole('link', { name: 'Line Islands shop' }).click();
  const editor = page.getByRole('dialog', { name: 'Venue Line Islands shop' });
  await expect(editor.getByRole('list', { name: 'Venue devices' })).toContainText(name);
  await page.screenshot({ path: 'test-results/venue-editor-existing.png', fullPage: true });
  // No sync master any more: saved as none, and the sync section says so when the venue is opened again.
  const sync = editor.getByRole('region', { name: 'Sync' });
  await expect(sync).toContainText(`Master: ${name}`);
  await editor.getByLabel('Sync master device').selectOption({ label: 'None' });
  await editor.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Venue successfully updated.').first()).toBeVisible();
  await page.getByRole('link', { name: 'Line Islands shop' }).click();
  await expect(editor.getByLabel('Sync master device')).toHaveValue('');
  await expect(sync).toContainText('No sync master device');
  await editor.getByRole('button', { name: 'Delete venue' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.getByText('Venue successfully deleted.').first()).toBeVisible();
  await page.goto(`/admin/devices/${deviceId}`);
  await expect(nowPlaying).toContainText('Its schedules say:nothing scheduled');
});
