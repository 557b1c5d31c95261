import { describe, expect, it } from 'vitest';
import { ADDRESS_BUSY_MESSAGE, AddressGate } from './address-gate.ts';

describe('AddressGate', () => {
  it('lets each address have at most perAddress sign-ins in progress and refuses the rest with 429', () => {
    const gate = new AddressGate(2);
    const a1 = gate.enter('198.51.100.1');
    const a2 = gate.enter('198.51.100.1');
    expect([a1.alone, a2.alone]).toEqual([true, false]);
    const leaveA1 = a1.leave;
    const leaveA2 = a2.leave;
    expect(() => gate.enter('198.51.100.1')).toThrow(
      expect.objectContaining({ status: 429, message: ADDRESS_BUSY_MESSAGE }),
    );
    // Another address is not held up by the first one's storm.
    const { leave: leaveB, alone } = gate.enter('198.51.100.2');
    expect(alone).toBe(true);
    leaveA1();
    leaveA1();
    const { leave: leaveA3 } = gate.enter('198.51.100.1');
    expect(() => gate.enter('198.51.100.1')).toThrow(ADDRESS_BUSY_MESSAGE);
    for (const leave of [leaveA2, leaveA3, leaveB]) leave();
    expect(gate.size).toBe(0);
  });

  it('remembers addresses whose sign-in failed lately, until one succeeds', () => {
    const gate = new AddressGate();
    gate.failed('198.51.100.9', 1000);
    expect(gate.failedRecently('198.51.100.9', 60_000, 2000)).toBe(true);
    expect(gate.failedRecently('198.51.100.9', 60_000, 61_000)).toBe(false);
    expect(gate.failedRecently('198.51.100.10', 60_000, 2000)).toBe(false);
    gate.succeeded('198.51.100.9');
    expect(gate.failedRecently('198.51.100.9', 60_000, 2000)).toBe(false);
  });
});
