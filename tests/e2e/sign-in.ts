import { expect, type Page } from '@playwright/test';
import { INTRODUCTION_TOURS } from '@signage/domain/introductions';
import { E2E_MQTT_PORT } from './ports.ts';

export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-Pass-1';

/**
 * Signs in as the administrator through the sign-in screen. The introduction tours are marked watched unless
 * `tours` is set, so a tour's popover never stands over what another test clicks (dashboard.spec.ts tests them).
 */
export async function signIn(page: Page, { tours = false }: { tours?: boolean } = {}) {
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  if (tours) return;
  const [token, userId] = await page.evaluate(() => [
    localStorage.getItem('auth_token'),
    localStorage.getItem('user_id'),
  ]);
  const watched = await page.request.put(`/api/users/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { cms_metadata: { introductions: [...INTRODUCTION_TOURS] } },
  });
  expect(watched.status()).toBe(200);
}

/** The broker the simulated players of the browser suites connect to (serve.ts's, or MQTT_URL's). */
export const MQTT_URL = process.env.MQTT_URL ?? `mqtt://127.0.0.1:${E2E_MQTT_PORT}`;

/** A REST session for seeding and cleaning up (the browser suites share one stack): the headers to send. */
export async function restAuth(page: Page) {
  const login = await page.request.post('/api/login', {
    headers: { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` },
  });
  return { authorization: `Bearer ${((await login.json()) as { auth_token: string }).auth_token}` };
}

/** A layout made through REST for a browser test to open (as the console would save it): its id. */
export async function createLayout(page: Page, auth: Record<string, string>, body: Record<string, unknown>) {
  const created = await page.request.post('/api/layouts/', { headers: auth, data: body });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { layout_id: number }).layout_id;
}
