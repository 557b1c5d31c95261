import { HttpError } from '../errors.ts';

export const BUSY_MESSAGE = 'The server is busy signing people in. Try again in a moment.';

/**
 * Bounds concurrent password hashing (scrypt: 32 MiB and tens of milliseconds each). A flood of anonymous
 * sign-ins waits in a short queue, and what does not fit is refused at once (503), so someone signing in
 * among them waits at most a queue's worth of hashes instead of behind hundreds.
 */
export class HashQueue {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(
    readonly maxConcurrent = 2,
    readonly maxQueued = 16,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.maxConcurrent) {
      if (this.#waiting.length >= this.maxQueued) throw new HttpError(503, BUSY_MESSAGE, { 'retry-after': '1' });
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      // The slot passes straight to the next in line; only when nobody waits is it given back.
      if (next) next();
      else this.#running--;
    }
  }
}
