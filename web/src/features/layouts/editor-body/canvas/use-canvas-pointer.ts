import { type PointerEvent, type RefObject, useRef, useState } from 'react';
import type { Edge, PercentBox } from '../model/geometry.ts';
import { useEditorStore } from '../state/editor-context.ts';
import type { DragStart } from '../state/geometry-actions.ts';
import { dragSnapLines, type SnapLines, snapDrag } from './snapping.ts';

/** Pixels the pointer travels before a press becomes a drag (a click must not make history). */
const DRAG_SLOP = 3;
/** Pixels within which an edge or centre snaps to a line. */
const SNAP_PX = 6;

type Gesture =
  | {
      kind: 'drag';
      x0: number;
      y0: number;
      starts: DragStart[];
      box: PercentBox;
      parentId: string;
      lines: SnapLines;
      began: boolean;
    }
  | {
      kind: 'resize';
      x0: number;
      y0: number;
      id: string;
      from: PercentBox;
      edge: Edge;
      parentPx: DragStart['parentPx'];
      began: boolean;
    }
  | { kind: 'band'; x0: number; y0: number; toggle: boolean };

export interface Band {
  left: number;
  top: number;
  width: number;
  height: number;
}

const hasModifier = (e: PointerEvent) => e.shiftKey || e.ctrlKey || e.metaKey;

/** Pointer gestures on the stage: select, drag the selection, resize from a handle, rubber-band select. */
export function useCanvasPointer(stageRef: RefObject<HTMLDivElement | null>) {
  const store = useEditorStore();
  const gesture = useRef<Gesture | null>(null);
  const [band, setBand] = useState<Band | null>(null);

  const rectOf = (id: string) =>
    stageRef.current?.querySelector(`[data-element-id="${CSS.escape(id)}"]`)?.getBoundingClientRect();
  const parentPx = (id: string) => {
    const rect = rectOf(store.getState().doc.parentOf[id]!);
    return { width: rect?.width || 1, height: rect?.height || 1 };
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    const target = e.target as Element;
    const id = target.closest<HTMLElement>('[data-element-id]')?.dataset.elementId;
    const state = store.getState();
    const { actions, doc, mode } = state;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    if (!id || id === doc.rootId) {
      const stage = stageRef.current!.getBoundingClientRect();
      gesture.current = { kind: 'band', x0: e.clientX - stage.left, y0: e.clientY - stage.top, toggle: hasModifier(e) };
      return;
    }
    const edge = target.closest<HTMLElement>('[data-handle]')?.dataset.handle as Edge | undefined;
    const node = doc.nodes[id]!;
    const box = { left: node.left, top: node.top, pwidth: node.pwidth, pheight: node.pheight };
    if (edge && !mode.readOnly) {
      gesture.current = {
        kind: 'resize',
        x0: e.clientX,
        y0: e.clientY,
        id,
        from: box,
        edge,
        parentPx: parentPx(id),
        began: false,
      };
      return;
    }
    if (hasModifier(e)) return actions.select(id, { toggle: true });
    if (!state.selection.includes(id)) actions.select(id);
    if (mode.readOnly) return;
    const selection = store.getState().selection.filter((x) => x !== id && x !== doc.rootId);
    const starts = [id, ...selection].map((x) => ({
      id: x,
      left: doc.nodes[x]!.left,
      top: doc.nodes[x]!.top,
      parentPx: parentPx(x),
    }));
    const parentId = doc.parentOf[id]!;
    gesture.current = {
      kind: 'drag',
      x0: e.clientX,
      y0: e.clientY,
      starts,
      box,
      parentId,
      lines: dragSnapLines(doc, parentId, new Set(starts.map((s) => s.id))),
      began: false,
    };
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g) return;
    const { actions } = store.getState();
    if (g.kind === 'band') {
      const stage = stageRef.current!.getBoundingClientRect();
      const [x, y] = [e.clientX - stage.left, e.clientY - stage.top];
      setBand({
        left: Math.min(x, g.x0),
        top: Math.min(y, g.y0),
        width: Math.abs(x - g.x0),
        height: Math.abs(y - g.y0),
      });
      return;
    }
    const [dx, dy] = [e.clientX - g.x0, e.clientY - g.y0];
    if (!g.began) {
      if (Math.hypot(dx, dy) < DRAG_SLOP) return;
      g.began = true;
      actions.beginGesture();
    }
    if (g.kind === 'resize') {
      actions.resizeFrom(g.id, g.from, g.edge, (dx / g.parentPx.width) * 100, (dy / g.parentPx.height) * 100);
      return;
    }
    const { parentPx: px } = g.starts[0]!;
    const [pw, ph] = [px.width / 100, px.height / 100];
    const { snapTo, guides } = snapDrag(g.box, g.lines, dx / pw, dy / ph, { x: SNAP_PX / pw, y: SNAP_PX / ph });
    actions.dragTo(g.starts, dx, dy, snapTo);
    const shown = store.getState().guides;
    if (shown?.xs[0] !== guides.xs[0] || shown?.ys[0] !== guides.ys[0])
      actions.setGuides({ parentId: g.parentId, ...guides });
  };

  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    gesture.current = null;
    if (!g) return;
    if (g.kind !== 'band') {
      if (g.began) store.getState().actions.endGesture();
      return;
    }
    setBand(null);
    const stage = stageRef.current!.getBoundingClientRect();
    const [x, y] = [e.clientX - stage.left, e.clientY - stage.top];
    if (Math.hypot(x - g.x0, y - g.y0) < DRAG_SLOP) {
      if (!g.toggle) store.getState().actions.select(store.getState().doc.rootId);
      return;
    }
    selectInBand(
      {
        left: stage.left + Math.min(x, g.x0),
        top: stage.top + Math.min(y, g.y0),
        right: stage.left + Math.max(x, g.x0),
        bottom: stage.top + Math.max(y, g.y0),
      },
      g.toggle,
    );
  };

  /** Everything wholly inside the band, but not what is inside something already chosen (it moves with it). */
  const selectInBand = (b: { left: number; top: number; right: number; bottom: number }, add: boolean) => {
    const { doc, selection, actions } = store.getState();
    const inside = new Set<string>();
    for (const el of stageRef.current!.querySelectorAll<HTMLElement>('[data-element-id]')) {
      const r = el.getBoundingClientRect();
      const id = el.dataset.elementId!;
      if (id !== doc.rootId && r.left >= b.left && r.right <= b.right && r.top >= b.top && r.bottom <= b.bottom)
        inside.add(id);
    }
    const chosen = [...inside].filter((id) => {
      for (let p = doc.parentOf[id]; p; p = doc.parentOf[p]) if (inside.has(p)) return false;
      return true;
    });
    actions.selectMany(add ? [...new Set([...selection, ...chosen])] : chosen);
  };

  return { band, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}
