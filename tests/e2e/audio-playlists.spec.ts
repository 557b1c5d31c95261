import { expect, type Page, test } from '@playwright/test';
import { SCHEDULE_MESSAGES } from '@signage/domain/schedules/messages';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { mp3 } from '../integration/testkit/media.ts';
import { expectAccessible } from './axe.ts';
import { pickUpWithKeyboard, releaseDrag } from './dnd.ts';
import { MQTT_URL, restAuth, signIn } from './sign-in.ts';

/** Uploads a tone whose tags say `title`, as the media library would: its file name carries `prefix`. */
async function uploadTone(page: Page, auth: Record<string, string>, prefix: string, title: string, frequency: number) {
  const answer = await page.request.post('/api/media/', {
    headers: auth,
    multipart: {
      json: JSON.stringify({ tags: [prefix] }),
      file: { name: `${prefix}-${title}.mp3`, mimeType: 'audio/mpeg', buffer: await mp3(title, 3, frequency) },
    },
  });
  expect(answer.status()).toBe(201);
  uploaded.push(((await answer.json()) as { media: { media: { media_id: number } }[] }).media[0]!.media.media_id);
}

/**
 * What this file made, removed afterwards: the browser suites share one stack, and the media library's test
 * counts the items it uploads into an empty library.
 */
const uploaded: number[] = [];
let playlistId: string | undefined;
let player: SimulatedPlayer | undefined;
let deviceId: number | undefined;

test.afterEach(async ({ page }) => {
  await player?.stop();
  player = undefined;
  const auth = await restAuth(page);
  if (deviceId) await page.request.delete(`/api/devices/${deviceId}`, { headers: auth });
  deviceId = undefined;
  if (playlistId) await page.request.delete(`/api/audio_playlists/${playlistId}`, { headers: auth });
  playlistId = undefined;
  for (const id of uploaded.splice(0)) await page.request.delete(`/api/media/${id}`, { headers: auth });
});

const trackNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Tracks' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

