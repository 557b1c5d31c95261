import { expect, type Page, test } from '@playwright/test';
import { USER_MESSAGES } from '@signage/domain/messages';
import { expectAccessible } from './axe.ts';
import { ADMIN_PASSWORD, restAuth, signIn } from './sign-in.ts';

const NEW_PASSWORD = 'Reset-Pass-2468';
const SUBJECT = 'Signage Console: reset your password';

/** Pages outside the shell have no theme switch: each theme is chosen as a returning visitor would have it. */
async function expectAccessibleInBothThemes(page: Page, what: string) {
  // Space first, so the page ends in the default theme for the steps after.
  for (const theme of ['space', 'default']) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectAccessible(page, `${what} (${theme} theme)`);
  }
  await page.evaluate(() => localStorage.removeItem('theme'));
}

/** The administrator's password as it was, through the same reset by mail (the browser suites share one stack). */
async function restoreAdminPassword(page: Page) {
  const login = await page.request.post('/api/login', {
    headers: { authorization: `Basic ${Buffer.from(`admin:${NEW_PASSWORD}`).toString('base64')}` },
  });
  if (login.status() !== 200) return;
  const auth = { authorization: `Bearer ${((await login.json()) as { auth_token: string }).auth_token}` };
  const before = await mailCount(page, auth);
  expect((await page.request.post('/api/reset-password', { headers: { username: 'admin' } })).status()).toBe(200);
  await expect.poll(() => mailCount(page, auth)).toBe(before + 1);
  const list = await (await page.request.get('/api/outgoing_mail/', { headers: auth })).json();
  const mail = await (
    await page.request.get(`/api/outgoing_mail/${list.outgoing_mail[0].mail_id}`, { headers: auth })
  ).json();
  const token = new URL((mail.text as string).match(/https?:\/\/\S+/)![0]).searchParams.get('reset-token')!;
  const reset = await page.request.post('/api/reset-password', {
    headers: { 'new-password': ADMIN_PASSWORD, 'reset-token': token },
  });
  expect(reset.status()).toBe(200);
}

async function mailCount(page: Page, auth: Record<string, string>) {
  const answer = await page.request.get('/api/outgoing_mail/', { headers: auth });
  return ((await answer.json()) as { page_info: { total_items: number } }).page_info.total_items;
}

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await restoreAdminPassword(page);
  await page.close();
});

test('a forgotten password is reset by the mailed link, read on the Outgoing mail screen', async ({ page }) => {
  // Four screens, each checked by axe (two of them in two loads), and two sign-ins.
  test.setTimeout(180_000);
  // The first administrator's email is plain "admin": give the account an address to mail.
  const auth = await restAuth(page);
  const me = await (await page.request.get('/api/users/me', { headers: auth })).json();
  const addressed = await page.request.put(`/api/users/${me.user_id}`, {
    headers: auth,
    data: { email: 'admin@example.com' },
  });
  expect(addressed.status()).toBe(200);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'reset request');

  await page.getByLabel('Username').fill('admin');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(USER_MESSAGES.resetEmailSent);
  await expectAccessible(page, 'reset requested');

  // The administrator reads it where a fresh install keeps its mail.
  await signIn(page);
  await page.goto('/admin/mail');
  await expect(page.getByRole('heading', { name: 'Outgoing mail' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'admin@example.com' }).first();
  await expect(row).toContainText(SUBJECT);
  await expectAccessible(page, 'outgoing mail list');
  await row.getByRole('link', { name: SUBJECT }).click();
  const dialog = page.getByRole('dialog', { name: SUBJECT });
  await expect(dialog).toContainText('admin@example.com');
  await expectAccessible(page, 'outgoing mail reader');
  const link = dialog.getByRole('link', { name: /\/admin\/reset-password\?reset-token=/ });
  const href = (await link.getAttribute('href'))!;
  expect(new URL(href).origin).toBe(new URL(page.url()).origin);

  await page.goto(href);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Password rules' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'set new password');

  const password = page.getByLabel('New password', { exact: false }).first();
  const confirm = page.getByLabel('Confirm new password');
  const submit = page.getByRole('button', { name: 'Reset password' });
  await password.fill('weakpass');
  await confirm.fill('weakpass');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(USER_MESSAGES.passwordRequirementsNotMet);

  await password.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}x`);
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(USER_MESSAGES.passwordRejected);

  await confirm.fill(NEW_PASSWORD);
  await submit.click();
  await expect(page.getByRole('status')).toHaveText('Your password has been reset. Sign in with the new password.');
  await expect(page.getByText(/Taking you to sign-in in \d+ s/)).toBeVisible();

  await page.getByRole('link', { name: 'Sign in now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong Username/Password. Please try again...');
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
});
