import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { ADMIN_PASSWORD, signIn } from './sign-in.ts';

test('a device renamed in the console shows on the Audit screen with its before and after, and on its trail', async ({
  page,
  request,
}) => {
  // Two axe passes in both themes and a fresh device: over a minute on a loaded machine.
  test.setTimeout(180_000);
  // A device to change: registered as a player would, activated through the api.
  const player = await (
    await request.post('/api/players/register', {
      data: { model_name: '43SM5KC-B', firmware_version: '04.74.60', type: 'lg-webos' },
    })
  ).json();
  const login = await request.post('/api/login', {
    headers: { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` },
  });
  const token = (await login.json()).auth_token as string;
  const activated = await request.post('/api/devices/activate', {
    headers: { authorization: `Bearer ${token}` },
    data: { device_key: player.device_key },
  });
  const deviceId = String((await activated.json()).device_id);

  await signIn(page);
  await page.goto(`/admin/devices/${deviceId}`);
  const form = page.getByRole('form', { name: 'Edit device' });
  await form.getByLabel('Name').fill('Audited lobby screen');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Device updated successfully.')).toBeVisible();

  // The Audit screen is in the sidebar's Advanced group.
  await page.getByRole('button', { name: 'Advanced' }).click();
  await page.getByRole('link', { name: 'Audit' }).click();
  await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
  await page.getByLabel('Device ID').fill(deviceId);
  await page.getByLabel('Device ID').press('Enter');
  await expect(page).toHaveURL(new RegExp(`device=${deviceId}`));
  const table = page.getByRole('table', { name: 'Audit entries' });
  // Named with the device: until the filtered page arrives the unfiltered list (other tests' devices) is shown.
  const row = table.getByRole('row', { name: new RegExp(`Update device \\(devices ${deviceId}\\)`) });
  await expect(row).toContainText(`admin: Update device (devices ${deviceId})`);
  // A count, not visibility: the rows of the unfiltered list stay shown until the filtered page arrives.
  await expect(table.getByRole('row', { name: /Activate device/ })).toHaveCount(1);
  await expect(table.getByRole('row', { name: /Activate device/ })).toContainText(`(devices ${deviceId})`);
  await expectAccessible(page, 'the Audit screen');

  await row.getByRole('button', { name: /Details of entry/ }).click();
  const dialog = page.getByRole('dialog', { name: `admin: Update device (devices ${deviceId})` });
  const changes = dialog.getByRole('table', { name: new RegExp(`Changed devices ${deviceId}`) });
  await expect(changes.getByRole('row', { name: /^name .*Audited lobby screen$/ })).toBeVisible();
  await expect(dialog.getByText('Client address')).toBeVisible();
  await expectAccessible(page, 'an audit entry with its before and after');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // The filter is in the URL: a bookmark opens the same trail. An action filter leaves only that action.
  await page.goto(`/admin/audit?device=${deviceId}&action=activateDevice`);
  await expect(page.getByRole('table', { name: 'Audit entries' }).getByRole('row')).toHaveCount(2);
  // An entry's action narrows the trail to it, named as the entries name it.
  await page.goto(`/admin/audit?device=${deviceId}`);
  await table.getByRole('button', { name: 'Show only Update device entries' }).click();
  await expect(page).toHaveURL(/action=Update\+device/);
  await expect(page.getByLabel('Action')).toHaveValue('Update device');
  await expect(table.getByRole('row', { name: /Activate device/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Update device/ })).toHaveCount(1);
  // And a user's name to theirs.
  await table.getByRole('button', { name: 'Show only entries by admin' }).first().click();
  await expect(page).toHaveURL(/user=\d+/);

  await page.goto(`/admin/devices/${deviceId}`);
  const trail = page.getByRole('table', { name: `Audit trail of device ${deviceId}` });
  await expect(trail.getByRole('row', { name: /Update device/ })).toBeVisible();
  await expect(trail.getByRole('row', { name: /Activate device/ })).toBeVisible();
});
