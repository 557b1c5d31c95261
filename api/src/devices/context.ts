import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import type { TagRegistry } from '../tag-registry.ts';
import type { DeviceAccessCache } from './access-cache.ts';
import type { MosquittoRights } from './mosquitto-rights.ts';

export interface DeviceContext {
  db: Db;
  sessions: Sessions;
  /** Tag colours for device lists; invalidated after this plugin writes tags. */
  tagRegistry: TagRegistry;
  /** Activation and tags per device, for visibility checks; forget a device after changing either. */
  access: DeviceAccessCache;
  /** Derives each activated player's broker credentials (broker-credentials.ts). */
  brokerSecret: string;
  /** Rights on an external Mosquitto (dynamic security); absent with the embedded broker, which derives them. */
  brokerRights?: MosquittoRights;
}
