/**
 * Grid columns of at least `min`, as many as fit: auto-fill, not SimpleGrid's `minChildWidth` (auto-fit), so one or
 * two items keep a column's width instead of stretching across the whole grid.
 */
export function fillColumns(min: string): string {
  return `repeat(auto-fill, minmax(${min}, 1fr))`;
}
