import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import { type NewElementKind, newElement } from '@signage/domain/layouts/elements';
import { current, type Draft, isDraft } from 'immer';
import { type PercentBox, placeWithin, toInner, toOuter } from '../model/geometry.ts';
import { ancestorsOf, type ElementNode, isContainerNode, normalise, subtreeIds } from '../model/normalise.ts';
import type { EditorState } from './editor-store.ts';
import { canEdit, TEMPLATE_LOCKED } from './locking.ts';

type S = Draft<EditorState>;
const editable = (state: S, id: string | undefined) => !!id && canEdit(state.mode, state.doc.nodes[id]);
const hasType = (state: S, test: (node: ElementNode) => boolean) => Object.values(state.doc.nodes).some(test);

/** Where a new element goes: into the selected container, else beside the selected element, else the root. */
export function targetContainer(state: EditorState | S): string {
  const selected = state.selection[0];
  if (!selected || !state.doc.nodes[selected]) return state.doc.rootId;
  return isContainerNode(state.doc.nodes[selected]) ? selected : state.doc.parentOf[selected]!;
}

/** Children's zOrder follows their drawing order, so the tree, the canvas and the saved layout agree. */
function renumber(state: S, parentId: string) {
  state.doc.childIds[parentId]!.forEach((id, index) => {
    state.doc.nodes[id]!.zOrder = index;
  });
}

/** A new element with newElement's defaults, on top inside the target container; answers a refusal, if any. */
export function addElement(state: S, kind: NewElementKind): string | undefined {
  const parentId = targetContainer(state);
  if (!editable(state, parentId))
    return state.mode.readOnly ? (state.mode.readOnlyReason ?? LAYOUT_MESSAGES.readOnly) : TEMPLATE_LOCKED;
  // Spec 01 §4: a touch-app layout accepts no widgets (and a touch app joins no layout that has some).
  if (kind.startsWith('widget_') && hasType(state, (n) => n.type === 'touchapp'))
    return LAYOUT_MESSAGES.touchAppWidgets;
  if (kind === 'touchapp' && hasType(state, (n) => n.type === 'widget')) return LAYOUT_MESSAGES.touchAppWidgets;
  const element = newElement(kind);
  const added = normalise({ ...newElement('region', 'new'), children: [element] });
  delete added.nodes.new;
  Object.assign(state.doc.nodes, added.nodes);
  Object.assign(state.doc.childIds, added.childIds);
  state.doc.parentOf[element.id] = parentId;
  state.doc.childIds[parentId]!.push(element.id);
  renumber(state, parentId);
  state.selection = [element.id];
  return undefined;
}

/** Ctrl+D: copies (with new ids throughout) one step down and right, on top of their originals' siblings. */
export function duplicate(state: S, ids: readonly string[]) {
  const copies: string[] = [];
  for (const id of topmost(state, ids)) {
    const parentId = state.doc.parentOf[id];
    if (!parentId || !editable(state, parentId)) continue;
    const rename = new Map(subtreeIds(state.doc, id).map((old) => [old, globalThis.crypto.randomUUID()]));
    for (const [old, fresh] of rename) {
      const original = state.doc.nodes[old]!;
      const node = structuredClone(isDraft(original) ? current(original) : original) as ElementNode;
      node.id = fresh;
      state.doc.nodes[fresh] = node;
      const children = state.doc.childIds[old];
      if (children) state.doc.childIds[fresh] = children.map((child) => rename.get(child)!);
      state.doc.parentOf[fresh] = old === id ? parentId : rename.get(state.doc.parentOf[old]!)!;
    }
    const copy = state.doc.nodes[rename.get(id)!]!;
    Object.assign(copy, placeWithin(copy, copy.left + 1, copy.top + 1));
    state.doc.childIds[parentId]!.push(copy.id);
    renumber(state, parentId);
    copies.push(copy.id);
  }
  if (copies.length) state.selection = copies;
}

/** Delete: the elements and everything inside them; the root stays. */
export function remove(state: S, ids: readonly string[]) {
  for (const id of topmost(state, ids)) {
    const parentId = state.doc.parentOf[id];
    if (!parentId || !editable(state, id) || !editable(state, parentId)) continue;
    for (const gone of subtreeIds(state.doc, id)) {
      delete state.doc.nodes[gone];
      delete state.doc.childIds[gone];
      delete state.doc.parentOf[gone];
    }
    const siblings = state.doc.childIds[parentId]!;
    siblings.splice(siblings.indexOf(id), 1);
    renumber(state, parentId);
  }
  state.selection = state.selection.filter((id) => state.doc.nodes[id]);
}

/** Z-order (or a sequence's play order): the element to position `index` among its siblings. */
export function reorder(state: S, id: string, index: number) {
  const parentId = state.doc.parentOf[id];
  if (!parentId || !editable(state, parentId)) return;
  const siblings = state.doc.childIds[parentId]!;
  const from = siblings.indexOf(id);
  const to = Math.max(0, Math.min(index, siblings.length - 1));
  if (from === to) return;
  siblings.splice(from, 1);
  siblings.splice(to, 0, id);
  renumber(state, parentId);
}

/**
 * Into another container: the element keeps its place on screen where it can (its box converted into the new
 * parent's percent space) and is clamped inside it. A container never moves into itself or its own contents.
 */
export function moveToContainer(state: S, id: string, targetId: string, index?: number) {
  const parentId = state.doc.parentOf[id];
  if (!parentId || parentId === targetId || !isContainerNode(state.doc.nodes[targetId])) return;
  if (subtreeIds(state.doc, id).includes(targetId)) return;
  if (![id, parentId, targetId].every((x) => editable(state, x))) return;
  const outer = absoluteBox(state, id);
  const inner = toInner(absoluteBox(state, targetId), outer);
  Object.assign(state.doc.nodes[id]!, inner);
  const old = state.doc.childIds[parentId]!;
  old.splice(old.indexOf(id), 1);
  renumber(state, parentId);
  const siblings = state.doc.childIds[targetId]!;
  siblings.splice(index ?? siblings.length, 0, id);
  state.doc.parentOf[id] = targetId;
  renumber(state, targetId);
}

/** An element's box in percent of the whole layout. */
export function absoluteBox(state: EditorState | S, id: string): PercentBox {
  let box: PercentBox = { left: 0, top: 0, pwidth: 100, pheight: 100 };
  for (const ancestor of [...ancestorsOf(state.doc, id).slice(1), id]) box = toOuter(box, state.doc.nodes[ancestor]!);
  return box;
}

/** The selected elements without those already inside another selected one (they go along with it). */
function topmost(state: S, ids: readonly string[]): string[] {
  const chosen = new Set(ids);
  return ids.filter((id) => state.doc.nodes[id] && !ancestorsOf(state.doc, id).some((a) => chosen.has(a)));
}
