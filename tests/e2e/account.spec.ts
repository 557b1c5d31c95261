import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@signage/domain/account';
import { generate } from 'otplib';
import { expectAccessible } from './axe.ts';
import { ADMIN_PASSWORD, signIn } from './sign-in.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** The code an authenticator app shows `ahead` seconds from now (the next period's, so no code is reused). */
const codeFor = (secret: string, ahead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead }) as Promise<string>;

async function openProfile(page: Page) {
  await page.getByRole('button', { name: /Administrator/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
}

const browserToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

test('two-factor sign-in, an API token used against GraphQL, and ending another session', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await openProfile(page);
  await expectAccessible(page, 'the profile');

  // Requiring two-factor sign-in of everyone is refused while the administrator has not set it up.
  await page.goto('/admin/users');
  await page.getByText('Require two-factor sign-in for everyone').click();
  await expect(page.getByText(ACCOUNT_MESSAGES.requireNeedsOwn)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Require two-factor sign-in for everyone' })).not.toBeChecked();
  await openProfile(page);

  // Enrol: the QR code as an image, the key as text; a code computed from that key switches it on.
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByLabel('Secret key').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Code from the app').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.recoveryCodesShownOnce)).toBeVisible();
  const codes = await page.getByRole('region', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);

  try {
    // Sign out, then sign in: the password, then the code as a second step.
    await page.getByRole('button', { name: /Administrator/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.codeRequired)).toBeVisible();
    await expectAccessible(page, 'the code step of sign-in');
    await page.getByLabel('Code').fill(await codeFor(secret, 30));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/layouts$/);

    // With two-factor sign-in on, the administrator requires it of everyone from the Users screen, then stops.
    await page.goto('/admin/users');
    const requirement = page.getByRole('checkbox', { name: 'Require two-factor sign-in for everyone' });
    await expect(requirement).not.toBeChecked();
    await expectAccessible(page, 'the users screen with the two-factor requirement');
    await page.getByText('Require two-factor sign-in for everyone').click();
    await expect(page.getByText(ACCOUNT_MESSAGES.twoFactorSettingSaved)).toBeVisible();
    await expect(requirement).toBeChecked();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/two-factor-requirement.png`, fullPage: true });
    const token = await browserToken(page);
    const required = async () =>
      (
        await (
          await page.request.get('/api/system/two_factor', { headers: { authorization: `Bearer ${token}` } })
        ).json()
      ).required;
    expect(await required()).toBe(true);
    await page.getByText('Require two-factor sign-in for everyone').click();
    await expect(requirement).not.toBeChecked();
    expect(await required()).toBe(false);

    // A read-only API token, shown once, used against /graphql from here.
    await openProfile(page);
    await page.getByLabel('Token name').fill('Reporting');
    // The day it expires, as the form offers it (30 days on, in the console's display zone).
    const expires = await page.getByRole('textbox', { name: 'Expires' }).inputValue();
    expect(expires).toMatch(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}$/);
    await page.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.tokenCreated)).toBeVisible();
    const apiToken = (await page.getByLabel('Your new API token').textContent())?.trim() ?? '';
    expect(apiToken.startsWith('sgn_pat_')).toBe(true);
    const asToken = (query: string) =>
      page.request.post('/graphql', { headers: { authorization: `Bearer ${apiToken}` }, data: { query } });
    const me = await (await asToken('{ me { username } }')).json();
    expect(me.data.me.username).toBe('admin');
    const write = await (await asToken('mutation { updateMe(input: { firstName: "Changed" }) { id } }')).json();
    expect(write.errors[0].message).toBe(ACCOUNT_MESSAGES.tokenReadOnly);
    await page.reload();
    const row = page.getByRole('table', { name: 'Your API tokens' }).getByRole('row', { name: /Reporting/ });
    await expect(row).toContainText('Read-only');
    // The list shows the same day: the token ends at the end of that day in the display zone, not the browser's.
    await expect(row).toContainText(expires);
    await expect(row).not.toContainText('Never');

    // Another session (signed in with a recovery code), seen in the list and ended from here.
    const challenge = await page.request.post('/api/login', {
      headers: { username: 'admin', password: ADMIN_PASSWORD, 'user-agent': 'Lobby Kiosk' },
    });
    const second = await page.request.post('/api/login/two_factor', {
      data: { challenge: (await challenge.json()).challenge, code: codes[0] },
    });
    const other = (await second.json()).auth_token as string;
    expect((await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${other}` } })).status()).toBe(
      200,
    );
    await page.reload();
    const sessions = page.getByRole('table', { name: 'Your sessions' });
    await expect(sessions.getByRole('row', { name: /This session/ })).toBeVisible();
    const kiosk = sessions.getByRole('row', { name: /Lobby Kiosk/ });
    await expect(kiosk).toBeVisible();
    await expectAccessible(page, 'the profile with a token and two sessions');
    await kiosk.getByRole('button', { name: /End session/ }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.sessionEnded)).toBeVisible();
    await expect(kiosk).toHaveCount(0);
    expect((await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${other}` } })).status()).toBe(
      401,
    );
  } finally {
    // The browser suites share one stack: the administrator signs in with a password alone again.
    const token = await browserToken(page);
    if (token) {
      await page.request.put('/api/system/two_factor', {
        headers: { authorization: `Bearer ${token}` },
        data: { required: false },
      });
      await page.request.post('/api/account/two_factor/disable', {
        headers: { authorization: `Bearer ${token}` },
        data: { password: ADMIN_PASSWORD },
      });
    }
  }
});
