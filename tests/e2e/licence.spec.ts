import { expect, type Page, test } from '@playwright/test';
import { LICENCE_MESSAGES } from '@signage/domain/licence';
import { testLicence } from '../../scripts/sign-licence.ts';
import { expectAccessible } from './axe.ts';
import { restAuth, signIn } from './sign-in.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A licence file signed with the test key serve.ts's stack trusts. */
const licence = (devices: number, days: number) =>
  testLicence({ holder: 'E2E Signage Ltd', devices, expires: new Date(Date.now() + days * DAY_MS).toISOString() });

async function chooseAndUpload(page: Page, name: string, text: string) {
  await page
    .getByLabel('Licence file')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Upload licence' }).click();
}

test('an administrator uploads licence files on /admin/system, which says why a licence is a problem', async ({
  page,
}) => {
  // Two axe passes in both themes, four uploads and two devices on a loaded machine.
  test.setTimeout(180_000);
  const auth = await restAuth(page);
  // Two licensed devices of this test's own, so the licence below can be one short of the devices licensed.
  const seeded: number[] = [];
  for (const name of ['Licence e2e first', 'Licence e2e second']) {
    const player = await (
      await page.request.post('/api/players/register', {
        data: { model_name: '43SM5KC-B', firmware_version: '04.74.60', type: 'lg-webos' },
      })
    ).json();
    const activated = await page.request.post('/api/devices/activate', {
      headers: auth,
      data: { device_key: player.device_key },
    });
    const deviceId = (await activated.json()).device_id as number;
    const put = await page.request.put(`/api/devices/${deviceId}`, { headers: auth, data: { name, licensed: true } });
    expect(put.status()).toBe(200);
    seeded.push(deviceId);
  }

  try {
    await signIn(page);
    // System is in the sidebar's Advanced group, for holders of "edit system".
    await page.getByRole('button', { name: 'Advanced' }).click();
    await page.getByRole('link', { name: 'System' }).click();
    await expect(page).toHaveURL(/\/admin\/system$/);
    await expect(page.getByRole('heading', { name: 'System', level: 1 })).toBeVisible();
    const installation = page.getByRole('region', { name: 'Installation' });
    await expect(installation).toContainText('Embedded PostgreSQL (PGlite)');
    await expect(installation).toContainText('(EVENTS_RETENTION_MONTHS)');

    // A file that is not a signed licence.
    await chooseAndUpload(page, 'broken.licence', '{"payload":"eyJob2xkZXIi", "signature": "AAAA');
    await expect(page.getByText(LICENCE_MESSAGES.rejected).first()).toBeVisible();

    // An expired licence is accepted; the page says how long ago it expired, and the header marks it.
    await chooseAndUpload(page, 'expired.licence', licence(1000, -3));
    await expect(page.getByText(LICENCE_MESSAGES.accepted)).toBeVisible();
    const licencePanel = page.getByRole('region', { name: 'Licence' });
    await expect(licencePanel.getByText('Licence problem: expired 3 days ago')).toBeVisible();
    await expect(licencePanel).toContainText('Until a new licence is uploaded');
    await expect(page.getByRole('link', { name: 'Licence invalid: see the system page' })).toBeVisible();
    await expectAccessible(page, 'the system page with an expired licence');

    // A licence one device short of the devices licensed: exceeded by one, the newest activated over it.
    const { licensed_devices } = await (await page.request.get('/api/api_license/', { headers: auth })).json();
    const allowed = (licensed_devices as number) - 1;
    await chooseAndUpload(page, 'short.licence', licence(allowed, 30));
    await expect(licencePanel.getByText(`Licence problem: 1 device over the licensed ${allowed}`)).toBeVisible();
    await expect(licencePanel).toContainText('The 1 device activated most recently is shown as unlicensed');
    await expect(licencePanel.getByText('Exceeded', { exact: true })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/system-page-exceeded.png`, fullPage: true });
    await expectAccessible(page, 'the system page with an exceeded licence');

    await page.goto('/admin/devices');
    const second = page.getByRole('row', { name: /Licence e2e second/ });
    await expect(second).toContainText('Over licence');
    await expect(second).toHaveAttribute('data-unlicensed', '');
    await expect(page.getByRole('row', { name: /Licence e2e first/ })).toContainText('Yes');

    // A licence for enough devices: valid, the header's mark gone.
    await page.goto('/admin/system');
    await chooseAndUpload(page, 'site.licence', licence(1000, 365));
    await expect(page.getByText(LICENCE_MESSAGES.accepted)).toBeVisible();
    await expect(licencePanel.getByText('Valid', { exact: true })).toBeVisible();
    await expect(licencePanel).toContainText('E2E Signage Ltd');
    await expect(page.getByRole('link', { name: 'Licence invalid: see the system page' })).toHaveCount(0);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/system-page-valid.png`, fullPage: true });
      await installation.scrollIntoViewIfNeeded();
      await installation.screenshot({ path: `${SHOTS}/system-page-installation.png` });
    }
  } finally {
    // The browser suites share one stack: the other suites count devices and expect no licence problem.
    for (const id of seeded) await page.request.delete(`/api/devices/${id}`, { headers: auth });
    const valid = await page.request.post('/api/api_license/file', {
      headers: auth,
      multipart: {
        file: { name: 'site.licence', mimeType: 'application/json', buffer: Buffer.from(licence(1000, 365)) },
      },
    });
    expect(valid.status()).toBe(200);
  }
});
