import { isContainerNode, type LayoutDoc } from '../model/normalise.ts';

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
