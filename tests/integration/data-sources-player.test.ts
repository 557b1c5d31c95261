import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedPlayer } from '../../players/src/player.ts';
import { createDataSource, uploadCsv } from './testkit/data-sources.ts';
import { activateDevice, playerCall, registerPlayer } from './testkit/devices.ts';
import { createLayout, element, layoutBody } from './testkit/layouts.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { createSchedule, scheduleBody } from './testkit/schedules.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;

beforeAll(async () => {
  stack = await startTestStack();
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
});
afterAll(async () => {
  await stack?.close();
});

describe('players and data links', () => {
  it('resolve only once activated, with their own credentials', async () => {
    const credentials = await registerPlayer(stack.apiUrl);
    const values = { values: ['1:a:1'] };
    expect((await playerCall(stack.apiUrl, credentials, '/players/data_links/resolve', values)).status).toBe(403);
    const wrong = { ...credentials, player_secret: 'not-it' };
    expect((await playerCall(stack.apiUrl, wrong, '/players/data_links/resolve', values)).status).toBe(401);
    await activateDevice(stack.apiUrl, token, credentials.device_key);
    const answer = await playerCall(stack.apiUrl, credentials, '/players/data_links/resolve', values);
    expect(answer).toMatchObject({ status: 200, body: { results: [{ value: '1:a:1', ok: false }] } });
  });

  it('show a data-backed text that changes when the CSV changes', async () => {
    const { body } = await createDataSource(stack.apiUrl, token, { name: 'Specials', source_type: 'local' });
    const id = body.data_source_id;
    await uploadCsv(stack.apiUrl, token, id, 'specials.csv', 'Key,Dish,Price\ntoday,Soup,"4,50"\n');
    const player = new SimulatedPlayer({
      apiUrl: stack.apiUrl,
      mqttUrl: stack.stack.mqttUrl!,
      name: 'Menu board',
      checkinIntervalMs: 60_000,
      dataLinks: [`${id}:today:1`, `${id}:today:2`],
    });
    try {
      const key = await player.start();
      const activated = await activateDevice(stack.apiUrl, token, key);
      // A player resolves only the texts of layouts scheduled for it (issue 21): the menu shows both cells.
      await rest(stack.apiUrl, token, 'PUT', `/devices/${activated.body.device_id}`, { tags: ['menu-board'] });
      const texts = [1, 2].map((column) =>
        element('text', { id: `cell-${column}`, data_source: id, data_key: 'today', data_column: column }),
      );
      const layout = await createLayout(stack.apiUrl, token, layoutBody(texts, { name: 'Menu' }));
      const schedule = scheduleBody(layout.body.layout_id, ['menu-board'], '2026-01-01T00:00', '2027-12-31T23:00');
      expect((await createSchedule(stack.apiUrl, token, schedule)).status).toBe(201);
      const shown = new Promise((resolve) => player.once('data', resolve));
      await player.refreshDataTexts();
      await shown;
      expect([...player.dataTexts.texts.values()]).toEqual(['Soup', '4,50']);

      await uploadCsv(stack.apiUrl, token, id, 'specials.csv', 'Key,Dish,Price\ntoday,Stew,"6,00"\n');
      const changed = new Promise((resolve) => player.once('data', resolve));
      await player.refreshDataTexts();
      await changed;
      expect([...player.dataTexts.texts.values()]).toEqual(['Stew', '6,00']);
    } finally {
      await player.stop();
    }
  });
});
