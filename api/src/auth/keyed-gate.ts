import { HttpError } from '../errors.ts';

/**
 * Work in progress per key (a client address, a user), at most `perKey` at a time: one more is refused at once
 * (429, `busyMessage`, Retry-After 1) before it starts, so one caller's storm holds at most `perKey` places.
 * Kept in this process: each api instance counts its own.
 */
export class KeyedGate<K> {
  readonly #inProgress = new Map<K, number>();

  constructor(
    readonly perKey: number,
    readonly busyMessage: string,
  ) {}

  /**
   * Answers `leave`, which lets the place go (call it once the work is done; calling it again does nothing), and
   * whether this is the key's only work in progress.
   */
  enter(key: K): { leave: () => void; alone: boolean } {
    const now = this.assertRoom(key);
    this.#inProgress.set(key, now + 1);
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      const count = (this.#inProgress.get(key) ?? 1) - 1;
      if (count > 0) this.#inProgress.set(key, count);
      else this.#inProgress.delete(key);
    };
    return { leave, alone: now === 0 };
  }

  /** Throws the 429 `enter` would, without taking a place (to refuse early what would be refused later); else the key's work in progress. */
  assertRoom(key: K): number {
    const now = this.#inProgress.get(key) ?? 0;
    if (now >= this.perKey) throw new HttpError(429, this.busyMessage, { 'retry-after': '1' });
    return now;
  }

  /** Keys with work in progress (the map never keeps an idle key). */
  get size() {
    return this.#inProgress.size;
  }
}
