import { expect, test } from '@playwright/test';
import { newElement } from '@signage/domain/layouts/elements';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import sharp from 'sharp';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { expectAccessible } from './axe.ts';
import { createLayout, MQTT_URL, restAuth, signIn } from './sign-in.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;

let player: SimulatedPlayer | undefined;
test.afterEach(async () => {
  await player?.stop();
});

test('a campaign with a run on a venue: its player plays it and the run delivers', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const auth = await restAuth(page);
  const stamp = Date.now();
  const tag = `e2e-campaign-${stamp}`;
  const deviceName = `E2E campaign kiosk ${stamp}`;
  const campaignName = `Spring promo ${stamp}`;
  player = new SimulatedPlayer({ apiUrl: baseURL!, mqttUrl: MQTT_URL, name: deviceName, checkinIntervalMs: 200 });
  const key = await player.start();
  const activated = await page.request.post('/api/devices/activate', { headers: auth, data: { device_key: key } });
  const deviceId = ((await activated.json()) as { device_id: number }).device_id;
  await player.whenOnline();

  // The content: a layout with one image; the venue holding the player.
  const image = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#557733' } })
    .png()
    .toBuffer();
  const uploaded = await page.request.post('/api/media/', {
    headers: auth,
    multipart: {
      json: JSON.stringify({ tags: [tag] }),
      file: { name: 'promo.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const mediaId = ((await uploaded.json()) as { media: { media: { media_id: number } }[] }).media[0]!.media.media_id;
  const root = newLayoutJson();
  root.children.push({ ...newElement('image', 'promo'), media_id: mediaId } as (typeof root.children)[number]);
  const layoutName = `Spring promo layout ${stamp}`;
  const layoutId = await createLayout(page, auth, { name: layoutName, tags: [tag], json: root });
  // The venue keeps the console's display zone (+02:00 all year, as Africa/Johannesburg): a new run starts at today's midnight
  // there, and a venue behind it would start it at its own midnight (wall-clock times), 22:00-24:00 UTC.
  const venue = await page.request.post('/api/venues/', {
    headers: auth,
    data: { name: `Campaign mall ${stamp}`, time_zone: 'Africa/Johannesburg', devices: [deviceId] },
  });
  expect(venue.status()).toBe(201);
  const venueId = ((await venue.json()) as { venue: { venue_id: number } }).venue.venue_id;

  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  await expectAccessible(page, 'campaign list');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/campaign-list.png`, fullPage: true });

  // A new campaign starts with the default run, whose venues wait for the campaign to be saved.
  await page.getByRole('link', { name: 'Add campaign' }).first().click();
  const fresh = page.getByRole('dialog', { name: 'New campaign' });
  await fresh.getByLabel('Code').fill(`SP-${stamp}`);
  await fresh.getByLabel('Name').fill(campaignName);
  await fresh.getByLabel('Layout its runs play').selectOption({ label: layoutName });
  const newRun = fresh.getByRole('region', { name: 'New run' });
  await expect(newRun).toContainText('Runs can be managed once the campaign is saved.');
  await expect(newRun.getByRole('button', { name: 'Venues of new run' })).toBeDisabled();
  await expectAccessible(page, 'new campaign editor');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/campaign-new.png`, fullPage: true });
  await fresh.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Campaign successfully created.').first()).toBeVisible();

  // Saved: its edit route, run 1 with no plays yet.
  const editor = page.getByRole('dialog', { name: `Campaign ${campaignName}` });
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);
  const run = editor.getByRole('region', { name: 'Run 1' });
  await expect(run.getByRole('status', { name: 'Delivery of run 1' })).toContainText('Delivered: 0 plays');
  await expect(editor.getByRole('list', { name: 'Campaign media' })).toContainText('promo');

  // A pending run change (an added run) stops managing runs, and says why; removing it lifts that.
  await editor.getByRole('button', { name: 'Add run' }).click();
  await expect(run).toContainText('Runs can be managed only when there are no pending run changes');
  await expect(run.getByRole('button', { name: 'Venues of run 1' })).toBeDisabled();
  await editor.getByRole('button', { name: 'Remove new run' }).click();
  await expect(run.getByRole('button', { name: 'Venues of run 1' })).toBeEnabled();

  // Run 1 on the venue: the player is told, plays the campaign, and the run's delivery grows.
  await run.getByRole('button', { name: 'Venues of run 1' }).click();
  const venues = page.getByRole('dialog', { name: 'Venues of run 1' });
  await venues.getByText(`Campaign mall ${stamp}`).click();
  await expectAccessible(page, 'run venues dialog');
  await venues.getByRole('button', { name: 'Save venues' }).click();
  await expect(page.getByText('Run venues successfully updated.').first()).toBeVisible();
  await expect(run).toContainText(`Venues: Campaign mall ${stamp}`);
  await player.whenPlaying(layoutId);
  await expect(run.getByRole('status', { name: 'Delivery of run 1' })).toContainText('Delivered: 1 play', {
    timeout: 30_000,
  });
  await expect(run.getByRole('table', { name: 'Plays of run 1 per venue and device' })).toContainText(deviceName);
  await expectAccessible(page, 'campaign editor with delivery');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/campaign-editor.png`, fullPage: true });

  // The device page says what plays and why: "campaign X, run 1".
  await page.goto(`/admin/devices/${deviceId}`);
  const why = page.getByRole('list', { name: 'Why' });
  await expect(why).toContainText(`campaign ${campaignName}, run 1`);
  await expect(page.getByRole('region', { name: 'Now playing' })).toContainText(
    `Its schedules say:campaign ${campaignName}, run 1`,
  );

  // Deleting the campaign returns to the list.
  await page.goto('/campaigns');
  await expect(page.getByRole('row', { name: new RegExp(campaignName) })).toContainText(`SP-${stamp}`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/campaign-list-row.png`, fullPage: true });
  await page.getByRole('link', { name: campaignName }).click();
  await page
    .getByRole('dialog', { name: `Campaign ${campaignName}` })
    .getByRole('button', { name: 'Delete campaign' })
    .click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.getByText('Campaign successfully deleted.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: campaignName })).toHaveCount(0);

  // The browser suites share one stack: the media suite counts the grid.
  await player.stop();
  player = undefined;
  expect((await page.request.delete(`/api/venues/${venueId}`, { headers: auth })).status()).toBe(200);
  expect((await page.request.delete(`/api/layouts/${layoutId}`, { headers: auth })).status()).toBe(200);
  expect((await page.request.delete(`/api/media/${mediaId}`, { headers: auth })).status()).toBe(200);
  expect((await page.request.delete(`/api/devices/${deviceId}`, { headers: auth })).status()).toBe(200);
});