test('build a playlist from the song search, reorder it by keyboard and mouse, save it and preview it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const auth = await restAuth(page);
  const prefix = `e2e-song-${Date.now()}`;
  await uploadTone(page, auth, prefix, 'Alpha', 440);
  await uploadTone(page, auth, prefix, 'Beta', 550);
  await uploadTone(page, auth, prefix, 'Gamma', 660);

  await page.goto('/audio');
  await expect(page.getByRole('heading', { name: 'Audio playlists', level: 1 })).toBeVisible();
  await expectAccessible(page, 'audio list');
  await page.getByRole('link', { name: 'Add audio playlist' }).first().click();
  await expect(page).toHaveURL(/\/audio\/playlists\/new$/);
  await expect(page.getByRole('heading', { name: 'New audio playlist' })).toBeVisible();

  // Saving without a name or tags gives the spec's messages.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Playlist name empty.')).toBeVisible();
  await page.getByLabel('Playlist name').fill('E2E morning music');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You have not entered any tags.')).toBeVisible();
  const tags = page.getByRole('combobox', { name: 'Tags', exact: true });
  await tags.fill(prefix);
  await tags.press('Enter');

  await page.getByLabel('Search songs').fill(prefix);
  await page.getByLabel('Search songs').press('Enter');
  const songs = page.getByRole('table', { name: 'Songs' });
  await expect(songs.getByRole('row')).toHaveCount(4);
  await expect(songs.getByRole('row', { name: /Alpha/ })).toContainText('E2E Band');
  for (const title of ['Alpha', 'Beta', 'Gamma']) await songs.getByRole('button', { name: `Add ${title}` }).click();
  await expect
    .poll(() => trackNames(page))
    .toEqual(['1. Alpha – E2E Band', '2. Beta – E2E Band', '3. Gamma – E2E Band']);
  await expectAccessible(page, 'playlist editor');

  // By keyboard: pick up Gamma, move it up one, drop it.
  const gammaHandle = page.getByRole('button', { name: 'Move Gamma – E2E Band', exact: true });
  // Each key waits for the drag's announcement: keys pressed faster than the sensor measures were lost.
  const announced = page.locator('[id^="DndLiveRegion"]');
  await pickUpWithKeyboard(page, gammaHandle);
  await expect(announced).toContainText('Gamma – E2E Band moved to position 3 of 3.');
  await page.keyboard.press('ArrowUp');
  await expect(announced).toContainText('moved to position 2 of 3');
  await page.keyboard.press('Space');
  await expect
    .poll(() => trackNames(page))
    .toEqual(['1. Alpha – E2E Band', '2. Gamma – E2E Band', '3. Beta – E2E Band']);

  // By mouse: drag Alpha's handle below Beta.
  const from = await page.getByRole('button', { name: 'Move Alpha – E2E Band', exact: true }).boundingBox();
  const to = await page.getByRole('listitem', { name: /Beta/ }).boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + 20, { steps: 5 });
  await page.mouse.move(from!.x + from!.width / 2, to!.y + to!.height - 2, { steps: 10 });
  await releaseDrag(page);
  await expect
    .poll(() => trackNames(page))
    .toEqual(['1. Gamma – E2E Band', '2. Beta – E2E Band', '3. Alpha – E2E Band']);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New Audio Playlist successfully created.')).toBeVisible();
  await expect(page).toHaveURL(/\/audio\/playlists\/\d+$/);
  playlistId = /\/audio\/playlists\/(\d+)$/.exec(page.url())?.[1];
  await expect(page.getByRole('heading', { name: 'E2E morning music' })).toBeVisible();
  await expect
    .poll(() => trackNames(page))
    .toEqual(['1. Gamma – E2E Band', '2. Beta – E2E Band', '3. Alpha – E2E Band']);

  // The preview plays the first track on its signed link; Next moves on.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Playing 1 of 3: Gamma – E2E Band')).toBeVisible();
  const audio = page.getByTestId('preview-audio');
  await expect
    .poll(() =>
      audio.evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 0 && el.src.includes('/download')),
    )
    .toBe(true);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Playing 2 of 3: Beta – E2E Band')).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Stopped')).toBeVisible();
  await page.screenshot({ path: 'test-results/audio-playlist-editor.png', fullPage: true });

  // Scheduled for the playlist's tag through the layouts' schedule dialog.
  await page.getByRole('button', { name: 'Schedules' }).click();
  await expect(page).toHaveURL(/\/audio\/playlists\/\d+\/schedules\/new$/);
  const dialog = page.getByRole('dialog', { name: 'Schedules of E2E morning music' });
  await expect(dialog.getByText('Not scheduled yet.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Tags' }).fill(prefix);
  await dialog.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await expect(dialog.getByRole('status')).toHaveText(/^Reaches \d+ devices?\.$/);
  await expectAccessible(page, 'playlist schedule dialog');
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByText(SCHEDULE_MESSAGES.created)).toBeVisible();
  await expect(dialog.getByRole('navigation', { name: 'Schedules' }).getByText(`#${prefix}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL(/\/audio\/playlists\/\d+$/);

  // A sting: the toggle shows the trigger count, 1 to start with.
  await page.getByText('Sting playlist').click();
  await expect(page.getByLabel('Trigger count')).toHaveValue('1');
  // Unsaved: the editor says so, Schedules waits for a save, and leaving asks first ("Stay" keeps the change).
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Schedules' })).toBeDisabled();
  await page.getByRole('link', { name: 'Back to audio playlists' }).click();
  const leaving = page.getByRole('alertdialog', { name: 'Unsaved changes' });
  await expect(leaving).toContainText('You have unsaved changes. Save them before leaving, or drop them?');
  await leaving.getByRole('button', { name: 'Stay' }).click();
  await expect(leaving).toBeHidden();
  await expect(page).toHaveURL(/\/audio\/playlists\/\d+$/);
  await expect(page.getByLabel('Trigger count')).toHaveValue('1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Audio Playlist successfully updated.')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  await page.goto('/audio');
  const row = page.getByRole('row', { name: /E2E morning music/ });
  await expect(row).toContainText('Sting');
  await page.screenshot({ path: 'test-results/audio-list.png', fullPage: true });
});

test('a playlist scheduled for a player’s tag plays on it, and its device page says what audio plays', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const auth = await restAuth(page);
  const prefix = `e2e-shop-${Date.now()}`;
  await uploadTone(page, auth, prefix, 'Alpha', 440);
  await uploadTone(page, auth, prefix, 'Beta', 550);

  // A demo player carrying the tag.
  player = new SimulatedPlayer({
    apiUrl: baseURL!,
    mqttUrl: MQTT_URL,
    name: `E2E shop ${prefix}`,
    checkinIntervalMs: 200,
  });
  const key = await player.start();
  const activated = await page.request.post('/api/devices/activate', { headers: auth, data: { device_key: key } });
  deviceId = ((await activated.json()) as { device_id: number }).device_id;
  const tagged = await page.request.put(`/api/devices/${deviceId}`, { headers: auth, data: { tags: [prefix] } });
  expect(tagged.status()).toBe(200);
  await player.whenOnline();

  const created = await page.request.post('/api/audio_playlists/', {
    headers: auth,
    data: { name: 'E2E shop music', tags: [prefix], playlist: uploaded },
  });
  expect(created.status()).toBe(201);
  playlistId = String(
    ((await created.json()) as { audio_playlist: { audio_playlist_id: number } }).audio_playlist.audio_playlist_id,
  );

  // Scheduled for the player's tag in the playlist's schedule dialog: the player is told to fetch its schedules.
  await page.goto(`/audio/playlists/${playlistId}`);
  await page.getByRole('button', { name: 'Schedules' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedules of E2E shop music' });
  await dialog.getByRole('combobox', { name: 'Tags' }).fill(prefix);
  await dialog.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('Reaches 1 device.');
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByText(SCHEDULE_MESSAGES.created)).toBeVisible();
  const playing = await player.whenAudio((audio) => audio.music !== null);
  expect(uploaded).toContain(playing.music!.media_id);

  // The device page: what the player reports on its audio channel, live.
  await page.goto(`/admin/devices/${deviceId}`);
  const audio = page.getByRole('region', { name: 'Now playing' }).getByRole('group', { name: 'Audio' });
  await expect(audio).toContainText(/Audio:.*(Alpha|Beta).* from E2E shop music, at /);
  await expect(audio).toContainText('Stings:no sting playlist applies');
  await expectAccessible(page, 'device page playing audio');
  await page.getByRole('region', { name: 'Now playing' }).screenshot({ path: 'test-results/device-audio.png' });

  // Its plays reach the audio playback report.
  await expect
    .poll(async () => {
      const report = await page.request.get(`/api/reports/audio_playback/?device_ids=${deviceId}`, { headers: auth });
      return ((await report.json()) as { playback: unknown[] }).playback.length;
    })
    .toBeGreaterThan(0);
});
