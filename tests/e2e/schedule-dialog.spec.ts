import { expect, test } from '@playwright/test';
import { newElement } from '@signage/domain/layouts/elements';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import { SCHEDULE_MESSAGES } from '@signage/domain/schedules/messages';
import { displayWallClock, parseWallClock } from '@signage/domain/schedules/wall-clock';
import sharp from 'sharp';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { expectAccessible } from './axe.ts';
import { createLayout, MQTT_URL, restAuth, signIn } from './sign-in.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;
/** A date as the console writes it: "1st Mar 2025". */
const CONSOLE_DATE = /^\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}$/;

/** "2nd Apr 2031" as `2031-04-02` (V8 reads "2 Apr 2031" as that local day). */
function isoOfConsoleDate(text: string): string {
  const day = new Date(text.replace(/^(\d+)(st|nd|rd|th)/, '$1'));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
}

test('schedule a layout from its editor: create, refuse an overlap with its message, edit, delete', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const auth = await restAuth(page);
  const id = await createLayout(page, auth, { name: 'E2E scheduled menu', tags: ['e2esched'], json: newLayoutJson() });

  await page.goto(`/layouts/${id}/layout`);
  await page.getByRole('button', { name: 'Schedules' }).click();
  await expect(page).toHaveURL(new RegExp(`/layouts/${id}/layout/schedules/new/layout$`));
  const dialog = page.getByRole('dialog', { name: 'Schedules of E2E scheduled menu' });
  await expect(dialog.getByText('Not scheduled yet.')).toBeVisible();
  // The defaults: today 00:00 to 23:59 seven days later, every day; dates written as the console writes them.
  await expect(dialog.getByLabel('Start date', { exact: true })).toHaveValue(CONSOLE_DATE);
  await expect(dialog.getByLabel('Start time', { exact: true })).toHaveValue('00:00');
  await expect(dialog.getByLabel('End date', { exact: true })).toHaveValue(CONSOLE_DATE);
  await expect(dialog.getByLabel('End time', { exact: true })).toHaveValue('23:59');
  for (const day of ['Monday', 'Sunday']) {
    await expect(dialog.getByRole('button', { name: day })).toHaveAttribute('aria-pressed', 'true');
  }
  await dialog.getByRole('combobox', { name: 'Tags' }).fill('e2e-foyer');
  await dialog.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await expect(dialog.getByRole('status')).toHaveText(/^Reaches \d+ devices?\.$/);
  await expectAccessible(page, 'the schedule dialog');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/schedule-dialog.png` });
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByText(SCHEDULE_MESSAGES.created)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/layouts/${id}/layout/schedules/\\d+/layout$`));
  await expect(dialog.getByRole('navigation', { name: 'Schedules' }).getByText('#e2e-foyer')).toBeVisible();

  // The same tags over the same days: the server's overlap refusal, in the spec's words, before any save.
  // "New schedule" right after the create: it wins over the create's own navigation to what it saved.
  await dialog.getByRole('button', { name: 'New schedule' }).click();
  await expect(page).toHaveURL(new RegExp(`/layouts/${id}/layout/schedules/new/layout$`));
  await expect(dialog.getByRole('button', { name: 'Create schedule' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Tags' }).fill('e2e-foyer');
  await dialog.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await expect(dialog.getByText(/^Schedule overlaps detected between /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByText(/^Schedule overlaps detected between /).first()).toBeVisible();

  // Switching away from the unsaved new schedule asks first; "Keep editing" stays on it.
  await dialog.getByRole('navigation', { name: 'Schedules' }).getByText('#e2e-foyer').click();
  await expect(page.getByText('This schedule has unsaved changes. Save them and continue?')).toBeVisible();
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await dialog.getByRole('button', { name: 'Saturday' }).click();
  await expect(dialog.getByRole('button', { name: 'Saturday' })).toHaveAttribute('aria-pressed', 'false');

  // After a reload the schedule is still there: it was saved.
  await page.goto(`/layouts/${id}/layout`);
  await page.getByRole('button', { name: 'Schedules' }).click();
  const list = page.getByRole('dialog').getByRole('navigation', { name: 'Schedules' });
  await list.getByText('#e2e-foyer').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete schedule' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(SCHEDULE_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Not scheduled yet.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/layouts/${id}/layout$`));
});

test('an overlap names the schedule it clashes with and links to it; refusals wait for an attempt and go once fixed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const auth = await restAuth(page);
  // The demo's situation: a long schedule of another layout already holds the tag.
  const lobbyId = await createLayout(page, auth, { name: 'E2E year lobby', tags: ['e2esched'], json: newLayoutJson() });
  const held = await page.request.post('/api/schedules/', {
    headers: auth,
    data: {
      layout_id: lobbyId,
      tags: ['e2e-clash'],
      timer: { start: '2020-01-01T00:00', end: '2035-12-31T23:59', dow: 127, day_part: false },
    },
  });
  expect(held.status(), await held.text()).toBe(201);
  const heldId = ((await held.json()) as { schedule: { schedule_id: number } }).schedule.schedule_id;
  const id = await createLayout(page, auth, { name: 'E2E first menu', tags: ['e2esched'], json: newLayoutJson() });

  await page.goto(`/layouts/${id}/layout/schedules/new/layout`);
  const dialog = page.getByRole('dialog', { name: 'Schedules of E2E first menu' });
  await expect(dialog.getByRole('status')).toHaveText(/^Reaches \d+ devices? \(no tags: every player\)\.$/);
  // No tags yet: not a refusal until the user tries to create it.
  await expect(dialog.getByText(SCHEDULE_MESSAGES.noTagsRefused)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(dialog.getByText(SCHEDULE_MESSAGES.noTagsRefused)).toBeVisible();

  // The clashing tag: the refusal names the other schedule, and goes once the tags are fixed.
  await dialog.getByRole('combobox', { name: 'Tags' }).fill('e2e-clash');
  await dialog.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await expect(dialog.getByText(SCHEDULE_MESSAGES.noTagsRefused)).toHaveCount(0);
  const wall = async (label: string) => {
    const date = isoOfConsoleDate(await dialog.getByLabel(`${label} date`, { exact: true }).inputValue());
    return displayWallClock(
      parseWallClock(`${date}T${await dialog.getByLabel(`${label} time`, { exact: true }).inputValue()}`)!,
    );
  };
  const message = `Schedule overlaps detected between ${await wall('Start')} and ${await wall('End')} with the schedule of "E2E year lobby"`;
  await expect(dialog.getByText(message)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByRole('alert').getByText(message)).toBeVisible();
  await expect(dialog.getByText(message)).toBeVisible();
  await expectAccessible(page, 'the schedule dialog with an overlap refusal');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/schedule-overlap.png` });
  await dialog.getByRole('button', { name: 'Remove tag e2e-clash' }).click();
  await expect(dialog.getByText(message)).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Tags' }).fill('e2e-clash');
  await dialog.getByRole('combobox', { name: 'Tags' }).press('Enter');

  // The link opens the clashing schedule in its own layout's dialog, once the user agrees to drop this new one.
  await dialog.getByRole('link', { name: 'Open the schedule of "E2E year lobby"' }).click();
  await expect(page.getByText('Discard this schedule and open the other one?')).toBeVisible();
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(new RegExp(`/layouts/${id}/layout/schedules/new/layout$`));
  await expect(dialog.getByText('e2e-clash')).toBeVisible();
  await dialog.getByRole('link', { name: 'Open the schedule of "E2E year lobby"' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(new RegExp(`/layouts/${lobbyId}/layout/schedules/${heldId}/layout$`));
  await expect(page.getByRole('dialog', { name: 'Schedules of E2E year lobby' })).toBeVisible();
});

test('start and end are typed day first and on the 24-hour clock, or chosen from a calendar with the keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const auth = await restAuth(page);
  const id = await createLayout(page, auth, { name: 'E2E typed dates', tags: ['e2esched'], json: newLayoutJson() });
  await page.goto(`/layouts/${id}/layout/schedules/new/layout`);
  const dialog = page.getByRole('dialog', { name: 'Schedules of E2E typed dates' });

  // Typed day first: 02/04/2031 is the 2nd of April, never the 4th of February; 9.30 is 09:30, not am/pm.
  const startDate = dialog.getByLabel('Start date', { exact: true });
  await startDate.fill('02/04/2031');
  await startDate.press('Tab');
  await expect(startDate).toHaveValue('2nd Apr 2031');
  const startTime = dialog.getByLabel('Start time', { exact: true });
  await startTime.fill('9.30');
  await startTime.press('Tab');
  await expect(startTime).toHaveValue('09:30');
  // Now the start is after the default end: the spec's refusal, live.
  await expect(dialog.getByText(SCHEDULE_MESSAGES.endBeforeStart)).toBeVisible();

  // The end from the calendar, by keyboard only: the button opens it, arrows move, Enter picks.
  await dialog.getByRole('button', { name: 'Choose end date from a calendar' }).focus();
  await page.keyboard.press('Enter');
  const calendar = dialog.getByRole('grid');
  await expect(calendar).toBeVisible();
  await expectAccessible(page, 'the schedule dialog with its calendar open');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/schedule-calendar.png` });
  const endDate = dialog.getByLabel('End date', { exact: true });
  const defaultEnd = await endDate.inputValue();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(endDate).not.toHaveValue(defaultEnd);
  await expect(endDate).toHaveValue(CONSOLE_DATE);
  await expect(dialog).toBeVisible();
  await endDate.fill('03/04/2031');
  await endDate.press('Tab');
  await expect(endDate).toHaveValue('3rd Apr 2031');
  await dialog.getByLabel('End time', { exact: true }).fill('21:05');
  await expect(dialog.getByText(SCHEDULE_MESSAGES.endBeforeStart)).toHaveCount(0);

  // A time that cannot be read is refused in the spec's words, not saved as the last good one.
  await dialog.getByLabel('End time', { exact: true }).fill('9pm');
  await expect(dialog.getByText(SCHEDULE_MESSAGES.invalidDateTime)).toBeVisible();
  await dialog.getByLabel('End time', { exact: true }).fill('21:05');

  await dialog.getByRole('combobox', { name: 'Tags' }).fill('e2e-typed');
  await dialog.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByText(SCHEDULE_MESSAGES.created)).toBeVisible();
  const saved = await page.request.get(`/api/schedules/?layout_id=${id}&from=2015-01-01`, { headers: auth });
  const { schedules } = (await saved.json()) as { schedules: { timer: { start: string; end: string } }[] };
  expect(schedules.map((s) => s.timer)).toMatchObject([{ start: '2031-04-02T09:30', end: '2031-04-03T21:05' }]);
});

