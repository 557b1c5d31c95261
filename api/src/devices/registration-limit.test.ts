import { describe, expect, it } from 'vitest';
import { REGISTRATION_LIMITED, RegistrationLimit } from './registration-limit.ts';

describe('RegistrationLimit', () => {
  it('lets an address register `burst` players at once, then one per refill period', () => {
    const limit = new RegistrationLimit(3, 10_000);
    const t = 1_000_000;
    for (let i = 0; i < 3; i++) limit.take('198.51.100.1', t);
    expect(() => limit.take('198.51.100.1', t)).toThrow(
      expect.objectContaining({ status: 429, message: REGISTRATION_LIMITED, headers: { 'retry-after': '10' } }),
    );
    // Another address has its own bucket.
    limit.take('198.51.100.2', t);
    expect(() => limit.take('198.51.100.1', t + 9_000)).toThrow(REGISTRATION_LIMITED);
    limit.take('198.51.100.1', t + 10_000);
    expect(() => limit.take('198.51.100.1', t + 10_000)).toThrow(REGISTRATION_LIMITED);
  });
});
