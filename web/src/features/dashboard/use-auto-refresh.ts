import { DASHBOARD_REFRESH_CHOICES_MS, DASHBOARD_REFRESH_DEFAULT_MS } from '@signage/domain/constants';
import { useEffect, useRef, useState } from 'react';

const STORAGE_KEY = 'dashboard-auto-refresh-ms';

/** The interval kept in this browser: off (null), or one of the spec's choices. */
function storedInterval(): number | null {
  const stored = Number(globalThis.localStorage?.getItem(STORAGE_KEY));
  return DASHBOARD_REFRESH_CHOICES_MS.includes(stored) ? stored : null;
}

/**
 * Auto-refresh of the dashboard (spec 01 §2, §9): off, or every 30 s, 1, 5, 10 or 30 minutes; 30 s when switched on.
 * Calls `refresh` at each interval while on; the choice is kept in this browser.
 */
export function useAutoRefresh(refresh: () => void) {
  const [intervalMs, setIntervalMs] = useState<number | null>(storedInterval);
  const latest = useRef(refresh);
  latest.current = refresh;

  useEffect(() => {
    if (intervalMs == null) return;
    const timer = setInterval(() => latest.current(), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);

  const choose = (next: number | null) => {
    setIntervalMs(next);
    if (next == null) globalThis.localStorage?.removeItem(STORAGE_KEY);
    else globalThis.localStorage?.setItem(STORAGE_KEY, String(next));
  };
  return {
    intervalMs,
    /** Switching on starts at the default 30 s. */
    setOn: (on: boolean) => choose(on ? DASHBOARD_REFRESH_DEFAULT_MS : null),
    setIntervalMs: choose,
  };
}
