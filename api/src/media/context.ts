import type { Sessions } from '../auth/sessions.ts';
import type { Statistics } from '../db/statistics.ts';
import type { Caching } from '../db/write-cache.ts';
import { listCaches } from '../kit/tagged-list.ts';
import type { MediaUsage } from './delete.ts';
import { type MediaLookup, mediaList, type StoredMediaRow } from './repository.ts';
import type { UrlSigner } from './signing.ts';
import type { MediaStorage } from './storage.ts';

export interface MediaContext extends MediaLookup {
  sessions: Sessions;
  storage: MediaStorage;
  signer: UrlSigner;
  maxUploadBytes: number;
  /** The layouts using media items, from the layouts area: a used item is never deleted. */
  usage: MediaUsage;
  /**
   * Call after every committed write to media or tags (`rows` written): drops cached lists, reloads tag
   * colours, and keeps planner statistics fresh.
   */
  changed(rows?: number): void;
}

export function mediaContext(
  options: Omit<MediaContext, 'list' | 'changed'> & { statistics: Statistics; caching: Caching },
): MediaContext {
  const { statistics, caching, ...shared } = options;
  // Media rows change only through the api's writes, so their lists may be cached (see Caching).
  const caches = listCaches<StoredMediaRow>(caching, 'media');
  return {
    ...shared,
    list: mediaList(caches),
    changed: (rows = 1) => {
      caches.invalidate();
      shared.tagRegistry.invalidate();
      statistics.wrote(rows);
    },
  };
}
