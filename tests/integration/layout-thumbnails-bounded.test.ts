import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLayout, element, layoutBody } from './testkit/layouts.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;
beforeAll(async () => {
  // A budget every render of the attack layout goes past, even with its text capped.
  stack = await startTestStack({ thumbnailTimeoutMs: 100 });
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
});
afterAll(async () => {
  await stack?.close();
});

/** Issue 21's layout: 100 texts of 8,400 characters at font size 1 (0.84 MB), on a 10 x 10 grid. */
function attackLayout(name: string) {
  const words = 'lorem ipsum dolor sit amet consectetur adipiscing elit ';
  const text = words.repeat(160).slice(0, 8400);
  const texts = Array.from({ length: 100 }, (_, i) =>
    element('text', {
      left: (i % 10) * 10,
      top: Math.floor(i / 10) * 10,
      pwidth: 10,
      pheight: 10,
      text_value: text,
      font_size: 1,
    }),
  );
  return layoutBody(texts, { name });
}

describe('a layout too costly to draw', () => {
  it('saved several times at once: its thumbnail says it is too complex, and other requests are answered meanwhile', async () => {
    const saved = await Promise.all(
      [1, 2, 3].map((i) => createLayout(stack.apiUrl, token, attackLayout(`Attack ${i}`))),
    );
    expect(saved.map((s) => s.status)).toEqual([201, 201, 201]);
    const finished: string[] = [];
    const track = <T>(name: string, request: Promise<T>) =>
      request.then((answer) => {
        finished.push(name);
        return answer;
      });
    const thumbnails = saved.map((s, i) => track(`thumbnail ${i}`, fetch(`${stack.apiUrl}${s.body.thumbnail_url_hq}`)));
    const health = await track('health', fetch(`${stack.gatewayUrl}/healthz`));
    const media = await track('media', rest(stack.apiUrl, token, 'GET', '/media/'));
    expect(health.status).toBe(200);
    expect(media.status).toBe(200);

    for (const response of await Promise.all(thumbnails)) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const picture = sharp(Buffer.from(await response.arrayBuffer()));
      expect(await picture.metadata()).toMatchObject({ width: 1280, height: 720 });
      // The too-complex card: slate grey (#37474f) with white words across its middle.
      const { data, info } = await picture.raw().toBuffer({ resolveWithObject: true });
      expect([...data.subarray(0, 3)]).toEqual([
        expect.closeTo(0x37, -1),
        expect.closeTo(0x47, -1),
        expect.closeTo(0x4f, -1),
      ]);
      let white = 0;
      for (let x = 0; x < info.width; x += 2) if (data[(360 * info.width + x) * info.channels]! > 200) white++;
      expect(white).toBeGreaterThan(20);
    }
    // The renders ran in their worker, one at a time: the service answered the other requests before the last.
    expect(finished.indexOf('health')).toBeLessThan(finished.indexOf('thumbnail 2'));
    expect(finished.indexOf('media')).toBeLessThan(finished.indexOf('thumbnail 2'));
    // The card is stored: the layout is not rendered again until it changes.
    const thumbs = readdirSync(join(stack.dataDir, 'layouts', 'thumbs')).filter((n) => !n.endsWith('.tmp'));
    expect(thumbs).toHaveLength(6);
  });
});
