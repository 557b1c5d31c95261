import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './axe.ts';
import { restAuth, signIn } from './sign-in.ts';

const TAG = 'e2eboard';
const SHOTS = process.env.E2E_SCREENSHOTS;
const CSV = 'Key,Item,Price\r\ncoffee,Flat white,"3,50"\r\ntea,Green tea,2.20\r\n';

async function uploadImage(page: Page, auth: Record<string, string>, name: string, background: string) {
  const buffer = await sharp({ create: { width: 320, height: 180, channels: 3, background } })
    .png()
    .toBuffer();
  const uploaded = await page.request.post('/api/media/', {
    headers: auth,
    multipart: { json: JSON.stringify({ tags: [TAG] }), file: { name, mimeType: 'image/png', buffer } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return ((await uploaded.json()) as { media: { media: { media_id: number } }[] }).media[0]!.media.media_id;
}

async function createDataSource(page: Page, auth: Record<string, string>, name: string) {
  const created = await page.request.post('/api/data_sources/', {
    headers: auth,
    data: { name, tags: [TAG], source_type: 'local' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data_source_id: number }).data_source_id;
  const uploaded = await page.request.put(`/api/data_sources/${id}`, {
    headers: auth,
    multipart: { file: { name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  return id;
}

/** A property of the selected element, typed and committed with Enter as a person would. */
async function setProperty(page: Page, label: string, value: string) {
  const field = page.getByRole('complementary').getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Enter');
}

async function chooseImage(page: Page, name: string) {
  await page.getByRole('button', { name: 'Choose image' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose an image' });
  await chooser.getByLabel('Search media').fill(name);
  await chooser.getByRole('button', { name: `Choose ${name}` }).click();
  await expect(chooser).toBeHidden();
}

const treeRows = (tree: Locator) =>
  tree.getByRole('treeitem').evaluateAll((rows) => rows.map((r) => `${r.getAttribute('aria-level')} ${r.textContent}`));

test('build a layout by mouse and keyboard: an image, a text bound to a CSV cell, a reordered sequence; saved, reloaded, undone, previewed', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const auth = await restAuth(page);
  const media = [
    await uploadImage(page, auth, 'Board logo.png', '#1f3f7a'),
    await uploadImage(page, auth, 'Slide one.png', '#2e6b30'),
    await uploadImage(page, auth, 'Slide two.png', '#7a1f3f'),
  ];
  const sourceId = await createDataSource(page, auth, 'Board prices');

  await signIn(page);
  await page.goto('/layouts/new/layout');
  await page.getByLabel('Layout name').fill('Editor board');
  const tags = page.getByRole('combobox', { name: 'Tags', exact: true });
  await tags.fill(TAG);
  await tags.press('Enter');
  const tools = page.getByRole('toolbar', { name: 'Layout editor tools' });
  const tree = page.getByRole('tree');
  const row = (name: string) => tree.getByRole('treeitem').filter({ hasText: name });

  // A region on the left with an image chosen from the media chooser.
  await tools.getByRole('button', { name: 'Region', exact: true }).click();
  await setProperty(page, 'Width (%)', '50');
  await setProperty(page, 'Height (%)', '60');
  await tools.getByRole('button', { name: 'Image', exact: true }).click();
  await chooseImage(page, 'Board logo');
  await setProperty(page, 'Name', 'Logo');

  // A text below it, bound to a cell of the CSV through the data-link dialog.
  await row('Layout').click();
  await tools.getByRole('button', { name: 'Text', exact: true }).click();
  await setProperty(page, 'Name', 'Price');
  await setProperty(page, 'Width (%)', '50');
  await setProperty(page, 'Height (%)', '30');
  await setProperty(page, 'Top (%)', '70');
  // White on the black screen, as a person makes a price legible.
  const colour = page.getByRole('complementary').getByLabel('Text colour');
  await colour.fill('#ffffff');
  await colour.blur();
  await page.getByRole('button', { name: 'Link to data source' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Link text to a data source' });
  await linkDialog.getByLabel('Data source').selectOption({ label: `Board prices (${sourceId})` });
  await linkDialog.getByLabel('Row (by Key)').selectOption('coffee');
  await linkDialog.getByLabel('Column').selectOption({ label: 'Price' });
  await expect(linkDialog.getByText('Cell value: 3,50')).toBeVisible();
  await expectAccessible(page, 'data-link dialog');
  await linkDialog.getByRole('button', { name: 'Link' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(page.getByText('Shows: 3,50')).toBeVisible();
  const stage = page.getByTestId('layout-stage');
  await expect(stage.getByText('3,50')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/data-link-field.png`, fullPage: true });

  // A sequence on the right with two images, the second moved up to play first.
  await row('Layout').click();
  await tools.getByRole('button', { name: 'Sequence', exact: true }).click();
  await setProperty(page, 'Width (%)', '50');
  await setProperty(page, 'Left (%)', '50');
  await tools.getByRole('button', { name: 'Image', exact: true }).click();
  await chooseImage(page, 'Slide one');
  await setProperty(page, 'Name', 'Slide one');
  await setProperty(page, 'Duration (s)', '2');
  await row('Sequence').click();
  await tools.getByRole('button', { name: 'Image', exact: true }).click();
  await chooseImage(page, 'Slide two');
  await setProperty(page, 'Name', 'Slide two');
  await setProperty(page, 'Duration (s)', '2');
  await page.getByRole('button', { name: 'Move up' }).click();
  const built = [
    '1 Layout · Region',
    '2 Region · Region',
    '3 Logo · Image',
    '2 Price · Text',
    '2 Sequence · Sequence',
    '3 Slide two · Image',
    '3 Slide one · Image',
  ];
  await expect.poll(() => treeRows(tree)).toEqual(built);

  await page.keyboard.press('Control+s');
  await expect(page.getByText('Layout successfully created')).toBeVisible();
  await expect(page).toHaveURL(/\/layouts\/\d+\/layout$/);
  const id = page.url().split('/').at(-2)!;
  await page.reload();
  await expect(page.getByLabel('Layout name')).toHaveValue('Editor board');
  await expect.poll(() => treeRows(tree)).toEqual(built);
  await row('Price').click();
  const left = page.getByRole('complementary').getByLabel('Left (%)', { exact: true });
  await expect(left).toHaveValue('0');
  await expect(page.getByRole('complementary').getByLabel('Top (%)', { exact: true })).toHaveValue('70');
  await expect(page.getByText(`Data source ${sourceId}, row “coffee”, column 2`)).toBeVisible();
  await expect(stage.getByText('3,50')).toBeVisible();
  await row('Logo').click();
  await expect(stage.locator('img').first()).toBeVisible();

  // A drag of the text moves it; Ctrl+Z puts it back.
  await row('Price').click();
  const text = stage.getByText('3,50');
  const box = (await text.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 - 40, { steps: 10 });
  await page.mouse.up();
  await expect(left).not.toHaveValue('0');
  await page.getByRole('region', { name: 'Layout canvas' }).focus();
  await page.keyboard.press('Control+z');
  await expect(left).toHaveValue('0');
  await expectAccessible(page, 'layout editor');

  // The preview plays the layout: the text's cell, the sequence stepping from Slide two to Slide one.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview of Editor board' });
  await expect(preview.getByText('3,50')).toBeVisible();
  const slide = (mediaId: number) => preview.locator(`img[src*="/media/${mediaId}/"]`);
  await expect(slide(media[2]!)).toBeVisible();
  await expect(slide(media[1]!)).toBeVisible({ timeout: 5000 });
  await expect(slide(media[2]!)).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/layout-preview.png` });
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // From the layouts list, the saved layout.
  await page.goto('/layouts');
  await page.getByRole('button', { name: 'Actions for Editor board' }).click();
  await page.getByRole('menuitem', { name: 'Preview' }).click();
  const saved = page.getByRole('dialog', { name: 'Preview of Editor board' });
  await expect(saved.getByText('3,50')).toBeVisible();
  await expectAccessible(page, 'layout preview');
  await page.keyboard.press('Escape');
  await expect(saved).toBeHidden();

  expect((await page.request.delete(`/api/layouts/${id}`, { headers: auth })).status()).toBe(200);
  for (const item of media)
    expect((await page.request.delete(`/api/media/${item}`, { headers: auth })).status()).toBe(200);
  expect((await page.request.delete(`/api/data_sources/${sourceId}`, { headers: auth })).status()).toBe(200);
});
