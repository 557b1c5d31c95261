import { SEARCH_THROTTLE_MS } from '@signage/domain/constants';

/**
 * How long a search asked for at `now` must wait (spec 01 §9: one request per 5 s at most): 0 when the last one
 * started at least SEARCH_THROTTLE_MS ago, otherwise the rest of that interval.
 */
export function searchDelay(lastStartedAt: number | undefined, now: number): number {
  if (lastStartedAt === undefined) return 0;
  return Math.max(0, lastStartedAt + SEARCH_THROTTLE_MS - now);
}
