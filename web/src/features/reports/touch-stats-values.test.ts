import { describe, expect, it } from 'vitest';
import { bucketLabel, pieSlices, touchBars } from './touch-stats-values.ts';

describe('touch statistics in the console', () => {
  it('labels buckets: date, day of week from Monday, hour of day', () => {
    expect(bucketLabel('date', '2026-05-01')).toBe('1st May 2026');
    expect(bucketLabel('dow', '1')).toBe('Monday');
    expect(bucketLabel('dow', '7')).toBe('Sunday');
    expect(bucketLabel('hour', '9')).toBe('09:00');
  });

  it('stacks bars per bucket in numeric order, the groups past ten summed as Other', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      name: `e${i}`,
      bucket: String(i % 2 ? 10 : 9),
      count: i + 1,
    }));
    const { keys, data } = touchBars('hour', rows);
    expect(keys).toHaveLength(11);
    expect(keys.at(-1)).toBe('Other');
    expect(keys[0]).toBe('e11');
    expect(data.map((d) => d.bucket)).toEqual(['09:00', '10:00']);
    // e0 (1) and e1 (2) are the two smallest: Other.
    expect(data[0]!.Other).toBe(1);
    expect(data[1]!.Other).toBe(2);
  });

  it('keys bars by date with the day itself, for the chart to label as the daily charts do', () => {
    const { data } = touchBars('date', [
      { name: 'tap', bucket: '2026-05-02', count: 3 },
      { name: 'tap', bucket: '2026-05-01', count: 1 },
    ]);
    expect(data).toEqual([
      { bucket: '2026-05-01', key: '2026-05-01', tap: 1 },
      { bucket: '2026-05-02', key: '2026-05-02', tap: 3 },
    ]);
  });

  it('sums pie slices per name, largest first', () => {
    const slices = pieSlices([
      { name: 'tap', count: 2 },
      { name: 'swipe', count: 5 },
      { name: 'tap', count: 4 },
    ]);
    expect(slices.map((s) => [s.id, s.value])).toEqual([
      ['tap', 6],
      ['swipe', 5],
    ]);
  });
});
