import { expect, test } from '@playwright/test';
import { newElement } from '@signage/domain/layouts/elements';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import sharp from 'sharp';
import { expectAccessible } from './axe.ts';
import { csvOf } from './csv-download.ts';
import { createLayout, restAuth, signIn } from './sign-in.ts';

/**
 * Issue 26, the rest: the touch stats report (filters, bars, table with each media uri's item, pie slice narrowing
 * it, CSV), the reports dashboard, and the playback report's timeline chart and disk storage pie. axe in both themes.
 */
test('touch stats, the reports dashboard and the playback charts from events a player sent', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page);
  const auth = await restAuth(page);
  const tag = `e2e-touch-${Date.now()}`;
  const image = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#225588' } })
    .png()
    .toBuffer();
  const uploaded = await page.request.post('/api/media/', {
    headers: auth,
    multipart: {
      json: JSON.stringify({ tags: [tag] }),
      file: { name: 'touch-menu.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const mediaId = ((await uploaded.json()) as { media: { media: { media_id: number } }[] }).media[0]!.media.media_id;
  const root = newLayoutJson();
  root.children.push({ ...newElement('image', 'menu'), media_id: mediaId } as never);
  const layoutId = await createLayout(page, auth, { name: 'Touch menu board', tags: [tag], json: root });
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
    data: { model_name: 'SIM', firmware_version: '1', type: 'simulated', name: 'E2E touch kiosk' },
  });
  const { device_key, player_secret } = (await registered.json()) as { device_key: string; player_secret: string };
  const activated = await page.request.post('/api/devices/activate', { headers: auth, data: { device_key } });
  const deviceId = ((await activated.json()) as { device_id: number }).device_id;
  await page.request.put(`/api/devices/${deviceId}`, { headers: auth, data: { tags: [tag], name: 'E2E touch kiosk' } });
  const player = { authorization: `Player ${device_key}:${player_secret}` };
  // Every event in one clock hour (minutes 31 to 35 of the last one), so the report's hour buckets never split
  // the two taps: sent 9 and 8 minutes before "now", they fell in two hours when the run began at :08.
  const lastHalfHour = Date.now() - (Date.now() % 3_600_000) - 20 * 60_000;
  const at = (minutesAgo: number) => new Date(lastHalfHour - minutesAgo * 60_000).toISOString();
  const common = { utc_offset_minutes: 60, time_zone: 'Europe/Berlin' };
  const sent = await page.request.post('/api/players/events', {
    headers: player,
    data: {
      idempotency_key: 'e2e-touch-1',
      events: [
        {
          sequence: 1,
          occurred_at: at(9),
          ...common,
          kind: 'touch',
          event_name: 'tap',
          media_uri: 'menu.html',
          media_id: mediaId,
        },
        {
          sequence: 2,
          occurred_at: at(8),
          ...common,
          kind: 'touch',
          event_name: 'tap',
          media_uri: 'menu.html',
          media_id: mediaId,
        },
        { sequence: 3, occurred_at: at(7), ...common, kind: 'touch', event_name: 'swipe', media_uri: 'map.html' },
        { sequence: 4, occurred_at: at(6), ...common, kind: 'playback', media_id: mediaId },
        { sequence: 5, occurred_at: at(5), ...common, kind: 'playback', media_id: mediaId },
      ],
    },
  });
  expect(await sent.json()).toMatchObject({ stored: 5 });
  await page.request.post('/api/players/system_info', {
    headers: player,
    data: {
      json: {
        timestamp: at(1),
        hwinfo: {},
        display: { screens: [] },
        disk: { disks: [{ bytes_used: 3 * 1024 ** 3, bytes_avail: 5 * 1024 ** 3 }] },
      },
    },
  });

  // /reports: a button for each report, the dashboard and touch stats among them.
  await page.goto('/reports');
  await expect(page.getByRole('link', { name: 'Reports dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'Touch stats report' }).click();
  await expect(page.getByRole('heading', { name: 'Touch stats report', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Touch statistics' })).toHaveCount(0);

  // The date rule, in the console before any call.
  await page.getByRole('textbox', { name: 'Start date' }).fill('02/05/2026');
  await page.getByRole('textbox', { name: 'End date' }).fill('01/05/2026');
  await page.getByRole('textbox', { name: 'End date' }).press('Enter');
  await page.getByRole('button', { name: 'Run report' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'End date must be greater than start date.' })).toBeVisible();
  await page.reload();

  const deviceTags = page.getByRole('combobox', { name: 'Device tags' });
  await deviceTags.fill(tag);
  await deviceTags.press('Enter');
  await page.getByLabel('Grouping').selectOption('media_uri');
  await page.getByLabel('Bucket').selectOption('hour');
  await page.getByRole('button', { name: 'Run report' }).click();
  const table = page.getByRole('table', { name: 'Touch statistics' });
  await expect(table.getByRole('row', { name: /menu\.html/ })).toContainText('touch-menu');
  await expect(table.getByRole('row', { name: /menu\.html/ })).toContainText('2');
  await expect(table.getByRole('row', { name: /map\.html/ })).toContainText('1');
  await expect(page.getByRole('figure', { name: 'Touches per Hour Of Day' }).locator('svg')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Touches by Event Name' }).locator('svg')).toBeVisible();
  await page.screenshot({ path: 'test-results/reports-touch-stats.png' });
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/reports-touch-stats-table.png' });
  await expectAccessible(page, 'touch stats report');

  // A slice narrows the report to its event name (its legend button, or the slice itself).
  await page
    .getByRole('group', { name: 'Filter by slice' })
    .getByRole('button', { name: /^swipe:/ })
    .click();
  await expect(page.getByText('Showing Event Name: swipe')).toBeVisible();
  await expect(table.getByRole('row', { name: /menu\.html/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /map\.html/ })).toBeVisible();
  const swipes = await csvOf(page, 'Download touch events (CSV)');
  expect(swipes[0]).toBe(
    'occurred_at_utc,occurred_at_local,time_zone,device_id,device_name,event_name,media_uri,media_id,media_name,sequence',
  );
  expect(swipes.slice(1).map((l) => l.split(',').slice(2).join(','))).toEqual([
    `Europe/Berlin,${deviceId},E2E touch kiosk,swipe,map.html,,,3`,
  ]);
  // A user who asked for reduced motion gets charts that change at once: the pie's slices are where they settle when
  // it is clicked (animated, swipe's slice was still shrinking back from the whole ring and took the click).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(table.getByRole('row', { name: /menu\.html/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filter by slice' }).getByRole('button')).toHaveCount(2);
  // The slice itself: the pie's ring right of the centre is its largest slice, tap (2 of 3).
  const pie = page.getByRole('figure', { name: 'Touches by Event Name' });
  const box = (await pie.boundingBox())!;
  await pie.click({ position: { x: box.width / 2 + Math.min(box.width, box.height) * 0.35, y: box.height / 2 } });
  await expect(page.getByText('Showing Event Name: tap')).toBeVisible();
  await expect(table.getByRole('row', { name: /map\.html/ })).toHaveCount(0);
  const taps = await csvOf(page, 'Download touch events (CSV)');
  expect(taps).toHaveLength(3);
  expect(taps[1]).toContain(`,${deviceId},E2E touch kiosk,tap,menu.html,${mediaId},touch-menu,1`);
  expect(taps[1]).toMatch(/^\S+Z,\S+\+01:00,Europe\/Berlin,/);
  // Grouped by event name, the event is named once: the group's column, no second "Event Name".
  await page.getByLabel('Grouping').selectOption('event_name');
  await page.getByRole('button', { name: 'Run report' }).click();
  await expect(table.getByRole('columnheader')).toHaveText(['Hour Of Day', 'Event Name', 'Count']);
  await expect(table.getByRole('row', { name: /tap/ })).toContainText('2');

  // The dashboard.
  await page.goto('/reports/dashboard');
  await expect(page.getByRole('heading', { name: 'Reports dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Devices per bucket/ }).locator('svg')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Plays per day, media and audio' }).locator('svg')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Touches by event name' }).locator('svg')).toBeVisible();
  // Over the range the reports open with, so a card's figures are its report's; the plays' colours are named.
  await expect(page.getByRole('listitem').filter({ hasText: /^tap: 2$/ })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^swipe: 1$/ })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^2 media plays$/ })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^0 audio plays$/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/reports-dashboard.png', fullPage: true });
  await expectAccessible(page, 'reports dashboard');
  await page.getByRole('link', { name: 'Touch stats report' }).click();
  await expect(page.getByRole('heading', { name: 'Touch stats report', level: 1 })).toBeVisible();

  // The media playback report: the timeline by month and the disk storage pie of the devices selected.
  await page.goto('/reports/mediaplaybackreport/');
  const reportTags = page.getByRole('combobox', { name: 'Device tags' });
  await reportTags.fill(tag);
  await reportTags.press('Enter');
  await page.getByRole('button', { name: 'Run report' }).click();
  await expect(page.getByRole('figure', { name: 'Plays per month' }).locator('svg')).toBeVisible();
  // Months written as the console writes them ("Nov 2026").
  const now = new Date();
  const month = `${'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[now.getUTCMonth()]} ${now.getUTCFullYear()}`;
  await expect(page.getByRole('table', { name: 'Plays per month' }).getByRole('row', { name: month })).toContainText(
    '2',
  );
  await expect(
    page.getByRole('figure', { name: 'Disk storage: 3.0 GB used of 8.0 GB on 1 device' }).locator('svg'),
  ).toBeVisible();
  // Its legend names the slices' colours.
  await expect(page.getByRole('listitem').filter({ hasText: /^Used: 3\.0 GB$/ })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Free: 5\.0 GB$/ })).toBeVisible();
  await page.getByRole('heading', { name: 'Disk storage' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/reports-playback-charts.png' });
  await expectAccessible(page, 'media playback charts');
  const plays = await csvOf(page, 'Download proof of play (CSV)');
  expect(plays.filter((l) => l.includes(`,${deviceId},E2E touch kiosk,${mediaId},touch-menu,`))).toHaveLength(2);
  // Proof of play of one media item, from its 'media id - name' modal.
  await page.getByRole('table', { name: 'Plays per media' }).getByRole('button', { name: 'touch-menu' }).click();
  const modal = page.getByRole('dialog', { name: `${mediaId} - touch-menu` });
  await expect(modal).toBeVisible();
  const perItem = await csvOf(page, 'Download proof of play of this item (CSV)');
  expect(perItem).toHaveLength(3);
  expect(perItem.slice(1).every((l) => l.includes(`,${mediaId},touch-menu,`))).toBe(true);
  await modal.getByRole('button', { name: 'Close' }).click();

  // Proof of play of one device, from its page.
  await page.goto(`/admin/devices/${deviceId}`);
  await expect(page.getByText(/^Data complete up to .* · 5 received, 0 missing, 0 pending$/)).toBeVisible();
  const perDevice = await csvOf(page, 'Download proof of play (CSV)');
  expect(perDevice.slice(1).map((l) => l.split(',').slice(3, 5).join(','))).toEqual([
    `${deviceId},E2E touch kiosk`,
    `${deviceId},E2E touch kiosk`,
  ]);
  await expectAccessible(page, 'device page with its proof of play');

  // The browser suites share one stack.
  await page.request.delete(`/api/devices/${deviceId}`, { headers: auth });
  await page.request.delete(`/api/layouts/${layoutId}`, { headers: auth });
  await page.request.delete(`/api/media/${mediaId}`, { headers: auth });
});
