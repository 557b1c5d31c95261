import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import type { TagRegistry } from '../tags/registry.ts';
import type { ListIds, ListPages, ListTotals } from './list-cache.ts';
import type { StoredMediaRow } from './repository.ts';
import type { UrlSigner } from './signing.ts';
import type { MediaStorage } from './storage.ts';

export interface MediaContext {
  db: Db;
  sessions: Sessions;
  storage: MediaStorage;
  signer: UrlSigner;
  maxUploadBytes: number;
  tagRegistry: TagRegistry;
  totals: ListTotals;
  pages: ListPages<StoredMediaRow>;
  ids: ListIds;
  /**
   * Call after every committed write to media or tags (`rows` written): drops cached totals, pages and ids,
   * reloads tag colours, and keeps planner statistics fresh.
   */
  changed(rows?: number): void;
}
