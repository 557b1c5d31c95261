import { expect, test } from '@playwright/test';
import { newElement } from '@signage/domain/layouts/elements';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import sharp from 'sharp';
import { expectAccessible } from './axe.ts';
import { csvOf } from './csv-download.ts';
import { createLayout, restAuth, signIn } from './sign-in.ts';

/**
 * Reports (issue 26): a player's proof of play reaches the media playback report (search, chart, modal, CSV), the
 * network status pie filters its grid, and the end-date rule speaks the spec's words. axe in both themes.
 */
test('media playback and network status reports from events a player sent', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const auth = await restAuth(page);
  const tag = `e2e-pop-${Date.now()}`;
  const image = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#553377' } })
    .png()
    .toBuffer();
  const uploaded = await page.request.post('/api/media/', {
    headers: auth,
    multipart: {
      json: JSON.stringify({ tags: [tag] }),
      file: { name: 'pop-poster.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const mediaId = ((await uploaded.json()) as { media: { media: { media_id: number } }[] }).media[0]!.media.media_id;
  const root = newLayoutJson();
  root.children.push({ ...newElement('image', 'poster'), media_id: mediaId } as never);
  const layoutId = await createLayout(page, auth, { name: 'Proof of play board', tags: [tag], json: root });
  const schedule = await page.request.post('/api/schedules/', {
    headers: auth,
    data: {
      layout_id: layoutId,
      tags: [tag],
      timer: { start: '2020-01-01T00:00', end: '2099-12-31T23:00', dow: 127, day_part: false },
    },
  });
  expect(schedule.status(), await schedule.text()).toBe(201);
  const registered = await page.request.post('/api/players/register', {
    data: { model_name: 'SIM', firmware_version: '1', type: 'simulated', name: 'E2E proof kiosk' },
  });
  const { device_key, player_secret } = (await registered.json()) as { device_key: string; player_secret: string };
  const activated = await page.request.post('/api/devices/activate', { headers: auth, data: { device_key } });
  const deviceId = ((await activated.json()) as { device_id: number }).device_id;
  await page.request.put(`/api/devices/${deviceId}`, { headers: auth, data: { tags: [tag], name: 'E2E proof kiosk' } });
  const today = new Date().toISOString().slice(0, 10);
  const events = [1, 2, 3].map((sequence) => ({
    sequence,
    occurred_at: new Date(Date.now() - sequence * 60_000).toISOString(),
    utc_offset_minutes: 0,
    time_zone: 'UTC',
    kind: 'playback',
    media_id: mediaId,
  }));
  const sent = await page.request.post('/api/players/events', {
    headers: { authorization: `Player ${device_key}:${player_secret}` },
    data: { idempotency_key: 'e2e-1', events },
  });
  expect(await sent.json()).toMatchObject({ stored: 3 });

  // /reports has a button for each report.
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expectAccessible(page, 'reports');
  await page.getByRole('link', { name: 'Media playback report' }).click();
  await expect(page.getByRole('heading', { name: 'Media playback report', level: 1 })).toBeVisible();
  // Results stay hidden until a search has run.
  await expect(page.getByRole('heading', { name: 'Daily Playback Counts' })).toHaveCount(0);

  const mediaTags = page.getByRole('combobox', { name: 'Media tags' });
  await mediaTags.fill(tag);
  await mediaTags.press('Enter');
  await page.getByRole('button', { name: 'Run report' }).click();
  await expect(page.getByRole('heading', { name: 'Daily Playback Counts' })).toBeVisible();
  const daily = page.getByRole('figure', { name: 'Daily Playback Counts' });
  await expect(daily.locator('svg')).toBeVisible();
  // Whole plays on the value axis (not 0.2, 0.4, …), and the days run from the report's first day, plays or not.
  const labels = await daily.locator('svg text').allTextContents();
  expect(labels.filter((l) => /^\d+(\.\d+)?$/.test(l))).toEqual(['0', '1', '2', '3']);
  // Days written as the console writes dates ("29th Oct 2026"; on the axis without the year within one year).
  const range = (await page.getByText(/^From \d+(st|nd|rd|th) \w{3} \d{4} to/).textContent())!;
  const [, firstDay, lastDay] = /^From (.+) to (.+)$/.exec(range)!;
  const firstLabel = labels.find((l) => /^\d+(st|nd|rd|th) \w{3}/.test(l));
  expect([firstDay, firstDay!.replace(/ \d{4}$/, '')]).toContain(firstLabel);
  // The range read as chosen: to the end date picked, not the day after that a media report sends.
  await expect(page.getByRole('textbox', { name: 'End date' })).toHaveValue(lastDay!);
  const row = page.getByRole('table', { name: 'Plays per media' }).getByRole('row', { name: /pop-poster/ });
  await expect(row).toContainText('3');
  await page.screenshot({ path: 'test-results/reports-media-playback.png', fullPage: true });
  await expectAccessible(page, 'media playback report');

  await row.getByRole('button', { name: 'pop-poster' }).click();
  const modal = page.getByRole('dialog', { name: `${mediaId} - pop-poster` });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('figure', { name: 'Daily plays of pop-poster' }).locator('svg')).toBeVisible();
  await expectAccessible(page, 'per-media daily chart');
  await modal.getByRole('button', { name: 'Close' }).click();

  const lines = await csvOf(page, 'Download proof of play (CSV)');
  expect(lines[0]).toBe(
    'occurred_at_utc,occurred_at_local,time_zone,device_id,device_name,media_id,media_name,sequence',
  );
  expect(lines.filter((l) => l.includes(`,${deviceId},E2E proof kiosk,${mediaId},pop-poster,`))).toHaveLength(3);
  expect(lines.some((l) => l.startsWith(today))).toBe(true);

  // The end date rule, in the console before any call.
  await page.getByRole('textbox', { name: 'Start date' }).fill('02/05/2026');
  await page.getByRole('textbox', { name: 'End date' }).fill('01/05/2026');
  await page.getByRole('textbox', { name: 'End date' }).press('Enter');
  await page.getByRole('button', { name: 'Run report' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'End date must be greater than start date.' })).toBeVisible();

  // Network status: the pie counts devices per bucket; a bucket filters the grid.
  await page.goto('/reports/networkstatus');
  await expect(page.getByRole('heading', { name: 'Network status report', level: 1 })).toBeVisible();
  const grid = page.getByRole('table', { name: 'Devices by last contact' });
  await expect(grid.getByRole('row', { name: /E2E proof kiosk/ })).toBeVisible();
  await expect(
    page
      .getByRole('figure', { name: /Devices per bucket/ })
      .locator('svg path')
      .first(),
  ).toBeVisible();
  // The report as a file: every device of the search with its bucket and last contact.
  const network = await csvOf(page, 'Download network status (CSV)');
  expect(network[0]).toBe('device_id,device_name,bucket,last_contact_utc,last_contact_local,time_zone,device_tags');
  expect(network.some((l) => l.includes(',E2E proof kiosk,30min,'))).toBe(true);
  await page.screenshot({ path: 'test-results/reports-network-status.png', fullPage: true });
  await expectAccessible(page, 'network status report');
  await page.getByRole('button', { name: /^Offline:/ }).click();
  await expect(grid.getByRole('row', { name: /E2E proof kiosk/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Within 30 min:/ }).click();
  await expect(grid.getByRole('row', { name: /E2E proof kiosk/ })).toBeVisible();
  // A pie slice filters as well (nivo's pointer mesh above the arcs takes the click at the slice's place).
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(page.getByText(/^Showing: /)).toHaveCount(0);
  // On the ring, right of the centre (320 x 280 pie, radii 65 to 130).
  await page.getByRole('figure', { name: /Devices per bucket/ }).click({ position: { x: 257, y: 140 } });
  await expect(page.getByText(/^Showing: /)).toBeVisible();

  // The device page, opened from the device's name in the grid: its playback statistics and how complete its data is.
  await grid.getByRole('link', { name: 'E2E proof kiosk' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/devices/${deviceId}$`));
  await expect(page.getByText(/^Data complete up to .* · 3 received, 0 missing, 0 pending$/)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Plays in the last month' }).getByRole('row', { name: /pop-poster/ }),
  ).toContainText('3');
  await expectAccessible(page, 'device playback statistics');

  // The browser suites share one stack.
  await page.request.delete(`/api/devices/${deviceId}`, { headers: auth });
  await page.request.delete(`/api/layouts/${layoutId}`, { headers: auth });
  await page.request.delete(`/api/media/${mediaId}`, { headers: auth });
});
