import { RSS_FEED_MESSAGES } from '@signage/domain/layouts/rss-feed';
import { MESSAGES } from '@signage/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvServer } from './testkit/data-sources.ts';
import { activateDevice, registerPlayer } from './testkit/devices.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Local news</title>
<item><title>Harbour reopens</title><link>https://news.example/harbour</link>
<pubDate>Tue, 24 Nov 2026 09:30:00 GMT</pubDate></item>
<item><title>Market day moved</title><link>https://news.example/market</link></item>
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom weather</title>
<entry><title>Sunny spells</title><link href="https://weather.example/1"/><updated>2026-11-24T06:00:00Z</updated></entry>
</feed>`;

let stack: TestStack;
let token: string;
let feeds: Awaited<ReturnType<typeof csvServer>>;

beforeAll(async () => {
  // 127.0.0.1 allowed as an operator would allow an intranet host; other loopback addresses stay refused.
  stack = await startTestStack({ dataSourceAllowedHosts: ['127.0.0.1'] });
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  feeds = await csvServer((request, response) => {
    if (request.url === '/rss.xml')
      return void response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS);
    if (request.url === '/atom.xml')
      return void response.writeHead(200, { 'content-type': 'application/atom+xml' }).end(ATOM);
    if (request.url === '/page.html')
      return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Hi</body></html>');
    response.writeHead(404).end();
  });
});
afterAll(async () => {
  await feeds?.close();
  await stack?.close();
});

const feedPath = (url: string) => `/rss_feed/?url=${encodeURIComponent(url)}`;

describe('GET /api/rss_feed/', () => {
  it('answers an RSS 2.0 feed’s title and items, and keeps it a while instead of fetching again', async () => {
    const before = feeds.requests;
    const { status, body, headers } = await rest(stack.apiUrl, token, 'GET', feedPath(feeds.url('/rss.xml')));
    expect(status).toBe(200);
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(body).toEqual({
      title: 'Local news',
      items: [
        { title: 'Harbour reopens', link: 'https://news.example/harbour', published: '2026-11-24T09:30:00.000Z' },
        { title: 'Market day moved', link: 'https://news.example/market', published: null },
      ],
    });
    await rest(stack.apiUrl, token, 'GET', feedPath(feeds.url('/rss.xml')));
    expect(feeds.requests).toBe(before + 1);
  });

  it('answers an Atom feed', async () => {
    const { status, body } = await rest(stack.apiUrl, token, 'GET', feedPath(feeds.url('/atom.xml')));
    expect(status).toBe(200);
    expect(body).toEqual({
      title: 'Atom weather',
      items: [{ title: 'Sunny spells', link: 'https://weather.example/1', published: '2026-11-24T06:00:00.000Z' }],
    });
  });

  it('refuses a private address not allowed, a page that is no feed, a failing url and a bad url, with 4xx', async () => {
    const privateUrl = feeds.url('/rss.xml').replace('127.0.0.1', '127.0.0.2');
    const refused = await rest(stack.apiUrl, token, 'GET', feedPath(privateUrl));
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe("The url's host 127.0.0.2 is refused.");
    const page = await rest(stack.apiUrl, token, 'GET', feedPath(feeds.url('/page.html')));
    expect(page).toMatchObject({ status: 400, body: { msg: RSS_FEED_MESSAGES.notAFeed } });
    const missing = await rest(stack.apiUrl, token, 'GET', feedPath(feeds.url('/gone.xml')));
    expect(missing).toMatchObject({ status: 400, body: { msg: 'The url answered HTTP 404.' } });
    const bad = await rest(stack.apiUrl, token, 'GET', feedPath('ftp://example.com/feed'));
    expect(bad).toMatchObject({ status: 422, body: { msg: RSS_FEED_MESSAGES.urlInvalid } });
  });

  it('refuses a caller without a session, with a wrong token, or with a forged or other feed’s link', async () => {
    const url = feeds.url('/rss.xml');
    expect(await rest(stack.apiUrl, undefined, 'GET', feedPath(url))).toMatchObject({
      status: 401,
      body: { msg: RSS_FEED_MESSAGES.unauthenticated },
    });
    expect(await rest(stack.apiUrl, 'not-a-token', 'GET', feedPath(url))).toMatchObject({
      status: 401,
      body: { msg: MESSAGES.sessionExpired },
    });
    const link = await rest(stack.apiUrl, undefined, 'GET', `/rss_feed/link?url=${encodeURIComponent(url)}`);
    expect(link.status).toBe(401);
    const { body } = await rest(stack.apiUrl, token, 'GET', `/rss_feed/link?url=${encodeURIComponent(url)}`);
    const signing = body.feed_url.slice(body.feed_url.indexOf('&expires='));
    const otherFeed = await rest(stack.apiUrl, undefined, 'GET', `${feedPath(feeds.url('/atom.xml'))}${signing}`);
    expect(otherFeed).toMatchObject({ status: 403, body: { msg: RSS_FEED_MESSAGES.linkInvalid } });
  });

  it('answers the holder of a signed link from /rss_feed/link, which also names the ticker page', async () => {
    const url = feeds.url('/atom.xml');
    const { status, body } = await rest(stack.apiUrl, token, 'GET', `/rss_feed/link?url=${encodeURIComponent(url)}`);
    expect(status).toBe(200);
    expect(body.ticker_url).toMatch(
      new RegExp(
        `^/widgets/rss-ticker\\?feed=${encodeURIComponent(url).replace(/[.?]/g, '\\$&')}&expires=\\d+&signature=`,
      ),
    );
    const answer = await fetch(`${stack.apiUrl}${body.feed_url}`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { title: string }).title).toBe('Atom weather');
  });

  it('answers an activated player with its own credentials, and refuses one not activated', async () => {
    const credentials = await registerPlayer(stack.apiUrl);
    const call = () =>
      fetch(`${stack.apiUrl}/api${feedPath(feeds.url('/rss.xml'))}`, {
        headers: { authorization: `Player ${credentials.device_key}:${credentials.player_secret}` },
      });
    const early = await call();
    expect(early.status).toBe(403);
    expect(await early.json()).toEqual({ msg: RSS_FEED_MESSAGES.playerNotActivated });
    await activateDevice(stack.apiUrl, token, credentials.device_key);
    const later = await call();
    expect(later.status).toBe(200);
    expect(((await later.json()) as { title: string }).title).toBe('Local news');
  });

  it('the gateway serves the ticker page, and rssTickerLink gives its signed address to a signed-in user', async () => {
    const page = await fetch(
      `${stack.gatewayUrl}/widgets/rss-ticker?feed=${encodeURIComponent(feeds.url('/rss.xml'))}`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain("fetch('../api/rss_feed/?'");
    const ask = (authorization?: string) =>
      fetch(`${stack.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({
          query: 'query($u: String!) { rssTickerLink(feedUrl: $u) }',
          variables: { u: feeds.url('/rss.xml') },
        }),
      }).then(
        (r) =>
          r.json() as Promise<{
            data?: { rssTickerLink: string };
            errors?: { message: string; extensions?: { code?: string } }[];
          }>,
      );
    const signed = await ask(`Bearer ${token}`);
    const link = new URL(signed.data!.rssTickerLink);
    expect(link.pathname).toBe('/widgets/rss-ticker');
    const feedCall = `${stack.gatewayUrl}/api/rss_feed/?url=${encodeURIComponent(link.searchParams.get('feed')!)}`;
    const signing = `&expires=${link.searchParams.get('expires')}&signature=${link.searchParams.get('signature')}`;
    const answer = await fetch(feedCall + signing);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { title: string }).title).toBe('Local news');
    expect((await ask()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
