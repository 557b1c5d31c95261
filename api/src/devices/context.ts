import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import type { TagRegistry } from '../tags/registry.ts';
import type { DeviceAccessCache } from './access-cache.ts';

export interface DeviceContext {
  db: Db;
  sessions: Sessions;
  /** Tag colours for device lists; invalidated after this plugin writes tags. */
  tagRegistry: TagRegistry;
  /** Activation and tags per device, for visibility checks; forget a device after changing either. */
  access: DeviceAccessCache;
  /** Derives each activated player's broker credentials (broker-credentials.ts). */
  brokerSecret: string;
}
