import type { DataSourceUpdate } from '@signage/contract/data-sources';
import { DATA_SOURCE_MESSAGES } from '@signage/domain/data-sources/data-source';
import { unprocessable } from '../errors.ts';

/** A url an External URL source may be polled from: absolute http(s); 422 otherwise. */
export function sourceUrl(url: string | null | undefined): string {
  const text = url?.trim();
  if (!text || !URL.canParse(text)) throw unprocessable(DATA_SOURCE_MESSAGES.urlNeeded);
  const { protocol } = new URL(text);
  if (protocol !== 'http:' && protocol !== 'https:') throw unprocessable(DATA_SOURCE_MESSAGES.urlNeeded);
  return text;
}

interface Stored {
  url: string | null;
  poll_interval: number;
  current_data_source_file_id: number | null;
  last_poll_at: Date | null;
}

/**
 * What an update changes about where the data comes from (spec 02 §5 "a local type clears the url"):
 * - source_type local: the url is cleared and polling stops; the source is Local once a file is uploaded;
 * - source_type remote, or a url sent without a source type: the current file is let go (the source is
 *   External URL again, its files kept) and the url is polled at once;
 * - url null without a source type: the url is cleared and polling stops.
 * A new poll_interval moves the next poll to that long after the last one.
 */
export function pollingChange(stored: Stored, body: DataSourceUpdate, now: Date) {
  const interval = body.poll_interval ?? stored.poll_interval;
  const change: {
    url?: string | null;
    current_data_source_file_id?: null;
    next_poll_at?: Date | null;
    poll_interval?: number;
  } = body.poll_interval === undefined ? {} : { poll_interval: interval };
  const remote = body.source_type === 'remote' || (body.source_type === undefined && !!body.url);
  if (body.source_type === 'local' || (body.source_type === undefined && body.url === null)) {
    return { ...change, url: null, next_poll_at: null };
  }
  if (remote) {
    const url = sourceUrl(body.url === undefined ? stored.url : body.url);
    const unchanged = url === stored.url && stored.current_data_source_file_id === null;
    const next = unchanged && stored.last_poll_at ? new Date(stored.last_poll_at.getTime() + interval * 1000) : now;
    return { ...change, url, current_data_source_file_id: null, next_poll_at: next };
  }
  if (body.poll_interval !== undefined && stored.url && stored.current_data_source_file_id === null) {
    const next = stored.last_poll_at ? new Date(stored.last_poll_at.getTime() + interval * 1000) : now;
    return { ...change, next_poll_at: next };
  }
  return change;
}
