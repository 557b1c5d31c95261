import { describe, expect, it } from 'vitest';
import { scheduleTiming } from './schedule-timing.ts';

describe('device schedules', () => {
  it('classifies schedules as previous, current or future', () => {
    const now = new Date('2024-05-01T12:00:00Z');
    const d = (iso: string) => new Date(iso);
    expect(scheduleTiming(d('2024-04-01T00:00:00Z'), d('2024-04-30T00:00:00Z'), now)).toBe('previous');
    expect(scheduleTiming(d('2024-04-01T00:00:00Z'), now, now)).toBe('current');
    expect(scheduleTiming(now, d('2024-06-01T00:00:00Z'), now)).toBe('current');
    expect(scheduleTiming(d('2024-05-02T00:00:00Z'), d('2024-06-01T00:00:00Z'), now)).toBe('future');
  });
});
