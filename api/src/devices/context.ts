import { AREA_VIEWERS, type Permission } from '@signage/domain/permissions';
import type { Transaction } from 'kysely';
import type { Sessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { WriteInvalidatedCache } from '../db/write-cache.ts';
import type { TagRegistry } from '../kit/tag-registry.ts';
import type { MosquittoRights } from './mosquitto-rights.ts';
import type { RegistrationLimit } from './registration-limit.ts';

/** Who may read devices and their reports: either device right. */
export const VIEW_DEVICES: readonly Permission[] = AREA_VIEWERS.devices;

/** A device as far as its licence goes. */
export interface LicenceSeatRow {
  device_id: number;
  licensed: boolean;
  date_activated: Date | null;
}

/** Whether a device switched to licensed is beyond what the licence allows (and so counts as unlicensed). */
export type OverLicence = (row: LicenceSeatRow) => boolean;

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
  /**
   * The licence's verdict on licensed devices for one answer (wired by app.ts to the licence, an area this one
   * does not import); none: no device is over it.
   */
  overLicence?: () => Promise<OverLicence>;
  /** Anonymous registrations per client address. */
  registrationLimit: RegistrationLimit;
  /**
   * Counts the plays a playback report names a campaign run for toward that run's delivery, in the report's
   * transaction; throws a 422 for a run that does not reach the player (wired by app.ts to the campaigns).
   */
  campaignPlays?: (
    trx: Transaction<Database>,
    deviceId: number,
    plays: { campaign_run_id: number; media_id: number; playback_date: string; count: number }[],
  ) => Promise<void>;
}
