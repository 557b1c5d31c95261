import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './sign-in.ts';

const DEMO = fileURLToPath(new URL('../../api/demo/', import.meta.url));
const files = mkdtempSync(join(tmpdir(), 'e2e-media-'));

async function picture(name: string, width: number, height: number, background: string) {
  const path = join(files, name);
  writeFileSync(
    path,
    await sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer(),
  );
  return path;
}

test('upload several files with progress and a summary, edit one, bulk-delete two', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/media');
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Upload media' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Media files')
    .setInputFiles([
      await picture('harbour.png', 800, 450, '#1f3f7a'),
      await picture('meadow.png', 640, 360, '#2e6b30'),
      await picture('too-big.png', 2000, 1200, '#d9534f'),
      join(DEMO, 'sample.mp4'),
    ]);
  // The browser refuses the oversize picture before anything is sent.
  await expect(
    dialog.getByText('Failed to load file: too-big.png. Cannot upload media with resolution higher than 1920 x 1080'),
  ).toBeVisible();
  const tags = dialog.getByLabel('Tags');
  await tags.fill('e2emedia');
  await tags.press('Enter');
  await dialog.getByRole('button', { name: 'Start upload' }).click();
  await expect(dialog.getByText('Upload complete: 3 successful, and 1 failed.')).toBeVisible({ timeout: 30_000 });
  for (const name of ['harbour.png', 'meadow.png', 'sample.mp4']) {
    await expect(dialog.getByRole('progressbar', { name: `Upload progress of ${name}` })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  }
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The library filtered by this test's tag: what other suites left (or lost) in it is not counted.
  const mine = '/media?tags=e2emedia';
  await page.goto(mine);
  const grid = page.getByRole('list', { name: 'Media items' });
  await expect(grid.getByRole('listitem')).toHaveCount(3);
  await expect(grid.getByText('harbour')).toBeVisible();

  // Edit one.
  await grid.getByText('harbour').click();
  await expect(page).toHaveURL(/\/media\/\d+$/);
  const form = page.getByRole('form', { name: 'Edit media' });
  await form.getByLabel('Name').fill('Harbour at dawn');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Media object successfully updated')).toBeVisible();
  await page.goto(mine);
  await expect(grid.getByText('Harbour at dawn')).toBeVisible();

  // Bulk-delete two.
  await page.getByRole('checkbox', { name: 'Select meadow' }).check();
  await page.getByRole('checkbox', { name: 'Select sample' }).check();
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to delete these 2 media items?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Media Items successfully deleted.')).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(grid.getByText('Harbour at dawn')).toBeVisible();
});

test('the server refusal of a mismatched file reaches the queue', async ({ page }) => {
  await signIn(page);
  await page.goto('/media');
  await page.getByRole('button', { name: 'Upload media' }).click();
  const dialog = page.getByRole('dialog');
  // An MP3 named .mp4: the browser accepts the name, the server checks the content.
  const fake = join(files, 'fake-video.mp4');
  writeFileSync(fake, (await import('node:fs')).readFileSync(join(DEMO, 'sample.mp3')));
  await dialog.getByLabel('Media files').setInputFiles(fake);
  await dialog.getByLabel('Tags').fill('e2e');
  await dialog.getByLabel('Tags').press('Enter');
  await dialog.getByRole('button', { name: 'Start upload' }).click();
  await expect(
    dialog.getByText('Failed to load file: fake-video.mp4. Its content is not a valid MP4 file'),
  ).toBeVisible({
    timeout: 20_000,
  });
});

test('one search result keeps the card width, and a portrait image is shown whole', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 850 });
  await signIn(page);
  await page.goto('/media');
  await page.getByRole('button', { name: 'Upload media' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Media files').setInputFiles([await picture('tall-poster.png', 600, 1000, '#6b2e5f')]);
  const tags = dialog.getByLabel('Tags');
  await tags.fill('portrait');
  await tags.press('Enter');
  await dialog.getByRole('button', { name: 'Start upload' }).click();
  await expect(dialog.getByText('Media successfully uploaded').first()).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByPlaceholder('Name, file name or tag').fill('tall-poster');
  const grid = page.getByRole('list', { name: 'Media items' });
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  // The search is in the address: a reload (or a shared link) shows the same filtered page.
  await expect(page).toHaveURL(/\/media\?search=tall-poster$/);
  await page.reload();
  await expect(page.getByPlaceholder('Name, file name or tag')).toHaveValue('tall-poster');
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  const card = await grid.getByRole('listitem').first().boundingBox();
  expect(card!.width).toBeLessThan(400);
  // The thumbnail is letterboxed inside its 16:9 frame, never cropped to fill it.
  const thumbnail = grid.getByRole('listitem').first().locator('img').first();
  await expect(thumbnail).toHaveCSS('object-fit', 'contain');
  const frame = await thumbnail.boundingBox();
  const natural = await thumbnail.evaluate((img: HTMLImageElement) => img.naturalHeight / img.naturalWidth);
  expect(natural).toBeGreaterThan(1.5);
  expect(frame!.width / frame!.height).toBeCloseTo(16 / 9, 1);

  await grid.getByText('tall-poster').click();
  await expect(page.getByRole('img', { name: 'Preview of tall-poster' })).toHaveCSS('object-fit', 'contain');
  // Back returns to the filtered list, not to the whole library.
  await page.goBack();
  await expect(page).toHaveURL(/\/media\?search=tall-poster$/);
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/media$/);
});
