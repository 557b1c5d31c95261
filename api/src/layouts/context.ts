import type { Sessions } from '../auth/sessions.ts';
import type { Statistics } from '../db/statistics.ts';
import type { Caching } from '../db/write-cache.ts';
import { listCaches } from '../kit/tagged-list.ts';
import type { UrlSigner } from '../media/signing.ts';
import type { MediaStorage } from '../media/storage.ts';
import { type LayoutLookup, layoutLists, type StoredLayout, type StoredLayoutSummary } from './repository.ts';
import type { ResolveDataLinks } from './thumbnail/data-texts.ts';
import type { RenderBudget } from './thumbnail/render-pool.ts';
import { LayoutThumbnails } from './thumbnail/thumbnails.ts';

export interface LayoutContext extends LayoutLookup {
  sessions: Sessions;
  signer: UrlSigner;
  mediaStorage: MediaStorage;
  thumbnails: LayoutThumbnails;
  /** Call after every committed write to layouts (`rows` written): drops cached lists and tag colours. */
  changed(rows?: number): void;
}

export function layoutContext(options: {
  db: LayoutLookup['db'];
  tagRegistry: LayoutLookup['tagRegistry'];
  sessions: Sessions;
  signer: UrlSigner;
  mediaStorage: MediaStorage;
  dataDir: string;
  statistics: Statistics;
  caching: Caching;
  /** Thumbnail renders: their workers and budget, and how their data-backed texts resolve. */
  thumbnails?: { budget?: Partial<RenderBudget>; resolveDataLinks?: ResolveDataLinks };
}): LayoutContext {
  const { statistics, caching, dataDir, thumbnails, ...shared } = options;
  // Layouts change only through the api's writes, so their lists may be cached (see Caching).
  const summaries = listCaches<StoredLayoutSummary>(caching, 'layout summaries');
  const full = listCaches<StoredLayout>(caching, 'layouts', 1000);
  return {
    ...shared,
    lists: layoutLists(summaries, full),
    thumbnails: new LayoutThumbnails(shared.db, shared.mediaStorage, dataDir, thumbnails),
    changed: (rows = 1) => {
      summaries.invalidate();
      full.invalidate();
      shared.tagRegistry.invalidate();
      statistics.wrote(rows);
    },
  };
}