test('clone and schedule opens the copy’s schedule dialog on a new schedule', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const auth = await restAuth(page);
  await createLayout(page, auth, { name: 'E2E clone me', tags: ['e2esched'], json: newLayoutJson() });
  await page.goto('/layouts?search=E2E%20clone%20me');
  await page.getByRole('button', { name: 'Actions for E2E clone me' }).first().click();
  await page.getByRole('menuitem', { name: 'Clone and schedule' }).click();
  await expect(page.getByRole('dialog', { name: 'Schedules of E2E clone me (Copy)' })).toBeVisible();
  await expect(page).toHaveURL(/\/layouts\/\d+\/layout\/schedules\/new\/layout$/);
});

test('clone and schedule on a template schedules a layout copy of it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const auth = await restAuth(page);
  await createLayout(page, auth, {
    name: 'E2E template me',
    tags: ['e2esched'],
    template: true,
    json: newLayoutJson(),
  });
  await page.goto('/templates?search=E2E%20template%20me');
  await page.getByRole('button', { name: 'Actions for E2E template me' }).first().click();
  await page.getByRole('menuitem', { name: 'Clone and schedule' }).click();
  await expect(page.getByText('Layout successfully created')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Schedules of E2E template me (Copy)' })).toBeVisible();
  await expect(page).toHaveURL(/\/layouts\/\d+\/layout\/schedules\/new\/layout$/);
  const copyId = page.url().match(/\/layouts\/(\d+)\//)?.[1];
  const copy = await page.request.get(`/api/layouts/${copyId}`, { headers: auth });
  expect(((await copy.json()) as { template: boolean }).template).toBe(false);
});

/** The console's display zone, +02:00 (DEFAULT_DISPLAY_TIME_ZONE), as a zone a device may have (no summer time there). */
const DISPLAY_ZONE_NAME = 'Africa/Johannesburg';

test('a layout scheduled for a player’s tag plays there: device page, timeline and the player’s screenshot', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const player = new SimulatedPlayer({
    apiUrl: baseURL!,
    mqttUrl: MQTT_URL,
    name: 'E2E foyer',
    checkinIntervalMs: 200,
  });
  try {
    const key = await player.start();
    await signIn(page);
    const auth = await restAuth(page);
    const activated = await page.request.post('/api/devices/activate', { headers: auth, data: { device_key: key } });
    expect(activated.status(), await activated.text()).toBe(200);
    const deviceId = ((await activated.json()) as { device_id: number }).device_id;
    // The device keeps the console's display zone (+02:00): the default range starts "today" there, and a device
    // behind it would start the schedule only at its own midnight (wall-clock times), 22:00-24:00 UTC.
    const tagged = await page.request.put(`/api/devices/${deviceId}`, {
      headers: auth,
      data: { tags: ['e2e-lobby-red'], time_zone: DISPLAY_ZONE_NAME },
    });
    expect(tagged.status()).toBe(200);
    const red = {
      ...newElement('region'),
      pwidth: 100,
      pheight: 100,
      background: '#ff0000',
      background_transparent: false,
    };
    const layoutId = await createLayout(page, auth, {
      name: 'E2E red lobby',
      tags: ['e2esched'],
      json: { ...newLayoutJson(), children: [red] },
    });

    // Scheduled from the layout editor, for the player's tag, with the default range (today on).
    await page.goto(`/layouts/${layoutId}/layout`);
    await page.getByRole('button', { name: 'Schedules' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedules of E2E red lobby' });
    await dialog.getByRole('combobox', { name: 'Tags' }).fill('e2e-lobby-red');
    await dialog.getByRole('combobox', { name: 'Tags' }).press('Enter');
    await expect(dialog.getByRole('status')).toHaveText('Reaches 1 device.');
    await dialog.getByRole('button', { name: 'Create schedule' }).click();
    await expect(page.getByText(SCHEDULE_MESSAGES.created)).toBeVisible();
    await player.whenPlaying(layoutId);

    await page.goto(`/admin/devices/${deviceId}`);
    const now = page.getByRole('region', { name: 'Now playing' });
    // What the player reports, live, beside what its schedules say and why.
    const reported = now.getByRole('status', { name: 'The player reports' });
    await expect(reported.getByRole('link', { name: 'E2E red lobby' })).toBeVisible();
    await expect(reported).toContainText(/since \d/);
    await expect(now).toContainText('Its schedules say:E2E red lobby');
    await expect(now).toContainText('Plays: it reaches this device by #e2e-lobby-red');
    await expect(page.getByRole('table', { name: 'Current schedules' }).getByText('E2E red lobby')).toBeVisible();
    await expectAccessible(page, 'the device page with its schedules');
    if (SHOTS) await now.screenshot({ path: `${SHOTS}/device-now-playing.png` });

    // The timeline: the layout's row labelled L, its schedule listed, selected from the table by keyboard.
    await page.goto('/schedules');
    await expect(page.locator('.vis-label').getByText('L E2E red lobby')).toBeVisible();
    const inView = page.getByRole('table', { name: 'Schedules in view' });
    await inView.getByRole('button', { name: 'E2E red lobby' }).focus();
    await page.keyboard.press('Enter');
    const chosen = page.getByRole('region', { name: 'Selected schedule' });
    // The devices reached, named (spec 02), and the bar saying which tags it is for.
    await expect(chosen.getByRole('status')).toHaveText('Reaches 1 device:');
    await expect(chosen.getByRole('list', { name: 'Devices reached' }).getByRole('link')).toHaveText(['E2E foyer']);
    await expect(page.locator('.vis-item.vis-selected').first()).toBeVisible();
    await expect(page.locator('.vis-item.vis-selected').first()).toContainText('#e2e-lobby-red');
    await expectAccessible(page, 'the schedules timeline');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/schedules-timeline.png` });
    await chosen.getByRole('link', { name: 'View the devices' }).click();
    await expect(page).toHaveURL(/\/admin\/devices\?tags=e2e-lobby-red$/);
    await expect(page.getByRole('link', { name: 'E2E foyer' })).toBeVisible();

    // A second schedule of the layout over some of the same days: its bar gets a line of its own, not drawn over
    // the first (or under it).
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const second = await page.request.post('/api/schedules/', {
      headers: auth,
      data: {
        layout_id: layoutId,
        tags: ['e2e-lobby-blue'],
        timer: { start: `${day(1)}T00:00`, end: `${day(5)}T23:59`, dow: 127, day_part: false },
      },
    });
    expect(second.status(), await second.text()).toBe(201);
    await page.goto('/schedules');
    const redBar = page.locator('.vis-item', { hasText: '#e2e-lobby-red' }).first();
    const blueBar = page.locator('.vis-item', { hasText: '#e2e-lobby-blue' }).first();
    await expect(blueBar).toBeVisible();
    const [first, other] = [(await redBar.boundingBox())!, (await blueBar.boundingBox())!];
    const apart = other.y >= first.y + first.height || first.y >= other.y + other.height;
    expect(apart, JSON.stringify({ first, other })).toBe(true);

    // "Add schedule" on the timeline: pick the layout, its schedule dialog opens on a new schedule.
    await page.goto('/schedules');
    await page.getByRole('button', { name: 'Add schedule' }).click();
    const pick = page.getByRole('dialog', { name: 'Schedule a layout' });
    await pick.getByLabel('Search layouts').fill('E2E red lobby');
    await pick
      .getByRole('list', { name: 'Layouts to schedule' })
      .getByRole('button', { name: 'E2E red lobby' })
      .click();
    await expect(page).toHaveURL(/\/layouts\/\d+\/layout\/schedules\/new\/layout$/);
    await expect(page.getByRole('dialog', { name: 'Schedules of E2E red lobby' })).toBeVisible();

    await page.goto(`/admin/devices/${deviceId}`);
    await page.getByRole('button', { name: 'Take screenshot' }).click();
    const screenshot = page.getByRole('img', { name: /^Screenshot of device \d+$/ });
    await expect(screenshot).toBeVisible({ timeout: 15_000 });
    const src = (await screenshot.getAttribute('src'))!;
    const png = Buffer.from(src.slice(src.indexOf(',') + 1), 'base64');
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const middle = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    expect([...data.subarray(middle, middle + 3)]).toEqual([
      expect.closeTo(255, -1),
      expect.closeTo(0, -1),
      expect.closeTo(0, -1),
    ]);

    // The schedule goes: the player stops playing it and says so, and the page asks the evaluator again at
    // once (its own poll is every 30 s).
    const schedules = await page.request.get(`/api/schedules/for_device/${deviceId}`, { headers: auth });
    const [scheduled] = ((await schedules.json()) as { schedules: { schedule_id: number }[] }).schedules;
    const deleted = await page.request.post('/graphql', {
      headers: auth,
      data: { query: `mutation { deleteSchedule(id: "${scheduled!.schedule_id}") { id } }` },
    });
    expect(await deleted.json()).toEqual({ data: { deleteSchedule: { id: String(scheduled!.schedule_id) } } });
    await expect(reported).toHaveText('The player reports:nothing', { timeout: 15_000 });
    await expect(now).toContainText('Its schedules say:nothing scheduled', { timeout: 15_000 });
  } finally {
    await player.stop();
  }
});
