import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlayerApi } from '../../players/src/api-client.ts';
import { createDataSource, uploadCsv } from './testkit/data-sources.ts';
import { seedDevice } from './testkit/devices.ts';
import { eventually } from './testkit/eventually.ts';
import { createLayout, element, layoutBody } from './testkit/layouts.ts';
import { demoFile, upload } from './testkit/media.ts';
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

const pixels = (picture: Buffer) => sharp(picture).raw().toBuffer();

/** The 1280 x 720 thumbnail of a new layout holding `text`, as raw pixels; `layoutId` is the layout's id. */
async function thumbnailOf(text: ReturnType<typeof element>, made?: { layoutId?: number }) {
  const created = await createLayout(stack.apiUrl, token, layoutBody([text], { name: 'Price board' }));
  expect(created.status).toBe(201);
  if (made) made.layoutId = created.body.layout_id;
  const response = await fetch(`${stack.apiUrl}${created.body.thumbnail_url_hq}`);
  expect(response.status).toBe(200);
  return pixels(Buffer.from(await response.arrayBuffer()));
}

describe('layout thumbnails and compositions', () => {
  it('draw a text bound to a CSV cell with the cell, as the preview shows it', async () => {
    const source = (await createDataSource(stack.apiUrl, token, { name: 'Prices', url: 'https://example.com/p.csv' }))
      .body.data_source_id;
    expect((await uploadCsv(stack.apiUrl, token, source, 'prices.csv', 'Key,Price\r\nlatte,3.20 EUR\r\n')).status).toBe(
      200,
    );
    const text = (fields: Record<string, unknown>) =>
      element('text', { pwidth: 100, pheight: 100, font_size: 200, text_color: '#ffffff', ...fields });
    const made: { layoutId?: number } = {};
    const bound = await thumbnailOf(text({ data_source: source, data_key: 'latte', data_column: 1 }), made);
    // The same drawing as a static text holding the cell, and not the element's own placeholder text.
    const cell = await thumbnailOf(text({ text_value: '3.20 EUR' }));
    expect(bound.equals(cell)).toBe(true);
    expect(bound.equals(await thumbnailOf(text({})))).toBe(false);
    // The composition a player shows in its screenshots is that drawing too.
    // A player reads only the layouts its schedules reach.
    const player = new PlayerApi(stack.apiUrl);
    const credentials = await seedDevice(stack, token, { tags: ['price-board'] });
    const schedule = scheduleBody(made.layoutId!, ['price-board'], '2026-01-01T00:00', '2027-12-31T23:00');
    expect((await createSchedule(stack.apiUrl, token, schedule)).status).toBe(201);
    const playing = await player.layout(credentials, made.layoutId!);
    expect((await pixels(await player.composition(playing.composition_url))).equals(cell)).toBe(true);

    // New content for the source: the linked layout's thumbnail and the player's composition are drawn again, under
    // the same links (the layout did not change), and the thumbnail's ETag follows the drawing.
    const link = `${stack.apiUrl}${(await rest(stack.apiUrl, token, 'GET', `/layouts/${made.layoutId}`)).body.thumbnail_url_hq}`;
    const before = (await fetch(link)).headers.get('etag');
    expect(before).toBeTruthy();
    expect((await fetch(link, { headers: { 'if-none-match': before! } })).status).toBe(304);
    expect((await uploadCsv(stack.apiUrl, token, source, 'prices.csv', 'Key,Price\r\nlatte,3.50 EUR\r\n')).status).toBe(
      200,
    );
    const newCell = await thumbnailOf(text({ text_value: '3.50 EUR' }));
    await eventually(async () => (await pixels(Buffer.from(await (await fetch(link)).arrayBuffer()))).equals(newCell), {
      timeoutMs: 60_000,
      what: 'the thumbnail drawn with the new cell',
    });
    const after = await fetch(link);
    expect(after.headers.get('etag')).not.toBe(before);
    expect((await fetch(link, { headers: { 'if-none-match': before! } })).status).toBe(200);
    expect((await pixels(await player.composition(playing.composition_url))).equals(newCell)).toBe(true);

    // A link that does not resolve keeps the element's own text.
    const missing = await thumbnailOf(text({ data_source: source, data_key: 'mocha', data_column: 1 }));
    expect(missing.equals(await thumbnailOf(text({})))).toBe(true);
  });
});

describe('media thumbnails', () => {
  it('still draw audio, font and touch-app cards whose name holds a control character', async () => {
    const uploaded = await upload(
      stack.apiUrl,
      token,
      [
        { name: 'tone.mp3', data: await demoFile('sample.mp3') },
        { name: 'mono.ttf', data: await demoFile('sample.ttf') },
        { name: 'app.zip', data: await demoFile('sample.zip') },
      ],
      ['x'],
    );
    const ids = uploaded.body.media!.map((m) => m.media!.media_id);
    expect(ids).toHaveLength(3);
    // As an uploaded file name such as `evil\x01name.zip`, or a rename, left it (before names were cleaned).
    await stack.db
      .updateTable('media')
      .set({ name: 'evil\u0001name <&> \u001f', date_updated: new Date(Date.now() + 60_000) })
      .where('media_id', 'in', ids)
      .execute();
    for (const id of ids) {
      const item = await rest(stack.apiUrl, token, 'GET', `/media/${id}`);
      const thumb = await fetch(`${stack.apiUrl}${item.body.thumbnail_url}`);
      expect(thumb.status).toBe(200);
      expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({ format: 'webp' });
    }
  });
});
