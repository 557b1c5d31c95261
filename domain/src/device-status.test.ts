import { describe, expect, it } from 'vitest';
import { countByStatus, deviceStatus, NETWORK_BUCKETS, networkBucket, uptimeLevel } from './device-status.ts';

describe('status buckets', () => {
  const now = new Date('2024-05-01T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('gives a dashboard card online under 30 minutes, stale under 60, offline otherwise', () => {
    expect(deviceStatus(ago(0), now)).toBe('online');
    expect(deviceStatus(ago(29.99), now)).toBe('online');
    expect(deviceStatus(ago(30), now)).toBe('stale');
    expect(deviceStatus(ago(59.99), now)).toBe('stale');
    expect(deviceStatus(ago(60), now)).toBe('offline');
    expect(deviceStatus(ago(-5), now)).toBe('online');
    expect(deviceStatus(ago(10).toISOString(), now)).toBe('online');
    expect(deviceStatus(null, now)).toBe('offline');
    expect(deviceStatus(undefined, now)).toBe('offline');
    expect(deviceStatus('not a date', now)).toBe('offline');
  });

  it('says closed, not offline, for a device its trading hours have closed, and counts it apart', () => {
    expect(deviceStatus(ago(600), now, true)).toBe('closed');
    expect(deviceStatus(null, now, true)).toBe('closed');
    expect(deviceStatus(ago(1), now, true)).toBe('closed');
    expect(deviceStatus(ago(600), now, false)).toBe('offline');
    expect(countByStatus(['closed', 'offline', 'closed', 'online'])).toEqual({
      online: 1,
      stale: 0,
      offline: 1,
      closed: 2,
    });
  });

  it('puts devices into the network buckets 30min, 60min, 180min and offline', () => {
    expect(NETWORK_BUCKETS).toEqual(['30min', '60min', '180min', 'offline']);
    expect(networkBucket(ago(1), now)).toBe('30min');
    expect(networkBucket(ago(30), now)).toBe('60min');
    expect(networkBucket(ago(60), now)).toBe('180min');
    expect(networkBucket(ago(179.9), now)).toBe('180min');
    expect(networkBucket(ago(180), now)).toBe('offline');
    expect(networkBucket(null, now)).toBe('offline');
  });
});

describe('uptime heat-map level', () => {
  it('maps a connectivity percent to levels 6 (none) to 1 (80% and more)', () => {
    const cases: [number, number][] = [
      [0, 6],
      [0.5, 5],
      [1, 5],
      [19, 5],
      [19.9, 5],
      [20, 4],
      [39, 4],
      [40, 3],
      [59, 3],
      [60, 2],
      [79, 2],
      [80, 1],
      [100, 1],
      [-3, 6],
      [Number.NaN, 6],
    ];
    for (const [percent, level] of cases) expect([percent, uptimeLevel(percent)]).toEqual([percent, level]);
  });
});
