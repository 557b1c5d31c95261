import { describe, expect, it } from 'vitest';
import { describeRollout, desiredStateStatus } from './desired-state.ts';

describe('desired state', () => {
  it('is pending until the player answers the version desired now', () => {
    expect(desiredStateStatus(3, null, null)).toBe('pending');
    expect(desiredStateStatus(3, 2, 'applied')).toBe('pending');
    expect(desiredStateStatus(3, 2, 'failed')).toBe('pending');
    expect(desiredStateStatus(3, 3, 'applied')).toBe('applied');
    expect(desiredStateStatus(3, 3, 'failed')).toBe('failed');
  });

  it('words a roll-out applied first', () => {
    expect(describeRollout({ applied: 998, pending: 1, failed: 1 })).toBe('998 applied, 1 pending, 1 failed');
  });
});
