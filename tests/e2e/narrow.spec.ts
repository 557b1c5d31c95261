import { expect, type Page, test } from '@playwright/test';
import { signIn } from './sign-in.ts';

/** Neither the page nor its main area may scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      main: main ? main.scrollWidth - main.clientWidth : 0,
    };
  });
  expect(overflow).toEqual({ page: 0, main: 0 });
}

test('at 390 px the console does not scroll sideways and the sidebar is a menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/media');
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('narrow-media.png') });

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: test.info().outputPath('narrow-menu.png') });
  await menu.getByRole('link', { name: 'Devices' }).click();
  await expect(page).toHaveURL(/\/admin\/devices$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
