import { describe, expect, it } from 'vitest';
import { ClockSync, SimulatedClock } from './clock-sync.ts';

/** Two players on one in-memory broker: what one publishes reaches the other if it subscribed to the topic. */
function pair(followerSkewMs: number) {
  const subscriptions = new Map<ClockSync, Set<string>>();
  const matches = (filter: string, topic: string) => new RegExp(`^${filter.replaceAll('+', '[^/]+')}$`).test(topic);
  const deliver = (topic: string, payload: object) => {
    for (const [sync, filters] of subscriptions)
      if ([...filters].some((f) => matches(f, topic))) queueMicrotask(() => sync.handle(topic, { ...payload }));
  };
  const make = (clock: SimulatedClock, samples: number[]) => {
    const filters = new Set<string>();
    const sync = new ClockSync(
      clock,
      { publish: deliver, subscribe: (f) => filters.add(f), unsubscribe: (f) => filters.delete(f) },
      async (sample) => samples.push(sample.offset_ms),
      60_000,
    );
    subscriptions.set(sync, filters);
    return sync;
  };
  const followerSamples: number[] = [];
  const master = make(new SimulatedClock(), []);
  const follower = make(new SimulatedClock(followerSkewMs), followerSamples);
  master.setRole(1, { venue_id: 9, role: 'master', master_device_id: 1 });
  follower.setRole(2, { venue_id: 9, role: 'follower', master_device_id: 1 });
  return { master, follower, followerSamples };
}

describe('ClockSync', () => {
  it('measures a skewed follower against its master and corrects it on resync', async () => {
    const { follower, followerSamples } = pair(1500);
    const estimate = await follower.measure();
    expect(estimate!.offsetMs).toBeGreaterThan(1490);
    expect(estimate!.offsetMs).toBeLessThan(1510);
    const corrected = await follower.resync();
    expect(corrected).toBeCloseTo(1500, -1);
    const after = followerSamples.at(-1)!;
    expect(Math.abs(after)).toBeLessThan(10);
    follower.stop();
  });

  it('ignores pongs that are not from its master and pings addressed to someone else', () => {
    const { master, follower } = pair(0);
    expect(follower.handle('devices/5/out/sync/2', { id: 1, t1: 0, t2: 0, t3: 0 })).toBe(true);
    expect(master.handle('devices/2/out/sync/7', { id: 1, t1: 0 })).toBe(true);
    expect(master.handle('devices/2/out', { command: 'echo' })).toBe(false);
    follower.stop();
    master.stop();
  });
});
