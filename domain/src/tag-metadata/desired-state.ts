/**
 * Desired and reported state (ARCHITECTURE "Messaging"): what a device should run with (its effective trading
 * hours and settings, and the zone it reads them in) carries a version that grows each time it changes; the player
 * answers each version with applied, or failed and why. Written once for the api, the gateway, the console and
 * the simulated players.
 */
import type { SyncRole } from '../venues/clock-sync.ts';
import type { DeviceSettings } from './device-settings.ts';
import type { TradingHours } from './trading-hours.ts';

/** Pending: the device has not yet answered the version it should run with. */
export const DESIRED_STATE_STATUSES = ['pending', 'applied', 'failed'] as const;
export type DesiredStateStatus = (typeof DESIRED_STATE_STATUSES)[number];
/** What a player answers about a version. */
export const REPORTED_STATUSES = ['applied', 'failed'] as const;
export type ReportedStatus = (typeof REPORTED_STATUSES)[number];

/** The command that carries a desired state on the device's `in` topic (no topic of its own). */
export const APPLY_STATE_COMMAND = 'apply-state';

/** A failure reason is kept to this many characters. */
export const MAX_REASON_LENGTH = 1000;

/** What a device should run with; `json` null: no record of that category reaches it (defaults apply). */
export interface DesiredContent {
  time_zone: string;
  trading_hours: { tagmetadata_id: number | null; json: TradingHours | null };
  settings: { tagmetadata_id: number | null; json: DeviceSettings | null };
  /** Its part in its venue's clock sync (issue 24); null outside a venue with a sync master. */
  sync: SyncRole | null;
}

export interface DesiredState extends DesiredContent {
  version: number;
}

/** The state of a device's roll-out: applied or failed only when its answer is about the version desired now. */
export function desiredStateStatus(
  desiredVersion: number,
  reportedVersion: number | null,
  reportedStatus: ReportedStatus | null,
): DesiredStateStatus {
  if (reportedVersion !== desiredVersion || reportedStatus === null) return 'pending';
  return reportedStatus;
}

export type Rollout = Record<DesiredStateStatus, number>;

export const emptyRollout = (): Rollout => ({ applied: 0, pending: 0, failed: 0 });

/** Words for a roll-out: "3 applied, 1 pending, 0 failed". */
export function describeRollout(rollout: Rollout): string {
  return DESIRED_STATE_STATUSES.map((status) => `${rollout[status]} ${status}`)
    .sort((a, b) => (a.endsWith('applied') ? -1 : b.endsWith('applied') ? 1 : 0))
    .join(', ');
}

export const DESIRED_STATE_MESSAGES = {
  recorded: (version: number, status: ReportedStatus) => `Version ${version} recorded as ${status}.`,
  newerThanDesired: (version: number, desired: number) =>
    `Version ${version} was never sent: the device should run with version ${desired}.`,
  reasonNeeded: 'A failed version needs a reason.',
};
