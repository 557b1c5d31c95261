import { MOVE_STEP_PERCENT } from '@signage/domain/layouts/constants';
import type { KeyboardEvent } from 'react';
import type { EditorStore } from './state/editor-store.ts';

/** Shift+arrow moves by this many percent (arrows alone by the spec's 0.25 step). */
export const BIG_STEP_PERCENT = 1;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Keys typed into a field belong to the field. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The editor's keys (spec 01 "Layout editor"): Ctrl+S saves, Ctrl+D duplicates, arrows move the selection by 0.25
 * percent (Shift: 1), Delete removes, Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) undo and redo. Answers whether it acted.
 */
export function handleEditorKey(e: KeyboardEvent, store: EditorStore, onSave?: () => void): boolean {
  const ctrl = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  if (ctrl && key === 's') {
    onSave?.();
    return true;
  }
  if (isTyping(e.target)) return false;
  const { actions, selection } = store.getState();
  if (ctrl && key === 'd') actions.duplicate();
  else if (ctrl && key === 'z' && !e.shiftKey) actions.undo();
  else if (ctrl && (key === 'y' || (key === 'z' && e.shiftKey))) actions.redo();
  else if (!ctrl && (e.key === 'Delete' || e.key === 'Backspace') && selection.length) actions.remove();
  else if (!ctrl && ARROWS[e.key] && selection.length && !(e.target as HTMLElement).closest?.('[role="tree"]')) {
    const [x, y] = ARROWS[e.key]!;
    const step = e.shiftKey ? BIG_STEP_PERCENT : MOVE_STEP_PERCENT;
    actions.moveBy(selection, x * step, y * step);
  } else return false;
  return true;
}
