import { describe, expect, it } from 'vitest';
import { bestEstimate, offsetFromRoundTrip, SYNC_MESSAGES, syncedSequenceSeconds } from './clock-sync.ts';

describe('clock offset from a round trip', () => {
  it('finds a follower 500 ms ahead with a symmetric 20 ms path', () => {
    // Master clock = true time; follower clock = true time + 500. Ping leaves at true 1000, 10 ms each way,
    // the master takes 2 ms to answer.
    const trip = { t1: 1500, t2: 1010, t3: 1012, t4: 1522 };
    expect(offsetFromRoundTrip(trip)).toEqual({ offsetMs: 500, roundTripMs: 20 });
  });

  it('finds a follower behind as a negative offset', () => {
    const trip = { t1: 700, t2: 1005, t3: 1005, t4: 710 };
    expect(offsetFromRoundTrip(trip)).toEqual({ offsetMs: -300, roundTripMs: 10 });
  });

  it('errs by at most half the round trip when the paths differ', () => {
    // 30 ms there, 0 ms back, follower 200 ms ahead.
    const { offsetMs, roundTripMs } = offsetFromRoundTrip({ t1: 1200, t2: 1030, t3: 1030, t4: 1230 });
    expect(roundTripMs).toBe(30);
    expect(Math.abs(offsetMs - 200)).toBeLessThanOrEqual(roundTripMs / 2);
  });

  it('keeps the round trip with the shortest path of a burst', () => {
    const trips = [
      { t1: 0, t2: 80, t3: 80, t4: 100 }, // slow way there: biased
      { t1: 200, t2: 105, t3: 106, t4: 211 }, // quick both ways
      { t1: 400, t2: 330, t3: 331, t4: 450 },
    ];
    expect(bestEstimate(trips)).toEqual({ offsetMs: 100, roundTripMs: 10 });
  });

  it('ignores round trips that cannot be, and answers undefined for none', () => {
    expect(bestEstimate([])).toBeUndefined();
    expect(bestEstimate([{ t1: 10, t2: 0, t3: 0, t4: 5 }])).toBeUndefined();
    expect(bestEstimate([{ t1: 0, t2: Number.NaN, t3: 0, t4: 5 }])).toBeUndefined();
  });

  it('counts a sync sequence from one instant of the synced clock, and words the resync', () => {
    expect(syncedSequenceSeconds(90_000)).toBe(90);
    expect(SYNC_MESSAGES.resyncSent(1)).toBe('Resync sent to 1 follower.');
    expect(SYNC_MESSAGES.resyncSent(3)).toBe('Resync sent to 3 followers.');
  });
});
