import { HttpError } from '../errors.ts';

export const REGISTRATION_REFILL_MS = 10_000;

/**
 * Anonymous player registrations per client address (issue 21): a token bucket per address holding `burst`
 * registrations (a venue's players all booting at once), refilled by one every 10 s. Past it the answer is
 * 429 with Retry-After, before anything is written. Kept in this process: each api instance limits on its own.
 */
export class RegistrationLimit {
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    readonly burst = 60,
    readonly refillMs = REGISTRATION_REFILL_MS,
  ) {}

  take(address: string, now = Date.now()) {
    const bucket = this.#buckets.get(address) ?? { tokens: this.burst, at: now };
    const tokens = Math.min(this.burst, bucket.tokens + (now - bucket.at) / this.refillMs);
    if (tokens < 1) {
      const seconds = Math.ceil(((1 - tokens) * this.refillMs) / 1000);
      throw new HttpError(429, REGISTRATION_LIMITED, { 'retry-after': String(Math.max(1, seconds)) });
    }
    this.#buckets.set(address, { tokens: tokens - 1, at: now });
    // Full buckets hold nothing worth keeping: forget them now and then so the map does not grow for ever.
    if (this.#buckets.size > 10_000) this.#sweep(now);
  }

  #sweep(now: number) {
    for (const [address, { tokens, at }] of this.#buckets) {
      if (tokens + (now - at) / this.refillMs >= this.burst) this.#buckets.delete(address);
    }
  }
}

export const REGISTRATION_LIMITED =
  'Too many players were registered from your address lately. Wait a moment and try again.';
