import { expect, type Page, test } from '@playwright/test';
import { newElement } from '@signage/domain/layouts/elements';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import { createLayout, restAuth, signIn } from './sign-in.ts';

/** Issue 21: the console runs under its strict policy; any violation on its own pages fails the test. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  return violations;
}

const PAGES = ['/dashboard', '/media', '/layouts', '/templates', '/schedules', '/admin/devices', '/tags', '/help'];

test('the console’s pages, both themes, a layout editor and its preview, with no policy violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const response = await page.goto('/login');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  await signIn(page);
  for (const theme of ['default', 'space']) {
    await page.evaluate((name) => localStorage.setItem('theme', name), theme);
    for (const path of PAGES) {
      // A full load each time, so index.html's inline theme script runs under the policy in both themes.
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'default'));

  const auth = await restAuth(page);
  const root = newLayoutJson();
  const text = newElement('text', 'greeting');
  root.children.push({ ...text, text_value: 'Welcome under policy' });
  const id = await createLayout(page, auth, { name: 'Policy check', tags: ['e2ecsp'], json: root });
  await page.goto(`/layouts/${id}/layout`);
  await expect(page.getByText('Welcome under policy').first()).toBeVisible();
  await page.goto('/layouts');
  await page.getByRole('button', { name: 'Actions for Policy check' }).click();
  await page.getByRole('menuitem', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview of Policy check' });
  await expect(preview.getByText('Welcome under policy')).toBeVisible();
  await page.keyboard.press('Escape');
  expect((await page.request.delete(`/api/layouts/${id}`, { headers: auth })).status()).toBe(200);

  expect(violations).toEqual([]);
});

test('GraphiQL runs under its own policy and may not be framed', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto(`/graphql?query=${encodeURIComponent('{ me { username } }')}`);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(headers['x-frame-options']).toBe('DENY');
  const run = page.getByRole('button', { name: /Execute query/ });
  await expect(run).toBeVisible();
  await run.click();
  await expect(page.getByText('"UNAUTHENTICATED"').first()).toBeVisible();
  expect(violations).toEqual([]);
});
