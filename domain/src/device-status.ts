/**
 * Status buckets from a device's last contact (spec 01 §4, spec 02 §4 and §9): the dashboard card status, the
 * network status buckets and the uptime heat-map level. Pure: `now` is passed in.
 */
import { ONLINE_WITHIN_MS, STALE_WITHIN_MS } from './constants.ts';

const MINUTE_MS = 60_000;

/**
 * `closed`: its trading hours have it closed now. A status of its own, whatever its last contact: a shop shut for
 * the night has its screen off by design, so it is not reported as a broken (offline) device, and it is left out
 * of offline counts; once its hours open again, contact decides as usual.
 */
export type DeviceStatus = 'online' | 'stale' | 'offline' | 'closed';

function ageMs(lastContact: Date | string | null | undefined, now: Date): number | undefined {
  if (lastContact == null) return undefined;
  const at = new Date(lastContact).getTime();
  return Number.isNaN(at) ? undefined : now.getTime() - at;
}

/**
 * Dashboard card status: closed when its trading hours have it closed, else online within 30 minutes, stale
 * within 60, offline otherwise or never seen.
 */
export function deviceStatus(lastContact: Date | string | null | undefined, now: Date, closed = false): DeviceStatus {
  if (closed) return 'closed';
  const age = ageMs(lastContact, now);
  if (age === undefined) return 'offline';
  if (age < ONLINE_WITHIN_MS) return 'online';
  if (age < STALE_WITHIN_MS) return 'stale';
  return 'offline';
}

/** How many devices are in each status: closed devices count as closed, never as offline. */
export function countByStatus(statuses: readonly DeviceStatus[]): Record<DeviceStatus, number> {
  const counts: Record<DeviceStatus, number> = { online: 0, stale: 0, offline: 0, closed: 0 };
  for (const status of statuses) counts[status]++;
  return counts;
}

/** Network status buckets, most recent first (spec 02 §9). */
export const NETWORK_BUCKETS = ['30min', '60min', '180min', 'offline'] as const;
export type NetworkBucket = (typeof NETWORK_BUCKETS)[number];

export function networkBucket(lastContact: Date | string | null | undefined, now: Date): NetworkBucket {
  const age = ageMs(lastContact, now);
  if (age === undefined) return 'offline';
  if (age < 30 * MINUTE_MS) return '30min';
  if (age < 60 * MINUTE_MS) return '60min';
  if (age < 180 * MINUTE_MS) return '180min';
  return 'offline';
}

/** Heat-map level 1 (80% and more) to 6 (0%) from a day's connectivity percent (spec 02 §9). */
export function uptimeLevel(percent: number): 1 | 2 | 3 | 4 | 5 | 6 {
  if (!(percent > 0)) return 6;
  if (percent < 20) return 5;
  if (percent < 40) return 4;
  if (percent < 60) return 3;
  if (percent < 80) return 2;
  return 1;
}
