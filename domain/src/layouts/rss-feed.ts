import { MESSAGES } from '../messages.ts';
/** How long the api keeps a fetched feed before fetching it again for the next caller. */
export const RSS_FEED_CACHE_MS = 2 * 60 * 1000;
/** How often the ticker page asks for its feed again. */
export const RSS_TICKER_REFRESH_MS = 5 * 60 * 1000;
/** Headlines answered per feed: a ticker shows the newest few. */
export const MAX_RSS_ITEMS = 50;
/** Longest feed url taken. */
export const MAX_RSS_URL_LENGTH = 2048;

export const RSS_FEED_MESSAGES = {
  urlInvalid: 'The feed url must start with http:// or https://.',
  notAFeed: 'The url did not answer an RSS or Atom feed.',
  unauthenticated: 'Sign in, use a signed link of the feed, or call as an activated player.',
  linkInvalid: MESSAGES.linkRefused,
  playerNotActivated: 'The player is not activated.',
} as const;

/** The api path of one feed; a signed link signs exactly this path. */
export function rssFeedPath(feedUrl: string): string {
  return `/api/rss_feed/?url=${encodeURIComponent(feedUrl)}`;
}
