import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import type { TagRegistry } from '../kit/tag-registry.ts';

/** What the search, the saved searches and the tag manager's bulk changes work with. */
export interface SearchContext {
  db: Db;
  sessions: Sessions;
  tagRegistry: TagRegistry;
  /** Recomputes the desired state of devices whose tags, or the records reaching them, a bulk edit changed. */
  onDevicesChanged?: (deviceIds: number[]) => Promise<unknown>;
}
