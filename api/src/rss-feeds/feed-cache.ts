import type { RssFeed } from '@signage/contract/rss-feeds';
import { RSS_FEED_CACHE_MS, RSS_FEED_MESSAGES } from '@signage/domain/layouts/rss-feed';
import { AllowedHosts } from '../data-sources/address-policy.ts';
import { fetchCsv, fetchFailure } from '../data-sources/fetch-csv.ts';
import { parseFeed } from './parse-feed.ts';

export interface FeedFetchOptions {
  /** DATA_SOURCE_ALLOWED_HOSTS: the private hosts the data-source poller, and so the feeds, may reach. */
  allowedHosts?: readonly string[];
  timeoutMs: number;
  maxBytes: number;
}

export type FeedResult = { ok: true; feed: RssFeed } | { ok: false; error: string };

const MAX_FEEDS_KEPT = 500;

/**
 * Feeds fetched through the poller's guarded fetch (private hosts refused, size and time limits), each kept
 * RSS_FEED_CACHE_MS, failures too: every player showing a ticker asks, and the feed's server should see one
 * request per few minutes, not one per screen. Callers asking for a feed being fetched share that fetch.
 */
export class FeedCache {
  readonly #allowed: AllowedHosts;
  readonly #kept = new Map<string, { at: number; result: Promise<FeedResult> }>();

  constructor(private readonly options: FeedFetchOptions) {
    this.#allowed = new AllowedHosts(options.allowedHosts);
  }

  get(url: string, now = Date.now()): Promise<FeedResult> {
    const kept = this.#kept.get(url);
    if (kept && now - kept.at < RSS_FEED_CACHE_MS) return kept.result;
    for (const [key, entry] of this.#kept) {
      if (this.#kept.size < MAX_FEEDS_KEPT && now - entry.at < RSS_FEED_CACHE_MS) break;
      this.#kept.delete(key);
    }
    const result = this.#fetch(url);
    this.#kept.delete(url);
    this.#kept.set(url, { at: now, result });
    return result;
  }

  async #fetch(url: string): Promise<FeedResult> {
    const { timeoutMs, maxBytes } = this.options;
    try {
      const body = await fetchCsv(url, {
        allowed: this.#allowed,
        maxBytes,
        signal: AbortSignal.timeout(timeoutMs),
        accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
      });
      const feed = parseFeed(body.toString('utf8'));
      return feed ? { ok: true, feed } : { ok: false, error: RSS_FEED_MESSAGES.notAFeed };
    } catch (error) {
      return { ok: false, error: fetchFailure(error, timeoutMs) };
    }
  }
}
