import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { newElement } from '@signage/domain/layouts/elements';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import { expectAccessible } from './axe.ts';
import { pickUpWithKeyboard, releaseDrag } from './dnd.ts';
import { createLayout, restAuth, signIn } from './sign-in.ts';

const VIDEO = readFileSync(fileURLToPath(new URL('../../api/demo/sample.mp4', import.meta.url)));
const SHOTS = process.env.E2E_SCREENSHOTS;

async function uploadVideo(page: Page, auth: Record<string, string>, name: string) {
  const uploaded = await page.request.post('/api/media/', {
    headers: auth,
    multipart: {
      json: JSON.stringify({ tags: ['e2esync'] }),
      file: { name, mimeType: 'video/mp4', buffer: VIDEO },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return ((await uploaded.json()) as { media: { media: { media_id: number } }[] }).media[0]!.media.media_id;
}

/** Drags with the mouse as a person does: press, travel in steps (dnd-kit's pointer sensor), release. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.move(b.x + b.width / 2 - 2, b.y + b.height / 2, { steps: 2 });
  await releaseDrag(page);
}

const sequenceNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Sequence' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

test('a sync sequence: three videos dragged into order, saved, and the same order after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const auth = await restAuth(page);
  const videos: number[] = [];
  let id: string | undefined;
  try {
    for (const name of ['Alpha.mp4', 'Bravo.mp4', 'Charlie.mp4']) videos.push(await uploadVideo(page, auth, name));
    await signIn(page);
    await page.goto('/layouts');
    await page.getByRole('link', { name: 'Add sync sequence' }).click();
    await expect(page.getByRole('heading', { name: 'New sync sequence', level: 1 })).toBeVisible();

    await page.getByLabel('Sync sequence name').fill('Morning sync');
    const tags = page.getByRole('combobox', { name: 'Tags', exact: true });
    await tags.fill('e2esync');
    await tags.press('Enter');
    // Saving nothing is refused in the words of the spec, before anything is sent.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Sequence does not have any videos selected.')).toBeVisible();

    const search = page.getByRole('combobox', { name: 'Search videos by tags' });
    await search.fill('e2esync');
    await search.press('Enter');
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      await page.getByRole('button', { name: `Add ${name} to the sequence` }).click();
    }
    await expect.poll(() => sequenceNames(page)).toEqual(['1. Alpha', '2. Bravo', '3. Charlie']);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sync-editor.png`, fullPage: true });
    await expectAccessible(page, 'sync-sequence editor');

    // Charlie to the front, then Alpha to the end: Charlie, Bravo, Alpha.
    await drag(
      page,
      page.getByRole('button', { name: 'Move Charlie', exact: true }),
      page.getByRole('button', { name: 'Move Alpha', exact: true }),
    );
    await expect.poll(() => sequenceNames(page)).toEqual(['1. Charlie', '2. Alpha', '3. Bravo']);
    await drag(
      page,
      page.getByRole('button', { name: 'Move Alpha', exact: true }),
      page.getByRole('button', { name: 'Move Bravo', exact: true }),
    );
    await expect.poll(() => sequenceNames(page)).toEqual(['1. Charlie', '2. Bravo', '3. Alpha']);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Sync Sequence successfully created')).toBeVisible();
    await expect(page).toHaveURL(/\/synclayouts\/\d+$/);
    id = page.url().split('/').at(-1)!;
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Morning sync', level: 1 })).toBeVisible();
    await expect.poll(() => sequenceNames(page)).toEqual(['1. Charlie', '2. Bravo', '3. Alpha']);

    // Keyboard sorting: pick Charlie up, one place right (the same row however wide the grid), drop.
    // Each step is announced (dnd-kit's live region); the next key waits for it.
    const announced = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
    await pickUpWithKeyboard(page, page.getByRole('button', { name: 'Move Charlie', exact: true }));
    await page.keyboard.press('ArrowRight');
    await announced('Charlie moved to position 2 of 3.');
    await page.keyboard.press('Space');
    await announced('Charlie dropped at position 2 of 3.');
    await expect.poll(() => sequenceNames(page)).toEqual(['1. Bravo', '2. Charlie', '3. Alpha']);
  } finally {
    // Clean up for the suites that count media, whatever happened above: the sequence, then its videos.
    if (id) await page.request.delete(`/api/layouts/${id}`, { headers: auth });
    for (const video of videos) await page.request.delete(`/api/media/${video}`, { headers: auth });
  }
});

test('start a layout from a template, see " (Generated)", then clone and view it', async ({ page }) => {
  test.setTimeout(120_000);
  const auth = await restAuth(page);
  const root = newLayoutJson();
  root.children.push(
    { ...newElement('region', 'top'), pheight: 60, background: '#1f3f7a', background_transparent: false },
    {
      ...newElement('text', 'welcome'),
      top: 60,
      pheight: 40,
      text_value: 'Welcome',
      text_color: '#ffffff',
      font_size: 160,
    },
  );
  const templateId = await createLayout(page, auth, {
    name: 'Welcome board',
    tags: ['e2elayouts'],
    template: true,
    json: root,
  });

  await signIn(page);
  await page.goto('/templates');
  const templates = page.getByRole('table', { name: 'Templates' });
  await expect(templates.getByRole('link', { name: 'Welcome board' })).toBeVisible();
  await expectAccessible(page, 'templates list');

  await page.goto('/layouts');
  await page.getByRole('button', { name: 'From a template' }).click();
  const selector = page.getByRole('dialog', { name: 'Start a layout from a template' });
  const choice = selector.getByRole('button', { name: 'Welcome board' });
  await expect(choice.locator('img')).toHaveJSProperty('complete', true);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/template-selector.png` });
  await choice.click();
  await expect(page).toHaveURL(new RegExp(`/layouts/${templateId}/template-view$`));
  await expect(page.getByRole('heading', { name: 'New layout from Welcome board' })).toBeVisible();
  await page.getByRole('button', { name: 'Save as new layout' }).click();
  await expect(page.getByText('Layout successfully created')).toBeVisible();
  await expect(page).toHaveURL(/\/layouts\/\d+\/layout$/);
  await expect(page.getByLabel('Layout name')).toHaveValue('Welcome board (Generated)');
  const generatedId = page.url().split('/').at(-2)!;

  await page.goto('/layouts');
  const layouts = page.getByRole('table', { name: 'Layouts' });
  await expect(layouts.getByRole('link', { name: 'Welcome board (Generated)' })).toBeVisible();
  await expect(layouts.locator('img').first()).toHaveJSProperty('complete', true);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/layouts-list.png`, fullPage: true });
  await expectAccessible(page, 'layouts list');
  await page.getByRole('button', { name: 'Actions for Welcome board (Generated)' }).click();
  await page.getByRole('menuitem', { name: 'Clone and view' }).click();
  await expect(page.getByText('Layout successfully created')).toBeVisible();
  await expect(page.getByLabel('Layout name')).toHaveValue('Welcome board (Generated) (Copy)');
  const copyId = page.url().split('/').at(-2)!;
  expect(copyId).not.toBe(generatedId);

  for (const id of [copyId, generatedId, templateId]) {
    expect((await page.request.delete(`/api/layouts/${id}`, { headers: auth })).status()).toBe(200);
  }
});

test('a new layout built in the 2D editor: a region with a text inside, saved with Ctrl+S, the same after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const auth = await restAuth(page);
  await signIn(page);
  await page.goto('/layouts/new/layout');
  await expect(page.getByRole('heading', { name: 'New layout', level: 1 })).toBeVisible();
  await page.getByLabel('Layout name').fill('Mounted editor board');
  const tags = page.getByRole('combobox', { name: 'Tags', exact: true });
  await tags.fill('e2elayouts');
  await tags.press('Enter');

  const tools = page.getByRole('toolbar', { name: 'Layout editor tools' });
  const tree = page.getByRole('tree');
  await tools.getByRole('button', { name: 'Region', exact: true }).click();
  // The new region is selected, so the text goes inside it.
  await tools.getByRole('button', { name: 'Text', exact: true }).click();
  const region = tree
    .getByRole('treeitem')
    .filter({ hasText: /· Region$/ })
    .nth(1);
  const text = tree.getByRole('treeitem').filter({ hasText: /· Text$/ });
  await expect(region).toHaveAttribute('aria-level', '2');
  await expect(text).toHaveAttribute('aria-level', '3');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/layout-editor.png`, fullPage: true });

  // Focus is inside the editor body: its Ctrl+S saves, and the frame's own listener does not save again.
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Layout successfully created')).toBeVisible();
  await expect(page).toHaveURL(/\/layouts\/\d+\/layout$/);
  const id = page.url().split('/').at(-2)!;
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('Layout name')).toHaveValue('Mounted editor board');
  await expect(
    tree
      .getByRole('treeitem')
      .filter({ hasText: /· Region$/ })
      .nth(1),
  ).toHaveAttribute('aria-level', '2');
  await expect(tree.getByRole('treeitem').filter({ hasText: /· Text$/ })).toHaveAttribute('aria-level', '3');
  await expectAccessible(page, 'layout editor');

  await page.goto('/layouts');
  const layouts = page.getByRole('table', { name: 'Layouts' });
  await expect(layouts.getByRole('link', { name: 'Mounted editor board' })).toHaveCount(1);
  expect((await page.request.delete(`/api/layouts/${id}`, { headers: auth })).status()).toBe(200);
});
