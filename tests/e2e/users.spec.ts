import { expect, test } from '@playwright/test';
import { MESSAGES, USER_MESSAGES } from '@signage/domain/messages';
import { expectAccessible } from './axe.ts';
import { signIn } from './sign-in.ts';

const USERNAME = `e2e-kim-${Date.now().toString(36)}`;
const STRONG = 'Strong-Pass-9';

test('create a user with a weak then a strong password, grant and revoke permissions, sign in as them', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  for (const header of ['User Name', 'First Name', 'Last Name', 'Date Created', 'Tags']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(table.getByRole('link', { name: 'admin', exact: true })).toBeVisible();
  await expectAccessible(page, 'the user list');

  await page.getByRole('link', { name: 'Add user' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/new$/);
  const form = page.getByRole('form', { name: 'New user' });
  await form.getByLabel('Username').fill(USERNAME);
  await form.getByLabel('First name').fill('Kim');
  const meter = form.getByRole('progressbar', { name: 'Password strength' });
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('weakpass');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Weak: 2 of 5 rules met');
  await form.getByLabel('Confirm password').fill('weakpass');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(USER_MESSAGES.passwordRequirementsNotMet)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users\/new$/);

  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG);
  await expect(meter).toHaveAttribute('aria-valuetext', 'Strong: 5 of 5 rules met');
  await form.getByLabel('Confirm password').fill(STRONG);
  // Created with the default landing page (the console sends null for it), then given one below.
  await expect(form.getByLabel('Landing page')).toHaveValue('');
  await expectAccessible(page, 'the new user editor');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(USER_MESSAGES.created)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByRole('heading', { name: USERNAME, level: 1 })).toBeVisible();

  const permissions = page.getByRole('region', { name: 'Permissions' });
  await expect(permissions.getByText('No permissions.')).toBeVisible();
  await permissions.getByRole('button', { name: 'Add permissions' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add permissions' });
  await dialog.getByText('view media', { exact: true }).click();
  await dialog.getByText('edit media', { exact: true }).click();
  await expectAccessible(page, 'the add permissions dialog');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(USER_MESSAGES.permissionsUpdated)).toBeVisible();
  const held = permissions.getByRole('list', { name: 'Permissions held' });
  await expect(held.getByRole('listitem')).toHaveText(['view media', 'edit media']);

  await permissions.getByRole('button', { name: 'Remove permissions' }).click();
  dialog = page.getByRole('dialog', { name: 'Remove permissions' });
  // Only what both hold can be removed.
  await expect(dialog.getByRole('checkbox')).toHaveCount(2);
  await dialog.getByText('edit media', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(USER_MESSAGES.permissionsUpdated).first()).toBeVisible();
  await expect(held.getByRole('listitem')).toHaveText(['view media']);
  await expectAccessible(page, 'the user editor');

  const editForm = page.getByRole('form', { name: 'Edit user' });
  await editForm.getByLabel('Landing page').selectOption('media');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User successfully updated.')).toBeVisible();
  await page.reload();
  await expect(editForm.getByLabel('Landing page')).toHaveValue('media');

  // The header search finds the user by username, under Users, and opens their editor.
  const editorUrl = page.url();
  await page.goto('/help');
  const box = page.getByRole('combobox', { name: 'Search by name or tag' });
  await box.fill(USERNAME);
  await box.press('Enter');
  const found = page.getByRole('region', { name: 'Search results' }).getByRole('region', { name: 'Users' });
  await expect(found.getByRole('link', { name: new RegExp(USERNAME) })).toBeVisible();
  await expectAccessible(page, 'a user in the header search');
  await found.getByRole('link', { name: new RegExp(USERNAME) }).click();
  await expect(page).toHaveURL(editorUrl);

  // Signed in as the new user, the console opens on the landing page chosen for them.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password').fill(STRONG);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/media$/, { timeout: 30_000 });
  // With "view media" alone the sidebar offers Media, and no area that would refuse them (spec 01 §6).
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Media' })).toBeVisible();
  for (const area of ['Devices', 'Campaigns', 'Layouts', 'Venues', 'Users']) {
    await expect(nav.getByRole('link', { name: area, exact: true })).toHaveCount(0);
  }
  await nav.getByRole('button', { name: 'Advanced' }).click();
  await expect(nav.getByRole('link', { name: 'Tags' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Schedules' })).toHaveCount(0);
  // A schedule cannot be added without "edit schedules", even at the timeline's address.
  await page.goto('/schedules');
  await expect(page.getByRole('heading', { name: 'Schedules', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add schedule' })).toHaveCount(0);
  // An area they may not see, opened by its address, says so once, with the rights it needs: in its place, not
  // as a failed load nor in a notification.
  await page.goto('/admin/users');
  await expect(page.getByRole('alert')).toHaveText(
    'You do not have permission to open Users: it needs one of the permissions "view users", "edit users". An administrator can give it to you.',
  );
  await expectAccessible(page, 'an area the user may not open');
  await expect(page.getByText(MESSAGES.forbidden)).toHaveCount(0);
});
