/**
 * A bounded async queue for one GraphQL subscriber. STACK.md: Yoga's pub/sub has no bound, so a slow
 * subscriber could pile up events; here a full mailbox drops its oldest entry, and `capacity: 1` keeps only
 * the latest (screenshots, presence state).
 *
 * `return()` ends the iteration at once, even while a `next()` is waiting: an async generator would queue the
 * return behind the pending `next()`, and a device that never answers would then hold its broker subscription
 * for ever.
 */
export class Mailbox<T> implements AsyncIterableIterator<T> {
  readonly #capacity: number;
  readonly #onClose: () => void;
  readonly #items: T[] = [];
  #waiting: ((result: IteratorResult<T>) => void) | undefined;
  #closed = false;
  /** Entries dropped because the subscriber did not keep up. */
  dropped = 0;

  constructor(capacity: number, onClose: () => void = () => {}) {
    if (!(capacity >= 1)) throw new RangeError('Mailbox capacity must be at least 1');
    this.#capacity = capacity;
    this.#onClose = onClose;
  }

  push(item: T): void {
    if (this.#closed) return;
    const waiting = this.#waiting;
    if (waiting) {
      this.#waiting = undefined;
      waiting({ value: item, done: false });
      return;
    }
    if (this.#items.length >= this.#capacity) {
      this.#items.shift();
      this.dropped++;
    }
    this.#items.push(item);
  }

  next(): Promise<IteratorResult<T>> {
    if (this.#items.length) return Promise.resolve({ value: this.#items.shift() as T, done: false });
    if (this.#closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => {
      this.#waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<T>> {
    this.close();
    return Promise.resolve({ value: undefined, done: true });
  }

  /** Ends the iteration; entries already queued are discarded. Idempotent. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#items.length = 0;
    const waiting = this.#waiting;
    this.#waiting = undefined;
    waiting?.({ value: undefined, done: true });
    this.#onClose();
  }

  get closed() {
    return this.#closed;
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}
