import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff.ts';

const policy = { minMs: 1000, maxMs: 60_000 };

describe('broker reconnect back-off', () => {
  it('doubles its ceiling after each failed attempt up to the maximum', () => {
    const highest = (attempt: number) => backoffDelay(attempt, policy, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 40].map(highest)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('waits a random point in the upper half of the ceiling', () => {
    expect(backoffDelay(3, policy, () => 0)).toBe(4000);
    expect(backoffDelay(3, policy, () => 0.5)).toBe(6000);
    expect(backoffDelay(10, policy, () => 0)).toBe(30_000);
  });
});
