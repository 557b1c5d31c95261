import { MESSAGES } from '@signage/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDevice } from './testkit/devices.ts';
import { createLayout, layoutBody } from './testkit/layouts.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { createSchedule, deviceSchedules, getSchedule, listSchedules, scheduleBody } from './testkit/schedules.ts';
import { schedule, search, storedTags, updateTagObjects } from './testkit/search.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

// Issue 21 and 20: who may schedule what, and an overlap refusal that names the schedule it clashes with.
let stack: TestStack;
let admin: string;
let teamA: string;
let lobby: number;
let menu: number;
let specials: number;

async function tokenFor(username: string, permissions: string[], forcedTags: string[] = []) {
  const password = `${username}-Pass-1`;
  await createUser(stack, { username, password, permissions, forcedTags });
  return (await restLogin(stack.apiUrl, username, password)).body.auth_token!;
}

async function newLayout(name: string, tags: string[]) {
  return (await createLayout(stack.apiUrl, admin, layoutBody([], { name, tags }))).body.layout_id;
}

beforeAll(async () => {
  stack = await startTestStack();
  admin = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  teamA = await tokenFor(
    'team-a',
    ['view layouts', 'edit layouts', 'view schedules', 'edit schedules', 'view tags', 'edit tags'],
    ['team-a'],
  );
  lobby = await newLayout('Lobby welcome', ['lobby']);
  menu = await newLayout('Team A menu', ['team-a']);
  specials = await newLayout('Team A specials', ['team-a']);
});
afterAll(async () => {
  await stack?.close();
});

describe('the overlap rule on every path that changes a schedule’s tags', () => {
  it('refuses a bulk tag edit that makes two schedules overlap, naming the schedule, and changes nothing', async () => {
    const first = await createSchedule(
      stack.apiUrl,
      teamA,
      scheduleBody(menu, ['bulk-a'], '2026-07-01T00:00', '2026-07-31T23:59'),
    );
    const second = await createSchedule(
      stack.apiUrl,
      teamA,
      scheduleBody(specials, ['bulk-b'], '2026-07-10T00:00', '2026-07-20T23:59'),
    );
    const [a, b] = [first.body.schedule.schedule_id, second.body.schedule.schedule_id];
    // Both given the same tags at once: each would overlap the other.
    const both = await updateTagObjects(stack, teamA, { objects: [schedule(a), schedule(b)], set_tags: ['bulk-c'] });
    expect(both).toMatchObject({
      status: 422,
      body: {
        msg:
          `Tags not changed: schedule ${a} of "Team A menu" would overlap. Schedule overlaps detected between ` +
          '10th Jul 2026 00:00 and 20th Jul 2026 23:59 with the schedule of "Team A specials"',
        overlap: { schedule_id: b, layout_id: specials, layout_name: 'Team A specials', layout_type: 'layout' },
      },
    });
    // One schedule given the other's tags.
    const one = await updateTagObjects(stack, teamA, { objects: [schedule(b)], set_tags: ['bulk-a'] });
    expect(one.status).toBe(422);
    expect(one.body.msg).toBe(
      `Tags not changed: schedule ${b} of "Team A specials" would overlap. Schedule overlaps detected between ` +
        '10th Jul 2026 00:00 and 20th Jul 2026 23:59 with the schedule of "Team A menu"',
    );
    expect(await storedTags(stack, 'schedules', a)).toEqual(['bulk-a', 'team-a']);
    expect(await storedTags(stack, 'schedules', b)).toEqual(['bulk-b', 'team-a']);
    // Tags that overlap nothing still change.
    const apart = await updateTagObjects(stack, teamA, { objects: [schedule(b)], add_tags: ['bulk-d'] });
    expect(apart.status).toBe(200);
    expect(await storedTags(stack, 'schedules', b)).toEqual(['bulk-b', 'team-a', 'bulk-d']);
  });

  it('names a clashing schedule by id when its layout is hidden from the user', async () => {
    const theirs = await createSchedule(
      stack.apiUrl,
      admin,
      scheduleBody(lobby, ['team-a', 'foyer'], '2026-08-01T00:00', '2026-08-31T23:59'),
    );
    expect(theirs.status).toBe(201);
    const id = theirs.body.schedule.schedule_id;
    const mine = await createSchedule(
      stack.apiUrl,
      teamA,
      scheduleBody(menu, ['foyer'], '2026-08-05T00:00', '2026-08-06T23:59'),
    );
    expect(mine).toMatchObject({
      status: 422,
      body: {
        msg: `Schedule overlaps detected between 5th Aug 2026 00:00 and 6th Aug 2026 23:59 with schedule ${id}`,
        overlap: { schedule_id: id, name: `schedule ${id}`, layout_name: null },
      },
    });
    // The schedule itself is theirs to see (it carries team-a); the layout's name is not.
    expect((await getSchedule(stack.apiUrl, teamA, id)).body).toMatchObject({ layout_id: lobby, layout_name: null });
    expect((await getSchedule(stack.apiUrl, admin, id)).body.layout_name).toBe('Lobby welcome');
  });
});

describe('a user without "view layouts"', () => {
  it('cannot schedule a layout, and reads no layout names through schedules or the search', async () => {
    const scheduler = await tokenFor('scheduler', ['view schedules', 'edit schedules']);
    const refused = await createSchedule(
      stack.apiUrl,
      scheduler,
      scheduleBody(lobby, ['sneaky'], '2026-09-01T00:00', '2026-09-02T23:59'),
    );
    expect(refused).toMatchObject({ status: 403, body: { msg: MESSAGES.forbidden } });
    const preview = await rest(stack.apiUrl, scheduler, 'POST', '/schedules/preview', { layout_id: lobby });
    expect(preview).toMatchObject({ status: 403, body: { msg: MESSAGES.forbidden } });
    expect((await listSchedules(stack.apiUrl, admin, '?tags=sneaky&from=2026-01-01')).body.schedules).toEqual([]);

    const lobbySchedule = await createSchedule(
      stack.apiUrl,
      admin,
      scheduleBody(lobby, ['hall'], '2026-09-01T00:00', '2026-09-02T23:59'),
    );
    const id = lobbySchedule.body.schedule.schedule_id;
    const listed = await listSchedules(stack.apiUrl, scheduler, '?tags=hall&from=2026-01-01');
    expect(listed.body.schedules).toMatchObject([{ schedule_id: id, layout_id: lobby, layout_name: null }]);
    const found = await search(stack, scheduler, { tags: ['hall'], objects: ['schedules'], embed_objects: true });
    expect(found.body.schedules).toMatchObject([
      { object_id: id, name: `Schedule ${id}`, original_resource: { layout_name: null } },
    ]);
    const seenByAdmin = await search(stack, admin, { tags: ['hall'], objects: ['schedules'] });
    expect(seenByAdmin.body.schedules).toMatchObject([{ object_id: id, name: 'Lobby welcome' }]);
    // Nor through a device's schedules, though they may see the device.
    const { deviceId } = await seedDevice(stack, admin, { tags: ['hall'] });
    const onDevice = await deviceSchedules(stack.apiUrl, scheduler, deviceId, '?from=2026-01-01');
    expect(onDevice.body.schedules).toMatchObject([{ schedule_id: id, layout_name: null }]);
    const forAdmin = await deviceSchedules(stack.apiUrl, admin, deviceId, '?from=2026-01-01');
    expect(forAdmin.body.schedules).toMatchObject([{ schedule_id: id, layout_name: 'Lobby welcome' }]);
  });
});
