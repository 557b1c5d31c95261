import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { newElement, rssTickerUrl } from '@signage/domain/layouts/elements';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import { expectAccessible } from './axe.ts';
import { createLayout, restAuth, signIn } from './sign-in.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;
const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>Harbour news</title>
<item><title>Ferry timetable changes on Monday</title><link>https://news.example/ferry</link></item>
<item><title>Fish market opens early</title></item></channel></rss>`;

test('the layout preview plays an RSS widget: its ticker page shows the feed’s headlines', async ({ page }) => {
  test.setTimeout(90_000);
  // On 127.0.0.2, the address serve.ts allows (DATA_SOURCE_ALLOWED_HOSTS).
  const feedServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.2', resolve));
  const feedUrl = `http://127.0.0.2:${(feedServer.address() as AddressInfo).port}/feed.xml`;
  try {
    const auth = await restAuth(page);
    const root = newLayoutJson();
    const widget = newElement('widget_rss', 'ticker');
    root.children.push({
      ...widget,
      top: 80,
      pheight: 20,
      data: { ...widget.data, feed_url: feedUrl, url: rssTickerUrl(feedUrl) },
    });
    const id = await createLayout(page, auth, { name: 'Harbour ticker', tags: ['e2erss'], json: root });

    await signIn(page);
    await page.goto('/layouts');
    await page.getByRole('button', { name: 'Actions for Harbour ticker' }).click();
    await page.getByRole('menuitem', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview of Harbour ticker' });
    const ticker = preview.frameLocator(`iframe[title="RSS widget: ${feedUrl}"]`);
    await expect(ticker.getByText('Ferry timetable changes on Monday')).toBeAttached();
    await expect(ticker.getByText('Harbour news')).toBeAttached();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rss-ticker-preview.png` });
    await expectAccessible(page, 'layout preview with an RSS ticker');
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    expect((await page.request.delete(`/api/layouts/${id}`, { headers: auth })).status()).toBe(200);
  } finally {
    await new Promise<void>((resolve) => feedServer.close(() => resolve()));
  }
});
