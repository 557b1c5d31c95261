/** How long a player waits before its next broker connection attempt, growing after each failed one. */
export interface BackoffPolicy {
  /** The ceiling of the first wait. */
  minMs: number;
  /** The ceiling stops growing here. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { minMs: 1000, maxMs: 60_000 };

/**
 * The wait before attempt `attempt` (0 for the first retry): a ceiling doubling from `minMs` up to `maxMs`,
 * and a random point in its upper half. The doubling keeps a refused or unreachable player from hammering the
 * broker; the jitter keeps a fleet that lost the broker at once from coming back in one burst.
 */
export function backoffDelay(attempt: number, policy: BackoffPolicy = DEFAULT_BACKOFF, random = Math.random) {
  const ceiling = Math.min(policy.maxMs, policy.minMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
