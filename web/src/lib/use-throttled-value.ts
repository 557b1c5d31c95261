import { useEffect, useRef, useState } from 'react';

/**
 * `value`, changing at most once per `intervalMs`: the first change passes at once, later ones within the
 * interval are held and the latest is passed when it ends (tag suggestions: one request per 100 ms while typing).
 */
export function useThrottledValue<T>(value: T, intervalMs: number): T {
  const [passed, setPassed] = useState(value);
  const lastPassedAt = useRef(0);
  useEffect(() => {
    const wait = lastPassedAt.current + intervalMs - Date.now();
    if (wait <= 0) {
      lastPassedAt.current = Date.now();
      setPassed(value);
      return;
    }
    const timer = setTimeout(() => {
      lastPassedAt.current = Date.now();
      setPassed(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, intervalMs]);
  return passed;
}
