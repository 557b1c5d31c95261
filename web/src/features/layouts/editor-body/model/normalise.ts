import type { ContainerElement, LayoutElement } from '@signage/domain/layouts/elements';
import { isContainer } from '@signage/domain/layouts/elements';

type WithoutChildren<T> = T extends { children: unknown } ? Omit<T, 'children'> : T;
/** An element without its children: the store keeps the tree flat so one moved element changes one object. */
export type ElementNode = WithoutChildren<LayoutElement>;

/** The layout tree as the editor holds it: flat, so per-element selectors stay stable while others change. */
export interface LayoutDoc {
  rootId: string;
  nodes: Record<string, ElementNode>;
  /** Children of each container in drawing order (ascending zOrder); a sequence's in play order. */
  childIds: Record<string, string[]>;
  parentOf: Record<string, string>;
}

export const CONTAINER_TYPES = new Set(['region', 'tag_zone', 'sequence']);
export const isContainerNode = (node: ElementNode | undefined): boolean => !!node && CONTAINER_TYPES.has(node.type);

/** The tree flattened; non-sequence children are ordered by zOrder (ties keep their stored order), as drawn. */
export function normalise(root: ContainerElement): LayoutDoc {
  const doc: LayoutDoc = { rootId: root.id, nodes: {}, childIds: {}, parentOf: {} };
  const visit = (element: LayoutElement, parentId?: string) => {
    if (isContainer(element)) {
      const { children, ...node } = element;
      doc.nodes[element.id] = node as ElementNode;
      const ordered =
        element.type === 'sequence'
          ? children
          : children
              .map((child, index) => ({ child, index }))
              .sort((a, b) => a.child.zOrder - b.child.zOrder || a.index - b.index)
              .map(({ child }) => child);
      doc.childIds[element.id] = ordered.map((child) => child.id);
      for (const child of ordered) visit(child, element.id);
    } else {
      doc.nodes[element.id] = element as ElementNode;
    }
    if (parentId) doc.parentOf[element.id] = parentId;
  };
  visit(root);
  return doc;
}

/** The tree back in the domain's shape, for saving and for the frame's onChange. */
export function denormalise(doc: Pick<LayoutDoc, 'rootId' | 'nodes' | 'childIds'>, id = doc.rootId): LayoutElement {
  const node = doc.nodes[id]!;
  const children = doc.childIds[id];
  if (!children) return node as LayoutElement;
  return { ...node, children: children.map((childId) => denormalise(doc, childId)) } as LayoutElement;
}

/** The ids of `id` and everything inside it. */
export function subtreeIds(doc: Pick<LayoutDoc, 'childIds'>, id: string): string[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i++) ids.push(...(doc.childIds[ids[i]!] ?? []));
  return ids;
}

/** The chain of containers from the root down to `id`'s parent. */
export function ancestorsOf(doc: Pick<LayoutDoc, 'parentOf'>, id: string): string[] {
  const chain: string[] = [];
  for (let p = doc.parentOf[id]; p; p = doc.parentOf[p]) chain.unshift(p);
  return chain;
}
