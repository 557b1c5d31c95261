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

  /** Addresses with a sign-in in progress (the map never keeps an idle address). */
  get size() {
    return this.#inProgress.size;
  }
}
