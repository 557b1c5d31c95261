import { describe, expect, it } from 'vitest';
import { formatClockTime } from './display-time.ts';

describe('formatClockTime', () => {
  it('shows HH:mm:ss at the fixed +0200 offset', () => {
    expect(formatClockTime('2025-03-01T08:05:09Z')).toBe('10:05:09');
    expect(formatClockTime('2025-03-01T23:30:00+00:00')).toBe('01:30:00');
  });
});
