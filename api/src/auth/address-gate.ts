import { KeyedGate } from './keyed-gate.ts';

export const ADDRESS_BUSY_MESSAGE =
  'Too many sign-ins from your address at once. Wait for one to finish and try again.';

/**
 * Sign-ins in progress per client address, at most `perAddress` at a time: the rest are refused at once (429)
 * before they reach the database or the hashing queue, and are not counted against any username. So one
 * address's storm holds at most `perAddress` places in the hashing queue, and everyone else still gets in.
 */
export class AddressGate extends KeyedGate<string> {
  constructor(perAddress = 4) {
    super(perAddress, ADDRESS_BUSY_MESSAGE);
  }

  /** Addresses whose last checked sign-in failed, and when: a hint kept in memory (the database decides). */
  readonly #failed = new Map<string, number>();

  /** Notes a failed sign-in from `address` (a wrong password, or a lock). */
  failed(address: string, now = Date.now()) {
    if (this.#failed.size >= 100_000) this.#failed.clear();
    this.#failed.set(address, now);
  }

  /** Notes a successful sign-in from `address`. */
  succeeded(address: string) {
    this.#failed.delete(address);
  }

  /**
   * Whether a sign-in from `address` failed within `withinMs`: under a storm, such an address's tries are
   * refused while the queue's shared places are full without a database read (the reads would slow everyone).
   */
  failedRecently(address: string, withinMs: number, now = Date.now()) {
    const at = this.#failed.get(address);
    return at !== undefined && now - at < withinMs;
  }
}
