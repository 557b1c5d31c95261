import { expect, test } from '@playwright/test';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { expectAccessible } from './axe.ts';
import { MQTT_URL, restAuth, signIn } from './sign-in.ts';

const players: SimulatedPlayer[] = [];
test.afterEach(async () => {
  await Promise.all(players.splice(0).map((p) => p.stop()));
});

/**
 * Issue 24 on the venue page: a venue with a sync master and a follower whose clock runs 1.5 s ahead; the Sync
 * section names the master and shows the follower's drift and its last hour; Resync (by keyboard) says it was
 * sent, and the drift shown drops near 0.
 */
test('the venue page shows each follower’s drift, and Resync sets it to the master’s clock', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const auth = await restAuth(page);
  const stamp = Date.now();
  const start = async (name: string, clockSkewMs: number) => {
    const player = new SimulatedPlayer({
      apiUrl: baseURL!,
      mqttUrl: MQTT_URL,
      name,
      checkinIntervalMs: 200,
      clockSkewMs,
      syncEveryMs: 500,
    });
    players.push(player);
    const key = await player.start();
    const activated = await page.request.post('/api/devices/activate', { headers: auth, data: { device_key: key } });
    const deviceId = ((await activated.json()) as { device_id: number }).device_id;
    await player.whenOnline();
    return { player, deviceId };
  };
  const master = await start(`E2E sync master ${stamp}`, 0);
  const follower = await start(`E2E sync follower ${stamp}`, 1500);
  const created = await page.request.post('/api/venues/', {
    headers: auth,
    data: {
      name: `Sync hall ${stamp}`,
      time_zone: 'UTC',
      devices: [master.deviceId, follower.deviceId],
      sync_master_device_id: master.deviceId,
    },
  });
  expect(created.status()).toBe(201);
  const venueId = ((await created.json()) as { venue: { venue_id: number } }).venue.venue_id;
  // Made over REST, the venue reaches the players at their next check-in: made here.
  await master.player.refreshDesiredState();
  await follower.player.refreshDesiredState();
  await expect
    .poll(
      async () => {
        const drift = await page.request.get(`/api/venues/${venueId}/drift`, { headers: auth });
        return ((await drift.json()) as { followers: { samples: unknown[] }[] }).followers[0]?.samples.length ?? 0;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(2);

  await page.goto(`/venues/${venueId}`);
  const editor = page.getByRole('dialog', { name: `Venue Sync hall ${stamp}` });
  const section = editor.getByRole('region', { name: 'Sync' });
  await expect(section).toContainText(`Master: E2E sync master ${stamp}`);
  const row = section.getByRole('row', { name: new RegExp(`E2E sync follower ${stamp}`) });
  const driftNow = row.getByRole('cell').nth(1);
  await expect(driftNow).toHaveText(/^\+1[45]\d\d ms$/);
  await expect(row.getByRole('img', { name: `Drift of E2E sync follower ${stamp} over the last hour` })).toBeVisible();
  await expectAccessible(page, 'venue sync section');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/venue-sync.png' });
  await section.screenshot({ path: 'test-results/venue-sync-section.png' });

  const resync = section.getByRole('button', { name: 'Resync' });
  await resync.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Resync sent to 1 follower.').first()).toBeVisible();
  // The follower sets its clock and reports; the section reads the drift again (every 10 s).
  await expect(driftNow).toHaveText(/^[+-]?\d{1,2} ms$/, { timeout: 30_000 });
  await page.getByLabel('Theme').selectOption('space');
  await section.screenshot({ path: 'test-results/venue-sync-resynced-space.png' });
  await page.getByLabel('Theme').selectOption('default');
  expect(Math.abs(follower.player.clock.now() - Date.now())).toBeLessThan(100);
});
