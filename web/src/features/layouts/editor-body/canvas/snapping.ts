import type { PercentBox } from '../model/geometry.ts';
import type { LayoutDoc } from '../model/normalise.ts';

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

/** The lines a drag in `parentId` snaps to: the parent's, and those of its children that are not moving. */
export function dragSnapLines(doc: LayoutDoc, parentId: string, moving: ReadonlySet<string>): SnapLines {
  return snapLines((doc.childIds[parentId] ?? []).filter((id) => !moving.has(id)).map((id) => doc.nodes[id]!));
}

/**
 * One pointer move of a drag: the dragged box moved by `dx`/`dy` percent of its parent, snapped on each axis where
 * an edge or its centre comes within `threshold` percent of a line. Answers where it snaps to (for the store) and
 * the lines it met (the guides to draw).
 */
export function snapDrag(
  box: PercentBox,
  lines: SnapLines,
  dx: number,
  dy: number,
  threshold: { x: number; y: number },
): { snapTo: { left?: number; top?: number }; guides: SnapLines } {
  const x = snapAxis(box.left + dx, box.pwidth, lines.xs, threshold.x);
  const y = snapAxis(box.top + dy, box.pheight, lines.ys, threshold.y);
  return {
    snapTo: { left: x?.position, top: y?.position },
    guides: { xs: x ? [x.line] : [], ys: y ? [y.line] : [] },
  };
}
