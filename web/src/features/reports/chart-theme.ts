import { useSyncExternalStore } from 'react';
import { useTheme } from '../../lib/theme-store.ts';

const reducedMotion =
  typeof window === 'undefined' ? undefined : window.matchMedia?.('(prefers-reduced-motion: reduce)');
const subscribe = (changed: () => void) => {
  reducedMotion?.addEventListener('change', changed);
  return () => reducedMotion?.removeEventListener('change', changed);
};

/**
 * nivo's look for the console: text and grid colours readable (WCAG AA) on the theme's background, and no
 * animation for a user who asked their system for reduced motion (slices and bars then change at once).
 */
export function useChartLook() {
  const [theme] = useTheme();
  const still = useSyncExternalStore(subscribe, () => reducedMotion?.matches ?? false);
  const dark = theme === 'space';
  const text = dark ? '#e5e7eb' : '#1f2937';
  return {
    animate: !still,
    theme: {
      text: { fill: text, fontSize: 12 },
      axis: { ticks: { text: { fill: text } }, legend: { text: { fill: text } } },
      grid: { line: { stroke: dark ? '#374151' : '#e5e7eb' } },
      tooltip: { container: { background: dark ? '#111827' : '#ffffff', color: text } },
    },
  };
}
