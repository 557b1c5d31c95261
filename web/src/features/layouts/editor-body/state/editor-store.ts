import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import type { ContainerElement, NewElementKind } from '@signage/domain/layouts/elements';
import { temporal } from 'zundo';
import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import type { Edge, PercentBox } from '../model/geometry.ts';
import { type ElementNode, type LayoutDoc, normalise } from '../model/normalise.ts';
import { type DragStart, dragTo, moveBy, resizeFrom, setBox } from './geometry-actions.ts';
import { canEdit, canSetEditableFlag, type EditMode } from './locking.ts';
import { addElement, duplicate, moveToContainer, remove, reorder } from './structure-actions.ts';

/** Snap guide lines, in percent of the container the dragged element lives in. */
export interface Guides {
  parentId: string;
  xs: number[];
  ys: number[];
}

export interface EditorState {
  /** The layout: the only part undo and redo see. */
  doc: LayoutDoc;
  selection: string[];
  mode: EditMode;
  /** A drag or resize in progress: the frame hears about the tree when it ends. */
  gesture: boolean;
  guides: Guides | null;
  /** The last refusal to show (e.g. a widget added to a touch-app layout). */
  notice: string | null;
  actions: EditorActions;
}

export interface EditorActions {
  load(tree: ContainerElement): void;
  setMode(mode: Partial<EditMode>): void;
  select(id: string | null, options?: { toggle?: boolean }): void;
  selectMany(ids: string[]): void;
  add(kind: NewElementKind): void;
  /** One undo step for a whole drag: the first change inside it is recorded, the rest are not. */
  beginGesture(): void;
  endGesture(): void;
  moveBy(ids: readonly string[], dx: number, dy: number): void;
  dragTo(starts: readonly DragStart[], dxPx: number, dyPx: number, snapTo?: { left?: number; top?: number }): void;
  resizeFrom(id: string, from: PercentBox, edge: Edge, dx: number, dy: number): void;
  setBox(id: string, box: Partial<PercentBox>): void;
  update(id: string, patch: Partial<ElementNode>): void;
  duplicate(ids?: readonly string[]): void;
  remove(ids?: readonly string[]): void;
  reorder(id: string, index: number): void;
  moveToContainer(id: string, targetId: string, index?: number): void;
  setGuides(guides: Guides | null): void;
  undo(): void;
  redo(): void;
}

type History = Pick<EditorState, 'doc'>;

/** One store per editor on screen: the layout, the selection, the mode; zundo keeps the layout's history. */
export function createEditorStore(tree: ContainerElement, mode: EditMode = { readOnly: false, pageType: 'layout' }) {
  let gesturePending = false;
  const store = createStore<EditorState>()(
    temporal(
      immer((set) => {
        const mutate = (recipe: (state: EditorState) => void) => {
          // A read-only layout changes nothing: a key or button that would change it says why instead.
          if (store.getState().mode.readOnly) {
            set((s) => {
              s.notice = s.mode.readOnlyReason ?? LAYOUT_MESSAGES.readOnly;
            });
            return;
          }
          const before = store.getState().doc;
          set(recipe);
          // The first change of a gesture recorded the state before it; the rest of the gesture is not history.
          // A first step that changed nothing (snapped back, clamped) recorded nothing, so it does not count.
          if (gesturePending && store.getState().doc !== before) {
            gesturePending = false;
            store.temporal.getState().pause();
          }
        };
        const afterTravel = () =>
          set((s) => {
            s.selection = s.selection.filter((id) => s.doc.nodes[id]);
          });
        const actions: EditorActions = {
          load: (next) => {
            set((s) => {
              s.doc = normalise(next);
              s.selection = s.selection.filter((id) => s.doc.nodes[id]);
            });
            store.temporal.getState().clear();
          },
          setMode: (next) => set((s) => void Object.assign(s.mode, next)),
          select: (id, options) =>
            set((s) => {
              if (id === null) s.selection = [];
              else if (!options?.toggle) s.selection = [id];
              else if (s.selection.includes(id)) s.selection = s.selection.filter((x) => x !== id);
              else s.selection.push(id);
            }),
          selectMany: (ids) => set({ selection: ids }),
          add: (kind) =>
            mutate((s) => {
              s.notice = addElement(s, kind) ?? null;
            }),
          beginGesture: () => {
            gesturePending = true;
            set({ gesture: true });
          },
          endGesture: () => {
            if (!gesturePending) store.temporal.getState().resume();
            gesturePending = false;
            set((s) => {
              s.gesture = false;
              s.guides = null;
            });
          },
          moveBy: (ids, dx, dy) => mutate((s) => moveBy(s, ids, dx, dy)),
          dragTo: (starts, dxPx, dyPx, snapTo) => mutate((s) => dragTo(s, starts, dxPx, dyPx, snapTo)),
          resizeFrom: (id, from, edge, dx, dy) => mutate((s) => resizeFrom(s, id, from, edge, dx, dy)),
          setBox: (id, box) => mutate((s) => setBox(s, id, box)),
          update: (id, patch) =>
            mutate((s) => {
              const node = s.doc.nodes[id];
              if (!canEdit(s.mode, node)) return;
              if ('editable' in patch && !canSetEditableFlag(s.mode)) return;
              Object.assign(node!, patch);
            }),
          duplicate: (ids) => mutate((s) => duplicate(s, ids ?? s.selection)),
          remove: (ids) => mutate((s) => remove(s, ids ?? s.selection)),
          reorder: (id, index) => mutate((s) => reorder(s, id, index)),
          moveToContainer: (id, targetId, index) => mutate((s) => moveToContainer(s, id, targetId, index)),
          setGuides: (guides) => set({ guides }),
          undo: () => {
            store.temporal.getState().undo();
            afterTravel();
          },
          redo: () => {
            store.temporal.getState().redo();
            afterTravel();
          },
        };
        return {
          doc: normalise(tree),
          selection: [],
          mode,
          gesture: false,
          guides: null,
          notice: null,
          actions,
        };
      }),
      {
        partialize: (state): History => ({ doc: state.doc }),
        // Selection, guides and notices change without making history.
        equality: (a, b) => a.doc === b.doc,
        limit: 200,
      },
    ),
  );
  return store;
}

export type EditorStore = ReturnType<typeof createEditorStore>;
