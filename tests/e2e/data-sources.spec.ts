import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { signIn } from './sign-in.ts';

const files = mkdtempSync(join(tmpdir(), 'e2e-data-sources-'));
const csv = join(files, 'menu-prices.csv');
writeFileSync(csv, 'Key,Item,Price\r\ncoffee,Flat white,"3,50"\r\ntea,Green tea,2.20\r\ncake,Carrot cake,4.10\r\n');

test('create a data source, upload its CSV in the editor, see the preview rows and the Local type', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/datasources');
  await expect(page.getByRole('heading', { name: 'Data sources', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the data source list');

  await page.getByRole('link', { name: 'Add data source' }).click();
  await expect(page).toHaveURL(/\/datasources\/new$/);
  let dialog = page.getByRole('dialog', { name: 'New data source' });
  await dialog.getByLabel('Name').fill('E2E menu prices');
  await expect(dialog.getByLabel(/Poll interval/)).toHaveValue('3600');
  await dialog.getByRole('textbox', { name: 'Url' }).fill('https://example.com/menu.csv');
  await expectAccessible(page, 'the new data source editor');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Successfully created new Data Source')).toBeVisible();
  await expect(page).toHaveURL(/\/datasources$/);

  const table = page.getByRole('table', { name: 'Data sources' });
  const row = table.getByRole('row', { name: /E2E menu prices/ });
  await expect(row.getByRole('cell', { name: 'External URL' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'https://example.com/menu.csv' })).toBeVisible();

  await row.getByRole('link', { name: 'E2E menu prices' }).click();
  dialog = page.getByRole('dialog', { name: 'Data source E2E menu prices' });
  await expect(dialog.getByText('Not polled yet')).toBeVisible();
  await dialog.getByText('Local: upload a file').click();
  await dialog.getByLabel('CSV file').setInputFiles(csv);
  await expect(page.getByText('Successfully uploaded data source file.')).toBeVisible();
  const preview = dialog.getByRole('table', { name: 'Preview of the current file' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview.getByRole('row', { name: /coffee Flat white 3,50/ })).toBeVisible();
  await expect(dialog.getByText(/Uploaded menu-prices\.csv, .*, 3 rows/)).toBeVisible();
  await expectAccessible(page, 'the data source editor with its preview');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Successfully updated Data Source')).toBeVisible();
  await expect(page).toHaveURL(/\/datasources$/);
  await expect(row.getByRole('cell', { name: 'Local' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'N/A' })).toBeVisible();

  // A file that is not a data source CSV is refused with the service's reason; Cancel returns to the list.
  await row.getByRole('link', { name: 'E2E menu prices' }).click();
  const noKey = join(files, 'no-key.csv');
  writeFileSync(noKey, 'Item,Price\r\nFlat white,3\r\n');
  await dialog.getByLabel('CSV file').setInputFiles(noKey);
  await expect(page.getByText(/^Error: The CSV file has no Key column/).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/datasources$/);
});

test('a new local source is created with its file, or not at all: a refused file keeps the editor open', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/datasources/new');
  const dialog = page.getByRole('dialog', { name: 'New data source' });
  await dialog.getByLabel('Name').fill('E2E opening hours');
  await dialog.getByText('Local: upload a file').click();
  const noKey = join(files, 'hours-no-key.csv');
  writeFileSync(noKey, 'Day,Open\r\nmon,9:00\r\n');
  await dialog.getByLabel('CSV file').setInputFiles(noKey);
  await expect(dialog.getByText('hours-no-key.csv is uploaded when you choose OK.')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText(/^Error: The CSV file has no Key column/)).toBeVisible();
  await expect(page).toHaveURL(/\/datasources\/new$/);

  await dialog.getByLabel('CSV file').setInputFiles(csv);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Successfully created new Data Source')).toBeVisible();
  await expect(page).toHaveURL(/\/datasources$/);
  const table = page.getByRole('table', { name: 'Data sources' });
  // One source, the one saved with its file: the refusal left nothing behind.
  await expect(table.getByRole('row', { name: /E2E opening hours/ })).toHaveCount(1);
  await expect(
    table.getByRole('row', { name: /E2E opening hours/ }).getByRole('cell', { name: 'Local' }),
  ).toBeVisible();
});

test('create a widget auth, then edit it by keyboard without showing the token: the token stays', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/widgets');
  await expect(page.getByRole('heading', { name: 'Widget authentications', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the widget authentication list');

  await page.getByRole('link', { name: 'Add widget authentication' }).click();
  let dialog = page.getByRole('dialog', { name: 'New widget authentication' });
  await dialog.getByLabel('Name').fill('E2E brand timeline');
  await expect(dialog.getByLabel('Widget type')).toHaveValue('TWITTER_TIMELINE');
  await dialog.getByLabel('Token').fill('e2e-timeline-secret-7788');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Widget Authentication created successfully.')).toBeVisible();
  const row = page.getByRole('table', { name: 'Widget authentications' }).getByRole('row', {
    name: /E2E brand timeline/,
  });
  await expect(row.getByRole('cell', { name: 'Twitter Timeline' })).toBeVisible();

  // Keyboard only: the name link opens the editor, Enter in a field saves, the token was never shown.
  await row.getByRole('link', { name: 'E2E brand timeline' }).focus();
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: 'Widget authentication E2E brand timeline' });
  await expect(dialog.getByRole('button', { name: 'Show auth details' })).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog.getByLabel('Replace token')).toHaveCount(0);
  await expectAccessible(page, 'the widget authentication editor');
  const name = dialog.getByLabel('Name');
  await name.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' (renamed)');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Widget Authentication updated successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/widgets$/);

  const renamed = page.getByRole('link', { name: 'E2E brand timeline (renamed)' });
  await renamed.focus();
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: 'Widget authentication E2E brand timeline (renamed)' });
  await dialog.getByRole('button', { name: 'Show auth details' }).click();
  // The stored token is the one created: only its masked form is ever shown.
  await expect(dialog.getByText('••••7788')).toBeVisible();
  await expect(page.getByText('e2e-timeline-secret-7788')).toHaveCount(0);
  await expectAccessible(page, 'the widget authentication editor with its auth details');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/widgets$/);
});
