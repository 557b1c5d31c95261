import { describe, expect, it } from 'vitest';
import { parseFeed } from './parse-feed.ts';

describe('parseFeed', () => {
  it('reads an RSS 2.0 channel: title, item titles, links and pubDate as ISO dates', () => {
    const feed = parseFeed(`<?xml version="1.0"?><rss version="2.0"><channel><title>News &amp; more</title>
      <item><title>First</title><link>https://example.com/1</link><pubDate>Tue, 24 Nov 2026 10:00:00 GMT</pubDate></item>
      <item><title><![CDATA[Second <b>bold</b>]]></title></item></channel></rss>`);
    expect(feed).toEqual({
      title: 'News & more',
      items: [
        { title: 'First', link: 'https://example.com/1', published: '2026-11-24T10:00:00.000Z' },
        { title: 'Second <b>bold</b>', link: null, published: null },
      ],
    });
  });

  it('reads an Atom feed: the alternate link and published, else updated', () => {
    const feed = parseFeed(`<feed xmlns="http://www.w3.org/2005/Atom"><title type="text">Atom news</title>
      <entry><title>One</title><link rel="self" href="https://e.com/self"/><link href="https://e.com/one"/>
      <updated>2026-11-20T08:00:00Z</updated></entry></feed>`);
    expect(feed).toEqual({
      title: 'Atom news',
      items: [{ title: 'One', link: 'https://e.com/one', published: '2026-11-20T08:00:00.000Z' }],
    });
  });

  it('refuses what is not a feed: HTML, CSV, broken XML', () => {
    expect(parseFeed('<html><body><p>Hi</p></body></html>')).toBeUndefined();
    expect(parseFeed('Key,Price\ncoffee,3')).toBeUndefined();
    expect(parseFeed('<rss><channel><title>x</channel>')).toBeUndefined();
  });
});
