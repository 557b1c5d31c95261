import { MAX_RSS_URL_LENGTH } from '@signage/domain/layouts/rss-feed';
import { type Static, Type } from 'typebox';
import { areaOperations } from './area-operations.ts';
import { bearer, errorAnswer, errorResponses, player } from './common.ts';
import { Nullable, Query, Ref } from './schema.ts';

const tags = ['widgets'];
const feedUrl = Type.String({
  minLength: 1,
  maxLength: MAX_RSS_URL_LENGTH,
  description: 'The RSS 2.0 or Atom feed, http:// or https://.',
});

export const RssFeedItem = Type.Object(
  {
    title: Type.String(),
    link: Nullable(Type.String()),
    published: Nullable(
      Type.String({ format: 'date-time', description: 'pubDate (RSS) or published/updated (Atom).' }),
    ),
  },
  { $id: 'RssFeedItem', description: 'One headline of a feed.' },
);

export const RssFeed = Type.Object(
  { title: Type.String(), items: Type.Array(Ref(RssFeedItem), { description: 'In the order of the feed.' }) },
  { $id: 'RssFeed', description: 'A feed as the RSS ticker page shows it.' },
);
export type RssFeed = Static<typeof RssFeed>;

const feedErrors = {
  400: errorAnswer('The feed could not be fetched or is not an RSS or Atom feed; msg says why.'),
  401: errorAnswer('No session, no valid signed link, and no player credentials.'),
  403: errorAnswer('The player is not activated, or the signed link has expired.'),
  422: errorResponses[422],
};

export const rssFeedOperations = areaOperations(tags, {
  getRssFeed: {
    method: 'GET',
    path: '/rss_feed/',
    summary: 'Fetches an RSS or Atom feed on the server and answers its title and headlines (kept a short while).',
    description:
      'For the RSS ticker page (/widgets/rss-ticker). Callers: a signed-in user with a layout permission (view or ' +
      'edit layouts), an activated player, or anyone ' +
      'holding a signed link (expires and signature, from GET /rss_feed/link). Private and loopback hosts are ' +
      'refused unless DATA_SOURCE_ALLOWED_HOSTS allows them, as for data sources.',
    security: [...bearer, ...player, {}],
    querystring: Query({
      url: feedUrl,
      expires: Type.Optional(Type.Integer({ description: 'Of a signed link: when it ends (Unix seconds).' })),
      signature: Type.Optional(Type.String({ maxLength: 200, description: 'Of a signed link.' })),
    }),
    response: { 200: Ref(RssFeed, { description: 'The feed.' }), ...feedErrors },
  },
  signRssFeed: {
    method: 'GET',
    path: '/rss_feed/link',
    summary: 'A signed, expiring ticker-page link for a feed, so a sandboxed frame can show it without a token.',
    security: bearer,
    querystring: Query({ url: feedUrl }),
    response: {
      200: Type.Object(
        {
          ticker_url: Type.String({ description: '/widgets/rss-ticker?feed=…&expires=…&signature=…' }),
          feed_url: Type.String({ description: 'The signed /api/rss_feed/ call the ticker page makes.' }),
        },
        { description: 'The signed links.' },
      ),
      401: errorResponses[401],
      422: errorResponses[422],
    },
  },
});
