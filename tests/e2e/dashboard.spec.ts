import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { CARD_MAX_DEVICES } from '@signage/domain/constants';
import { DEVICE_MESSAGES } from '@signage/domain/messages';
import { expectAccessible } from './axe.ts';
import { ADMIN_PASSWORD, signIn } from './sign-in.ts';

async function adminToken(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    headers: { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` },
  });
  return ((await login.json()) as { auth_token: string }).auth_token;
}

/** `count` activated devices carrying `tag`, made through the REST api as an integrator would: a few at a time. */
async function seedDevices(request: APIRequestContext, token: string, tag: string, count: number) {
  const auth = { authorization: `Bearer ${token}` };
  const one = async (n: number) => {
    const registered = await request.post('/api/players/register', {
      data: { model_name: '43SM5KC-B', firmware_version: '04.74.60', type: 'lg-webos' },
    });
    const { device_key } = (await registered.json()) as { device_key: string };
    const activated = await request.post('/api/devices/activate', { headers: auth, data: { device_key } });
    const { device_id } = (await activated.json()) as { device_id: number };
    const name = `${tag} ${String(n).padStart(3, '0')}`;
    const put = await request.put(`/api/devices/${device_id}`, { headers: auth, data: { name, tags: [tag] } });
    expect(put.status()).toBe(200);
  };
  for (let start = 0; start < count; start += 10) {
    await Promise.all(Array.from({ length: Math.min(10, count - start) }, (_, i) => one(start + i + 1)));
  }
}

async function addCard(page: Page, kind: 'Devices card' | 'Table widget' | 'Tag cloud') {
  await page.getByRole('button', { name: 'Add card' }).click();
  await page.getByRole('menuitem', { name: kind }).click();
}

async function nameAndTag(page: Page, name: string, tag: string) {
  const card = page.getByRole('region', { name: 'New Card Title' });
  await card.getByRole('button', { name: 'Rename card New Card Title' }).click();
  await card.getByRole('textbox', { name: 'Card title' }).fill(name);
  await card.getByRole('textbox', { name: 'Card title' }).press('Enter');
  const renamed = page.getByRole('region', { name });
  await renamed.getByRole('combobox', { name: `Tags of ${name}` }).fill(tag);
  await renamed.getByRole('combobox', { name: `Tags of ${name}` }).press('Enter');
  return renamed;
}

test('a dashboard card: add, rename, tag, load more to the limit, auto-refresh; saved for the next visit', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const token = await adminToken(page.request);
  await seedDevices(page.request, token, 'e2e-wall', CARD_MAX_DEVICES + 1);
  await seedDevices(page.request, token, 'e2e-foyer', 3);
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await addCard(page, 'Devices card');
  const wall = await nameAndTag(page, 'Video wall', 'e2e-wall');
  await expect(wall.getByText('Showing 40 of 101 devices')).toBeVisible();
  const link = wall.getByRole('link', { name: 'e2e-wall 001' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  await expect(link).toHaveAttribute('href', /^\/admin\/devices\/\d+$/);
  for (const shown of [60, 80, 100]) {
    await wall.getByRole('button', { name: 'Load more' }).click();
    await expect(wall.getByText(`Showing ${shown} of 101 devices`)).toBeVisible();
  }
  await expect(wall.getByText(DEVICE_MESSAGES.maxDevicesPerCard)).toBeVisible();
  await expect(wall.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await addCard(page, 'Tag cloud');
  const foyer = await nameAndTag(page, 'Foyer tags', 'e2e-foyer');
  await expect(foyer.getByRole('list', { name: 'Top tags of Foyer tags' })).toContainText('e2e-foyer');

  // Saved with the user: both cards come back, titled and tagged, after a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Video wall' }).getByText('Showing 40 of 101 devices')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Foyer tags' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-two-cards.png'), fullPage: true });
  await expectAccessible(page, 'dashboard');

  // Auto-refresh: off, then every 30 s once on; the page's clock is moved on instead of waiting.
  await page.clock.install();
  await page.getByText('Auto-refresh').click();
  await expect(page.getByRole('combobox', { name: 'Refresh every' })).toHaveValue('30000');
  // The chosen interval reads whole ("Every 30 seconds", once cut to "Every 30 secon").
  const room = await page.getByRole('combobox', { name: 'Refresh every' }).evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(select.selectedOptions[0]!.text).width;
    const inner = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { label: select.selectedOptions[0]!.text, fits: inner >= text };
  });
  expect(room).toEqual({ label: 'Every 30 seconds', fits: true });
  const refetched = page.waitForRequest(
    (r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('DashboardCardDevicesQuery'),
  );
  await page.clock.runFor(30_000);
  await refetched;
  await page.getByRole('combobox', { name: 'Refresh every' }).selectOption({ label: 'Every 5 minutes' });
  await expect(page.getByRole('combobox', { name: 'Refresh every' })).toHaveValue('300000');
});

test('an introduction tour shows once, and not again after a reload', async ({ page }, testInfo) => {
  await signIn(page, { tours: true });
  // Start from no watched tours, as Help's "Replay introductions" leaves it.
  await page.goto('/help');
  await page.getByRole('button', { name: 'Replay introductions' }).click();
  await expect(page.getByText('The introductions will show again on their screens.')).toBeVisible();

  await page.goto('/media');
  const tour = page.getByRole('dialog', { name: 'Tagging introduction' });
  await expect(tour).toBeVisible();
  await expect(tour).toBeFocused();
  await expect(tour.getByRole('heading', { name: 'Find things by tag' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('tour-step.png') });
  await expectAccessible(page, 'tagging tour');
  await tour.getByRole('button', { name: 'Next' }).click();
  await tour.getByRole('button', { name: 'Next' }).click();
  const marked = page.waitForResponse((r) => (r.request().postData() ?? '').includes('MarkIntroductionWatched'));
  await tour.getByRole('button', { name: 'Done' }).click();
  await expect(tour).toHaveCount(0);
  expect((await marked).ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Filter by tags' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Tagging introduction' })).toHaveCount(0);
});
