import { newLayoutJson } from '@signage/domain/layouts/tree';
import { hashPassword } from '../../api/src/auth/passwords.ts';
import { openDatabase } from '../../api/src/db/database.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import { ensureAdministrator } from '../../api/src/seed.ts';

/** The restricted user the fuzz also sends requests as: a few view rights, bound to the forced tag `fuzz`. */
export const RESTRICTED_USER = { username: 'fuzz-viewer', password: 'Fuzz-Viewer-Pass-1' };
const RESTRICTED_PERMISSIONS = ['view media', 'view layouts', 'view schedules', 'view devices', 'view tags'];

/**
 * Before a fuzzed stack first starts (or while a hand-run one is stopped): its database with the administrator
 * and the restricted user. Users are made in the database because no REST call creates one yet (the users
 * screen has its own issue); the stack then finds a user and creates no other.
 */
export async function prepareFuzzDatabase(dataDir: string, adminPassword: string) {
  const { db, close } = await openDatabase({ dataDir });
  try {
    await migrate(db);
    await ensureAdministrator(db, adminPassword);
    await db
      .insertInto('users')
      .values({
        username: RESTRICTED_USER.username,
        email: RESTRICTED_USER.username,
        password_hash: await hashPassword(RESTRICTED_USER.password),
        permissions: RESTRICTED_PERMISSIONS,
        forced_tags: ['fuzz'],
      })
      .onConflict((oc) => oc.column('username').doNothing())
      .execute();
  } finally {
    await close();
  }
}

/** A bearer token for a username and password, or undefined when the stack refuses them. */
export async function signInRest(apiUrl: string, username: string, password: string): Promise<string | undefined> {
  const login = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
  });
  const body = (await login.json()) as { auth_token?: string };
  return login.ok ? body.auth_token : undefined;
}

/**
 * A layout scheduled on a device, so that id 1 of the layout, schedule and device routes exists past its 404;
 * answers that device's player authorization, so the player calls are fuzzed past their credentials check too.
 */
export async function seedSchedules(apiUrl: string, token: string): Promise<string> {
  const json = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = async (path: string, body: unknown) =>
    (await fetch(`${apiUrl}/api${path}`, { method: 'POST', headers: json, body: JSON.stringify(body) })).json();
  const { layout_id } = (await post('/layouts/', { name: 'Fuzz', tags: ['fuzz'], json: newLayoutJson() })) as {
    layout_id: number;
  };
  const timer = { start: '2026-01-01T00:00', end: '2027-01-01T00:00', dow: 127, day_part: false };
  await post('/schedules/', { layout_id, tags: ['fuzz'], timer });
  const { device_key, player_secret } = (await post('/players/register', {
    model_name: 'F',
    firmware_version: '1',
    type: 'x',
  })) as { device_key: string; player_secret: string };
  const { device_id } = (await post('/devices/activate', { device_key })) as { device_id: number };
  await fetch(`${apiUrl}/api/devices/${device_id}`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ tags: ['fuzz'], time_zone: 'America/New_York' }),
  });
  return `Player ${device_key}:${player_secret}`;
}

/** A data source with a file and a widget auth, so that id 1 of those routes exists and is fuzzed past its 404. */
export async function seedDataSources(apiUrl: string, token: string) {
  const authorization = `Bearer ${token}`;
  const json = { authorization, 'content-type': 'application/json' };
  const created = await fetch(`${apiUrl}/api/data_sources/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Fuzz prices', source_type: 'local' }),
  });
  const { data_source_id } = (await created.json()) as { data_source_id: number };
  const form = new FormData();
  form.append('file', new Blob(['Key,Price\nlatte,"3,50"\n']), 'prices.csv');
  await (
    await fetch(`${apiUrl}/api/data_sources/${data_source_id}`, {
      method: 'PUT',
      headers: { authorization },
      body: form,
    })
  ).arrayBuffer();
  const auth = {
    name: 'Fuzz timeline',
    widget_type: 'twitter-timeline',
    widget_auth_token: { token: 'fuzz-token-123456' },
  };
  await (
    await fetch(`${apiUrl}/api/widgets/auth/`, { method: 'POST', headers: json, body: JSON.stringify(auth) })
  ).arrayBuffer();
}
