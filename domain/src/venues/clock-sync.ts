/**
 * Venue clock sync (issue 24): the devices of a venue with a sync master play sync sequences in step on the
 * master's clock. Each follower measures its clock against the master's with a ping / pong over MQTT, as NTP
 * does: four timestamps give the offset and the round trip, and the sample with the shortest round trip is the
 * one least disturbed by queueing. Written once for the players, the api and the console.
 */

/** A follower's role, or the master's, as the desired state tells a player. */
export interface SyncRole {
  venue_id: number;
  role: 'master' | 'follower';
  master_device_id: number;
}

/**
 * One round trip: the follower sent its ping at `t1` (its clock), the master received it at `t2` and answered
 * at `t3` (the master's clock), the follower received the pong at `t4` (its clock).
 */
export interface RoundTrip {
  t1: number;
  t2: number;
  t3: number;
  t4: number;
}

export interface OffsetEstimate {
  /** The follower's clock minus the master's, in ms: positive when the follower is ahead. */
  offsetMs: number;
  /** The time on the wire both ways (the master's own handling taken out), in ms. */
  roundTripMs: number;
}

/**
 * The follower's offset from one round trip, assuming the way there takes as long as the way back: the master's
 * clock at the midpoint is (t2 + t3) / 2, the follower's (t1 + t4) / 2. The error is at most half the round trip.
 */
export function offsetFromRoundTrip({ t1, t2, t3, t4 }: RoundTrip): OffsetEstimate {
  return { offsetMs: (t1 - t2 + (t4 - t3)) / 2, roundTripMs: Math.max(0, t4 - t1 - (t3 - t2)) };
}

/** The estimate of a burst of round trips: the one with the shortest round trip; undefined for none. */
export function bestEstimate(trips: readonly RoundTrip[]): OffsetEstimate | undefined {
  let best: OffsetEstimate | undefined;
  for (const trip of trips) {
    if (![trip.t1, trip.t2, trip.t3, trip.t4].every(Number.isFinite) || trip.t4 < trip.t1) continue;
    const estimate = offsetFromRoundTrip(trip);
    if (!best || estimate.roundTripMs < best.roundTripMs) best = estimate;
  }
  return best;
}

/** Round trips in one measurement: the shortest of them is kept. */
export const SYNC_BURST = 5;
/** How often a follower measures and reports its offset. */
export const SYNC_SAMPLE_EVERY_MS = 10_000;
/** A pong that has not come back after this long is given up. */
export const SYNC_PONG_TIMEOUT_MS = 2_000;
/** The drift the venue page shows: the last hour. */
export const DRIFT_WINDOW_MS = 60 * 60 * 1000;
/** Samples kept per device: the last day (older ones are deleted as new ones arrive). */
export const DRIFT_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Samples one report may carry. */
export const MAX_DRIFT_SAMPLES_PER_REPORT = 100;
/** Points a drift series of the last hour holds at most (one every 10 s is 360). */
export const MAX_DRIFT_POINTS = 720;
/** An offset beyond a day is no clock a player could run with: refused as input. */
export const MAX_OFFSET_MS = 24 * 60 * 60 * 1000;

/** The command that makes a follower set its clock to the master's (on its `in` topic). */
export const RESYNC_COMMAND = 'resync';

export const SYNC_MESSAGES = {
  resyncSent: (followers: number) =>
    followers === 1 ? 'Resync sent to 1 follower.' : `Resync sent to ${followers} followers.`,
  noMaster: 'This venue has no sync master device.',
  noFollowers: 'This venue has no follower devices to resync.',
  notInVenue: 'This device follows no sync master.',
} as const;

/**
 * The seconds into a sync sequence on a synced clock: every device of a venue counts from the same instant (the
 * Unix epoch on the master's clock), so with the same videos they show the same one at the same moment.
 */
export function syncedSequenceSeconds(syncedNowMs: number): number {
  return syncedNowMs / 1000;
}
