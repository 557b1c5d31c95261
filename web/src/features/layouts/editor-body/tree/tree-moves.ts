import { isContainerNode, type LayoutDoc } from '../model/normalise.ts';
import type { EditorActions } from '../state/editor-store.ts';

/** Rows of the element tree: every element, parents before children, with its depth. */
export function flattenTree(doc: Pick<LayoutDoc, 'rootId' | 'childIds'>): { id: string; depth: number }[] {
  const rows: { id: string; depth: number }[] = [];
  const visit = (id: string, depth: number) => {
    rows.push({ id, depth });
    for (const child of doc.childIds[id] ?? []) visit(child, depth + 1);
  };
  visit(doc.rootId, 0);
  return rows;
}

export type TreeMove = { kind: 'reorder'; index: number } | { kind: 'container'; targetId: string; index?: number };

/** A tree move carried out on the store: one undo step. */
export function applyTreeMove(
  actions: Pick<EditorActions, 'reorder' | 'moveToContainer'>,
  id: string,
  move: TreeMove | undefined,
) {
  if (!move) return;
  if (move.kind === 'reorder') actions.reorder(id, move.index);
  else actions.moveToContainer(id, move.targetId, move.index);
}

/** Move out: into the parent's parent, just after the parent. */
export function moveOut(doc: LayoutDoc, id: string): TreeMove | undefined {
  const parent = doc.parentOf[id];
  const grand = parent && doc.parentOf[parent];
  if (!grand) return undefined;
  return { kind: 'container', targetId: grand, index: doc.childIds[grand]!.indexOf(parent) + 1 };
}

/** Move in: into the nearest container listed above it among its siblings, at the end. */
export function moveIn(doc: LayoutDoc, id: string): TreeMove | undefined {
  const siblings = doc.childIds[doc.parentOf[id] ?? ''] ?? [];
  const above = siblings.slice(0, siblings.indexOf(id)).reverse();
  const target = above.find((sibling) => isContainerNode(doc.nodes[sibling]));
  return target ? { kind: 'container', targetId: target } : undefined;
}

/**
 * Where a drop lands on a row, from how far down the row (0 to 1) the dragged row's centre was: a container's row
 * takes it inside below its top third; elsewhere it goes before the upper half and after the lower.
 */
export function dropWhere(doc: LayoutDoc, overId: string, fraction: number): 'before' | 'after' | 'inside' {
  if (fraction < 0.35) return 'before';
  if (isContainerNode(doc.nodes[overId])) return 'inside';
  return fraction < 0.5 ? 'before' : 'after';
}

/**
 * A tree row dropped on another: on a container's lower part it goes inside (at the end); otherwise it joins the
 * row's parent just before or after it.
 */
export function dropMove(
  doc: LayoutDoc,
  id: string,
  overId: string,
  where: 'before' | 'after' | 'inside',
): TreeMove | undefined {
  if (id === overId || overId === doc.rootId) {
    return overId === doc.rootId && doc.parentOf[id] !== doc.rootId
      ? { kind: 'container', targetId: doc.rootId }
      : undefined;
  }
  if (where === 'inside' && isContainerNode(doc.nodes[overId])) return { kind: 'container', targetId: overId };
  const parent = doc.parentOf[overId]!;
  const siblings = doc.childIds[parent]!;
  let index = siblings.indexOf(overId) + (where === 'after' ? 1 : 0);
  if (doc.parentOf[id] === parent) {
    if (siblings.indexOf(id) < index) index -= 1;
    return { kind: 'reorder', index };
  }
  return { kind: 'container', targetId: parent, index };
}
