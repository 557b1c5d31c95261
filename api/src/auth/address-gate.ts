import { HttpError } from '../errors.ts';

export const ADDRESS_BUSY_MESSAGE =
  'Too many sign-ins from your address at once. Wait for one to finish and try again.';

/**
 * Sign-ins in progress per client address, at most `perAddress` at a time: the rest are refused at once (429)
 * before they reach the database or the hashing queue, and are not counted against any username. So one
 * address's storm holds at most `perAddress` places in the hashing queue, and everyone else still gets in.
 */
export class AddressGate {
  readonly #inProgress = new Map<string, number>();

  constructor(readonly perAddress = 4) {}

  /**
   * Answers `leave`, which lets the place go (call it once the sign-in is answered), and whether this sign-in is
   * the address's only one in progress (a person signing in, not a script: it may go first in the queue).
   */
  enter(address: string): { leave: () => void; alone: boolean } {
    const now = this.#inProgress.get(address) ?? 0;
    if (now >= this.perAddress) throw new HttpError(429, ADDRESS_BUSY_MESSAGE, { 'retry-after': '1' });
    this.#inProgress.set(address, now + 1);
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      const count = (this.#inProgress.get(address) ?? 1) - 1;
      if (count > 0) this.#inProgress.set(address, count);
      else this.#inProgress.delete(address);
    };
    return { leave, alone: now === 0 };
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

  /** Addresses with a sign-in in progress (the map never keeps an idle address). */
  get size() {
    return this.#inProgress.size;
  }
}
