import { describe, expect, it } from 'vitest';
import { driftSeries, formatDrift } from './drift-values.ts';

describe('drift values', () => {
  it('words a drift ahead, behind, nil and unknown', () => {
    expect(formatDrift(1499.6)).toBe('+1500 ms');
    expect(formatDrift(-20.2)).toBe('-20 ms');
    expect(formatDrift(0.2)).toBe('0 ms');
    expect(formatDrift(null)).toBe('No sample in the last hour');
  });

  it('charts samples by time', () => {
    expect(driftSeries([{ at: '2026-01-01T10:00:00.000Z', offsetMs: 1.234 }])).toEqual([
      { x: new Date('2026-01-01T10:00:00.000Z'), y: 1.2 },
    ]);
  });
});
