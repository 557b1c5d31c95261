import type { Draft } from 'immer';
import {
  clamp,
  type Edge,
  moveRange,
  type PercentBox,
  placeWithin,
  resizeWithin,
  tidy,
  toStep,
} from '../model/geometry.ts';
import type { EditorState } from './editor-store.ts';
import { canEdit } from './locking.ts';

/** Where each dragged element started and how many pixels its parent spans, captured when the drag begins. */
export interface DragStart {
  id: string;
  left: number;
  top: number;
  /** The parent's size on screen, to turn a pointer's pixels into this element's percent. */
  parentPx: { width: number; height: number };
}

const boxOf = (node: PercentBox): PercentBox => ({
  left: node.left,
  top: node.top,
  pwidth: node.pwidth,
  pheight: node.pheight,
});

function editableIds(state: Draft<EditorState> | EditorState, ids: readonly string[]): string[] {
  return ids.filter((id) => id !== state.doc.rootId && canEdit(state.mode, state.doc.nodes[id]));
}

/** Arrow keys: each element moves by `dx`/`dy` percent of its own parent, lands on a step and stays inside. */
export function moveBy(state: Draft<EditorState>, ids: readonly string[], dx: number, dy: number) {
  for (const id of editableIds(state, ids)) {
    const node = state.doc.nodes[id]!;
    Object.assign(node, placeWithin(boxOf(node), toStep(node.left + dx), toStep(node.top + dy)));
  }
}

/**
 * A pointer drag of the selection by `dxPx`/`dyPx` screen pixels from where it began. The first element (the one
 * under the pointer) lands on a 0.25 percent step or on the snap target the canvas found (`snapTo`, percent of
 * its parent); the rest move by the same distance on screen, and the whole group stops at the first parent edge
 * it meets, so the arrangement survives.
 */
export function dragTo(
  state: Draft<EditorState>,
  starts: readonly DragStart[],
  dxPx: number,
  dyPx: number,
  snapTo?: { left?: number; top?: number },
) {
  const moving = starts.filter((s) => editableIds(state, [s.id]).length);
  const primary = moving[0];
  if (!primary) return;
  let [minX, maxX, minY, maxY] = [-Infinity, Infinity, -Infinity, Infinity];
  for (const start of moving) {
    const node = state.doc.nodes[start.id]!;
    const range = moveRange({ ...boxOf(node), left: start.left, top: start.top });
    const [w, h] = [start.parentPx.width / 100, start.parentPx.height / 100];
    minX = Math.max(minX, range.dx[0] * w);
    maxX = Math.min(maxX, range.dx[1] * w);
    minY = Math.max(minY, range.dy[0] * h);
    maxY = Math.min(maxY, range.dy[1] * h);
  }
  const [pw, ph] = [primary.parentPx.width / 100, primary.parentPx.height / 100];
  const left = snapTo?.left ?? toStep(primary.left + dxPx / pw);
  const top = snapTo?.top ?? toStep(primary.top + dyPx / ph);
  const dx = clamp((left - primary.left) * pw, minX, maxX);
  const dy = clamp((top - primary.top) * ph, minY, maxY);
  for (const start of moving) {
    const node = state.doc.nodes[start.id]!;
    const x = start.left + dx / (start.parentPx.width / 100);
    const y = start.top + dy / (start.parentPx.height / 100);
    Object.assign(node, placeWithin(boxOf(node), tidy(x), tidy(y)));
  }
}

/** A resize handle dragged `dx`/`dy` percent of the parent from the box the element had when the drag began. */
export function resizeFrom(
  state: Draft<EditorState>,
  id: string,
  from: PercentBox,
  edge: Edge,
  dx: number,
  dy: number,
) {
  if (!editableIds(state, [id]).length) return;
  Object.assign(state.doc.nodes[id]!, resizeWithin(from, edge, dx, dy));
}

/** Typed into the properties panel: any decimals, kept inside the parent (width and height first, then place). */
export function setBox(state: Draft<EditorState>, id: string, box: Partial<PercentBox>) {
  if (!editableIds(state, [id]).length) return;
  const node = state.doc.nodes[id]!;
  const pwidth = tidy(clamp(box.pwidth ?? node.pwidth, 0.25, 100));
  const pheight = tidy(clamp(box.pheight ?? node.pheight, 0.25, 100));
  Object.assign(node, placeWithin({ left: 0, top: 0, pwidth, pheight }, box.left ?? node.left, box.top ?? node.top));
}
