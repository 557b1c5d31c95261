import type { ApolloCache } from '@apollo/client';

/**
 * Drops deleted media from the normalized cache, so lists holding them stop showing them at once. With
 * `lists`, the cached pages of mediaList go too: their totals are stale, and the next visit asks again.
 */
export function evictMedia(cache: ApolloCache, ids: readonly string[], { lists = false } = {}): void {
  for (const id of ids) cache.evict({ id: cache.identify({ __typename: 'Media', id }) });
  if (lists) cache.evict({ id: 'ROOT_QUERY', fieldName: 'mediaList' });
  cache.gc();
}
