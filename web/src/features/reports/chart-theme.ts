import { useTheme } from '../../lib/theme-store.ts';

/** nivo's text and grid colours for the console's theme: readable (WCAG AA) on either background. */
export function useChartTheme() {
  const [theme] = useTheme();
  const dark = theme === 'space';
  const text = dark ? '#e5e7eb' : '#1f2937';
  return {
    text: { fill: text, fontSize: 12 },
    axis: { ticks: { text: { fill: text } }, legend: { text: { fill: text } } },
    grid: { line: { stroke: dark ? '#374151' : '#e5e7eb' } },
    tooltip: { container: { background: dark ? '#111827' : '#ffffff', color: text } },
  };
}
