/**
 * Counts renders by component name when a benchmark asks for it (window.__renderCounts set by the harness);
 * costs one property lookup otherwise.
 */
export function countRender(name: string) {
  const counts = (globalThis as { __renderCounts?: Record<string, number> }).__renderCounts;
  if (counts) counts[name] = (counts[name] ?? 0) + 1;
}
