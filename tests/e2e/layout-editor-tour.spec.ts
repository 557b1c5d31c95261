import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { restAuth, signIn } from './sign-in.ts';

test('the layout editor introduction walks the editor once, and Help replays it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, { tours: true });
  const auth = await restAuth(page);
  // Only the layout editor's introduction is due.
  const userId = await page.evaluate(() => localStorage.getItem('user_id'));
  const others = await page.request.put(`/api/users/${userId}`, {
    headers: auth,
    data: { cms_metadata: { introductions: ['device-edit', 'tagging'] } },
  });
  expect(others.status()).toBe(200);

  await page.goto('/layouts/new/layout');
  const tour = page.getByRole('dialog', { name: 'Layout editor introduction' });
  await expect(tour).toBeVisible();
  await expect(tour).toBeFocused();
  const titles = ['Add elements', 'Place them on the screen', 'The element tree', 'Properties', 'Save'];
  const anchors = ['toolbar', 'canvas', 'tree', 'properties', 'save'];
  for (const [i, title] of titles.entries()) {
    await expect(tour.getByRole('heading', { name: title })).toBeVisible();
    // The step never covers what it is about (the element tree used to be hidden under it).
    const target = (await page.locator(`[data-tour="layout-editor-${anchors[i]}"]`).boundingBox())!;
    const box = (await tour.boundingBox())!;
    const covers =
      box.x < target.x + target.width &&
      box.x + box.width > target.x &&
      box.y < target.y + target.height &&
      box.y + box.height > target.y;
    expect(covers, `step "${title}" covers its target`).toBe(false);
    if (i === 0) await expectAccessible(page, 'the layout editor introduction');
    if (i < titles.length - 1) await tour.getByRole('button', { name: 'Next' }).click();
  }
  const marked = page.waitForResponse((r) => (r.request().postData() ?? '').includes('MarkIntroductionWatched'));
  await tour.getByRole('button', { name: 'Done' }).click();
  await expect(tour).toHaveCount(0);
  expect((await marked).ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('toolbar', { name: 'Layout editor tools' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Layout editor introduction' })).toHaveCount(0);

  await page.goto('/help');
  await page.getByRole('button', { name: 'Replay introductions' }).click();
  await expect(page.getByText('The introductions will show again on their screens.')).toBeVisible();
  await page.goto('/layouts/new/layout');
  const again = page.getByRole('dialog', { name: 'Layout editor introduction' });
  await expect(again).toBeVisible();

  // Closing it early marks it watched too: it does not come back on the next visit.
  const closed = page.waitForResponse((r) => (r.request().postData() ?? '').includes('MarkIntroductionWatched'));
  await again.getByRole('button', { name: 'Close tour' }).click();
  expect((await closed).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('toolbar', { name: 'Layout editor tools' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Layout editor introduction' })).toHaveCount(0);
});
