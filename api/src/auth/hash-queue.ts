import { HttpError } from '../errors.ts';

export const BUSY_MESSAGE = 'The server is busy signing people in. Try again in a moment.';

/** A place in the hashing line, taken before a sign-in is counted: used once with `run`, or given back. */
export interface HashPlace {
  run<T>(work: () => Promise<T>): Promise<T>;
  cancel(): void;
}

interface Entry {
  priority: boolean;
  state: 'reserved' | 'waiting' | 'running' | 'done';
  wake?: () => void;
}

/**
 * Bounds concurrent password hashing (scrypt: 32 MiB and tens of milliseconds each). A flood of anonymous
 * sign-ins waits in a short queue, and what does not fit is refused at once (503), so someone signing in
 * among them waits at most a queue's worth of hashes instead of behind hundreds.
 *
 * A sign-in takes its place (`reserve`) before its attempt is counted: an attempt refused for want of room is
 * never counted, and one that was counted always gets its password checked. Priority places (sign-ins from
 * an address with no recent failures, such as the administrator's during a storm of guesses from elsewhere)
 * go first in line, and `keptForPriority` places are only theirs, so a storm cannot fill the whole queue.
 */
export class HashQueue {
  #running = 0;
  /** Places taken (reserved, waiting or running), in the order they were taken. */
  readonly #entries = new Set<Entry>();

  constructor(
    readonly maxConcurrent = 2,
    readonly maxQueued = 16,
    readonly keptForPriority = 6,
  ) {}

  /** Whether `reserve(priority)` would find a place now. */
  hasRoom(priority = false): boolean {
    return this.#entries.size < this.maxConcurrent + this.maxQueued - (priority ? 0 : this.keptForPriority);
  }

  /** Refuses at once (503) when there is no place. */
  static busy() {
    return new HttpError(503, BUSY_MESSAGE, { 'retry-after': '1' });
  }

  reserve(priority = false): HashPlace {
    if (!this.hasRoom(priority)) throw HashQueue.busy();
    const entry: Entry = { priority, state: 'reserved' };
    this.#entries.add(entry);
    return {
      run: (work) => {
        if (entry.state !== 'reserved') throw new Error('A hashing place is used once.');
        return this.#run(entry, work);
      },
      cancel: () => {
        if (entry.state !== 'reserved') return;
        entry.state = 'done';
        this.#entries.delete(entry);
      },
    };
  }

  async run<T>(work: () => Promise<T>, priority = false): Promise<T> {
    return this.reserve(priority).run(work);
  }

  async #run<T>(entry: Entry, work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.maxConcurrent) {
      entry.state = 'waiting';
      await new Promise<void>((resolve) => {
        entry.wake = resolve;
      });
    } else {
      this.#running++;
      entry.state = 'running';
    }
    try {
      return await work();
    } finally {
      entry.state = 'done';
      this.#entries.delete(entry);
      const next = this.#next();
      // The slot passes straight to the next in line; only when nobody waits is it given back.
      if (next) {
        next.state = 'running';
        next.wake?.();
      } else this.#running--;
    }
  }

  /** The first priority waiter, else the first waiter. */
  #next(): Entry | undefined {
    let first: Entry | undefined;
    for (const entry of this.#entries) {
      if (entry.state !== 'waiting') continue;
      if (entry.priority) return entry;
      first ??= entry;
    }
    return first;
  }
}
