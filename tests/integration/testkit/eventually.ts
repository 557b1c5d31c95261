/**
 * Waits for state that settles asynchronously (a broker subscription taken, a tracker released) by checking it
 * again after each turn of the event loop's timers, and fails with `what` once `timeoutMs` passes. Tests wait
 * for an event this way, never for a fixed time: the check returns as soon as the state holds.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 5000, what = 'condition' }: { timeoutMs?: number; what?: string } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (true) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
      lastError = undefined;
    } catch (error) {
      // An assertion inside `check` that fails now may hold later; its last message is kept for the report.
      lastError = error;
    }
    if (Date.now() > deadline) {
      const why = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(`${what} did not hold within ${timeoutMs} ms${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
