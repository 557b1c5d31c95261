import { expect, test } from '@playwright/test';
import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import { newElement } from '@signage/domain/layouts/elements';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import { expectAccessible } from './axe.ts';
import { createLayout, restAuth, signIn } from './sign-in.ts';

test('convert a layout to a touch app: its content cleared after confirming, widget tools refused, saved so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const auth = await restAuth(page);
  const root = newLayoutJson();
  root.children.push(
    { ...newElement('text', 'hello'), pheight: 50, text_value: 'Hello' },
    { ...newElement('widget_web', 'news'), top: 50, pheight: 50 },
  );
  const id = await createLayout(page, auth, { name: 'Kiosk board', tags: ['e2etouch'], json: root });

  await signIn(page);
  await page.goto(`/layouts/${id}/layout`);
  const tree = page.getByRole('tree');
  const tools = page.getByRole('toolbar', { name: 'Layout editor tools' });
  await expect(tree.getByRole('treeitem').filter({ hasText: /· Text$/ })).toBeVisible();

  // Cancelling keeps everything.
  await page.getByRole('button', { name: 'Convert to touch app' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText(LAYOUT_MESSAGES.confirmTouchApp)).toBeVisible();
  await expectAccessible(page, 'the touch app confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(tree.getByRole('treeitem').filter({ hasText: /· Text$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Convert to touch app' }).click();
  await confirm.getByRole('button', { name: 'Convert to touch app' }).click();
  await expect(tree.getByRole('treeitem').filter({ hasText: /· Text$/ })).toHaveCount(0);
  await expect(tree.getByRole('treeitem').filter({ hasText: /Widget$/ })).toHaveCount(0);
  await expect(tree.getByRole('treeitem').filter({ hasText: /· Touch App$/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Convert to touch app' })).toHaveCount(0);

  // Widget tools say why they do nothing; other tools still work.
  const web = tools.getByRole('button', { name: 'Web Widget' });
  await expect(web).toHaveAttribute('aria-disabled', 'true');
  // Still focusable (aria-disabled, which the mouse's actionability check treats as disabled): from the keyboard.
  await web.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(LAYOUT_MESSAGES.touchAppWidgets)).toBeVisible();
  await expect(tree.getByRole('treeitem').filter({ hasText: /Widget$/ })).toHaveCount(0);
  await expectAccessible(page, 'a touch-app layout in the editor');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Layout successfully updated')).toBeVisible();
  const stored = await page.request.get(`/api/layouts/${id}`, { headers: auth });
  const json = ((await stored.json()) as { json: { children: { type: string }[] } }).json;
  expect(json.children.map((child) => child.type)).toEqual(['touchapp']);
  expect((await page.request.delete(`/api/layouts/${id}`, { headers: auth })).status()).toBe(200);
});
