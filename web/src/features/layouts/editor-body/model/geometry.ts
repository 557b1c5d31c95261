import { MOVE_STEP_PERCENT } from '@signage/domain/layouts/constants';

/** A box in percent of some container: left, top, width, height. */
export interface PercentBox {
  left: number;
  top: number;
  pwidth: number;
  pheight: number;
}

/** Float noise from percent arithmetic (33.33 + 66.67) is cut at this precision. */
const PRECISION = 1e4;
export const tidy = (value: number) => Math.round(value * PRECISION) / PRECISION;
export const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
/** Spec 01 §9: elements move in steps of 0.25 percent of their parent. */
export const toStep = (value: number, step = MOVE_STEP_PERCENT) => tidy(Math.round(value / step) * step);

/** How far a box may move and still lie inside its parent (0 to 100 percent). */
export function moveRange(box: PercentBox): { dx: [number, number]; dy: [number, number] } {
  return {
    dx: [-box.left, Math.max(0, 100 - box.pwidth - box.left)],
    dy: [-box.top, Math.max(0, 100 - box.pheight - box.top)],
  };
}

/** The box moved to `left`/`top`, kept inside the parent. */
export function placeWithin(box: PercentBox, left: number, top: number): PercentBox {
  return {
    ...box,
    left: tidy(clamp(left, 0, Math.max(0, 100 - box.pwidth))),
    top: tidy(clamp(top, 0, Math.max(0, 100 - box.pheight))),
  };
}

export type Edge = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';

/**
 * The box with the named edges dragged by dx/dy percent, each moved edge landing on a 0.25 step, never past the
 * parent and never smaller than one step.
 */
export function resizeWithin(box: PercentBox, edge: Edge, dx: number, dy: number): PercentBox {
  let left = box.left;
  let top = box.top;
  let right = box.left + box.pwidth;
  let bottom = box.top + box.pheight;
  const min = MOVE_STEP_PERCENT;
  if (edge.includes('w')) left = clamp(toStep(left + dx), 0, right - min);
  if (edge.includes('e')) right = clamp(toStep(right + dx), left + min, 100);
  if (edge.includes('n')) top = clamp(toStep(top + dy), 0, bottom - min);
  if (edge.includes('s')) bottom = clamp(toStep(bottom + dy), top + min, 100);
  return { left: tidy(left), top: tidy(top), pwidth: tidy(right - left), pheight: tidy(bottom - top) };
}

/** A child box in the coordinates its parent lives in (both in percent). */
export function toOuter(parent: PercentBox, child: PercentBox): PercentBox {
  return {
    left: parent.left + (child.left / 100) * parent.pwidth,
    top: parent.top + (child.top / 100) * parent.pheight,
    pwidth: (child.pwidth / 100) * parent.pwidth,
    pheight: (child.pheight / 100) * parent.pheight,
  };
}

/** A box given in outer coordinates, expressed in percent of `parent` (itself in outer coordinates), kept inside. */
export function toInner(parent: PercentBox, outer: PercentBox): PercentBox {
  const pwidth = tidy(clamp((outer.pwidth / parent.pwidth) * 100, MOVE_STEP_PERCENT, 100));
  const pheight = tidy(clamp((outer.pheight / parent.pheight) * 100, MOVE_STEP_PERCENT, 100));
  const left = ((outer.left - parent.left) / parent.pwidth) * 100;
  const top = ((outer.top - parent.top) / parent.pheight) * 100;
  return placeWithin({ left, top, pwidth, pheight }, left, top);
}
