import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import type { WriteInvalidatedCache } from '../db/write-cache.ts';
import type { TagRegistry } from '../kit/tag-registry.ts';
import type { MosquittoRights } from './mosquitto-rights.ts';
import type { RegistrationLimit } from './registration-limit.ts';

/** What decides who may see a device: whether it is activated and which tags it carries; null for none. */
export type DeviceAccessEntry = { activated: boolean; tags: readonly string[] } | null;

export interface DeviceContext {
  db: Db;
  sessions: Sessions;
  /** Tag colours for device lists; invalidated after this plugin writes tags. */
  tagRegistry: TagRegistry;
  /**
   * Activation and tags per device, for visibility checks on the path of every remote command (embedded
   * database only); forget a device after changing either.
   */
  access: WriteInvalidatedCache<number, DeviceAccessEntry>;
  /** Derives each activated player's broker credentials (domain/src/broker-credentials.ts). */
  brokerSecret: string;
  /** Rights on an external Mosquitto (dynamic security); absent with the embedded broker, which derives them. */
  brokerRights?: MosquittoRights;
  /**
   * Called after a device's tags or zone changed: what it should run with may have changed with them (wired by
   * app.ts to the desired state of trading hours and settings, an area this one does not import).
   */
  onDevicesChanged?: (deviceIds: number[]) => Promise<unknown>;
  /** Anonymous registrations per client address. */
  registrationLimit: RegistrationLimit;
}
