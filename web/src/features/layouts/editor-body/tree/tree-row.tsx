import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { elementLabel, kindLabel } from '@signage/domain/layouts/elements';
import { memo } from 'react';
import { countRender } from '../canvas/render-count.ts';
import { useEditor } from '../state/editor-context.ts';

/** Every row is one line this tall, so the tree can render only the rows in view. */
export const TREE_ROW_HEIGHT = 22;

/**
 * The row's name. A text element keeps the kind's default name ("Text"), so every one read "Text · Text": unless
 * someone named or labelled it, it is shown by the first line of its text.
 */
export function treeLabel(node: { type?: unknown; custom_label?: unknown; name?: unknown; text_value?: unknown }) {
  const label = elementLabel(node);
  if (node.type !== 'text' || typeof node.text_value !== 'string' || label !== kindLabel('text')) return label;
  const line = node.text_value.trim().split('\n')[0]?.trim();
  return line ? `“${line}”` : label;
}

/**
 * One element in the tree, placed at `top` in the tree's full height; it reads only its label, kind and selection,
 * so moves on the canvas leave it be.
 */
export const TreeRow = memo(function TreeRow({
  id,
  depth,
  top,
  focusable,
}: {
  id: string;
  depth: number;
  top: number;
  focusable: boolean;
}) {
  countRender('TreeRow');
  const label = useEditor((s) => treeLabel(s.doc.nodes[id] ?? {}));
  const kind = useEditor((s) => s.doc.nodes[id]?.type ?? '');
  const hidden = useEditor((s) => s.doc.nodes[id]?.visible === false);
  const selected = useEditor((s) => s.selection.includes(id));
  const isRoot = useEditor((s) => s.doc.rootId === id);
  const select = useEditor((s) => s.actions.select);
  const { setNodeRef, listeners, attributes, transform, transition, isDragging } = useSortable({
    id,
    disabled: isRoot,
  });
  return (
    <div
      ref={setNodeRef}
      id={`tree-row-${id}`}
      role="treeitem"
      aria-level={depth + 1}
      aria-selected={selected}
      aria-roledescription={isRoot ? undefined : attributes['aria-roledescription']}
      tabIndex={focusable ? 0 : -1}
      {...listeners}
      onClick={(e) => select(id, { toggle: e.shiftKey || e.ctrlKey || e.metaKey })}
      onKeyDown={(e) => {
        if (e.key === ' ' || e.key === 'Enter') select(id, { toggle: e.ctrlKey || e.metaKey });
      }}
      style={{
        position: 'absolute',
        top,
        left: 0,
        right: 0,
        height: TREE_ROW_HEIGHT,
        lineHeight: `${TREE_ROW_HEIGHT - 4}px`,
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : hidden ? 0.6 : 1,
        paddingLeft: 4 + depth * 14,
        paddingRight: 4,
        paddingBlock: 2,
        fontSize: 13,
        cursor: isRoot ? 'default' : 'grab',
        borderRadius: 4,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        background: selected ? 'var(--chakra-colors-blue-subtle, #dbeafe)' : undefined,
        outlineOffset: -2,
      }}
    >
      {label} <span style={{ opacity: 0.7 }}>· {kindLabel(kind)}</span>
    </div>
  );
});
