import type { PercentBox } from '../model/geometry.ts';

/** Lines a dragged element may snap to, in percent of its parent: the parent's edges and centre, siblings' too. */
export interface SnapLines {
  xs: number[];
  ys: number[];
}

export function snapLines(siblings: readonly PercentBox[]): SnapLines {
  const xs = new Set([0, 50, 100]);
  const ys = new Set([0, 50, 100]);
  for (const b of siblings) {
    for (const x of [b.left, b.left + b.pwidth / 2, b.left + b.pwidth]) xs.add(x);
    for (const y of [b.top, b.top + b.pheight / 2, b.top + b.pheight]) ys.add(y);
  }
  return { xs: [...xs], ys: [...ys] };
}

/**
 * The nearest line within `threshold` of the box's start edge, centre or end edge along one axis: where the box's
 * start must go to touch it, and the line (for the guide). Undefined when nothing is near.
 */
export function snapAxis(
  start: number,
  size: number,
  lines: readonly number[],
  threshold: number,
): { position: number; line: number } | undefined {
  let best: { position: number; line: number; distance: number } | undefined;
  for (const offset of [0, size / 2, size]) {
    for (const line of lines) {
      const distance = Math.abs(start + offset - line);
      if (distance <= threshold && (!best || distance < best.distance)) {
        best = { position: line - offset, line, distance };
      }
    }
  }
  return best && { position: best.position, line: best.line };
}
