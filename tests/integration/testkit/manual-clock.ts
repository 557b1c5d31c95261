import type { Clock } from '../../../gateway/src/mqtt/presence.ts';

/**
 * A clock only the test moves: `now()` stands still between calls of `advance()`, and timers fire only when
 * an advance passes their due time. Presence timings (150 s, 20 s) are checked to the millisecond without
 * waiting for them.
 */
export function manualClock(start = Date.now()) {
  let offset = 0;
  let nextId = 0;
  const timers = new Map<number, { due: number; callback: () => void }>();
  const now = () => start + offset;
  const clock: Clock & { advance(ms: number): void; pending(): number } = {
    now,
    setTimeout(callback, ms) {
      const id = ++nextId;
      timers.set(id, { due: now() + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    /** Moves time on by `ms`, firing each timer that falls due on the way, in due order. */
    advance(ms) {
      const target = now() + ms;
      while (true) {
        const due = [...timers].filter(([, t]) => t.due <= target).sort((a, b) => a[1].due - b[1].due)[0];
        if (!due) break;
        timers.delete(due[0]);
        offset += Math.max(0, due[1].due - now());
        due[1].callback();
      }
      offset += Math.max(0, target - now());
    },
    pending: () => timers.size,
    /** No chance either: a check spread over a window falls at its end, exactly a period on. */
    random: () => 1,
  };
  return clock;
}
