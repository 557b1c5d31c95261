import { elementLabel } from '@signage/domain/layouts/elements';
import { memo } from 'react';
import type { Edge } from '../model/geometry.ts';
import { useEditor, useNode } from '../state/editor-context.ts';
import type { EditorState } from '../state/editor-store.ts';
import { elementBoxStyle } from './element-box.ts';
import { ElementContent } from './element-content.tsx';
import { countRender } from './render-count.ts';

const EDGES: Edge[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];
const HANDLE_AT: Record<Edge, { left: string; top: string; cursor: string }> = {
  nw: { left: '0%', top: '0%', cursor: 'nwse-resize' },
  n: { left: '50%', top: '0%', cursor: 'ns-resize' },
  ne: { left: '100%', top: '0%', cursor: 'nesw-resize' },
  e: { left: '100%', top: '50%', cursor: 'ew-resize' },
  se: { left: '100%', top: '100%', cursor: 'nwse-resize' },
  s: { left: '50%', top: '100%', cursor: 'ns-resize' },
  sw: { left: '0%', top: '100%', cursor: 'nesw-resize' },
  w: { left: '0%', top: '50%', cursor: 'ew-resize' },
};

/**
 * The child a sequence shows: the one holding the selection, else its first visible one (what a player starts
 * with). Answers a string, so a sequence re-renders only when that changes.
 */
function shownChild(state: EditorState, sequenceId: string): string | undefined {
  const children = state.doc.childIds[sequenceId] ?? [];
  for (const selected of state.selection) {
    for (let id: string | undefined = selected; id; id = state.doc.parentOf[id]) {
      if (state.doc.parentOf[id] === sequenceId) return id;
    }
  }
  return children.find((id) => state.doc.nodes[id]?.visible) ?? children[0];
}

/**
 * One element on the canvas, placed in percent of its parent's box, with its children inside it. Each reads
 * only its own node from the store, so moving one element re-renders that element and nothing else.
 */
export const ElementView = memo(function ElementView({ id }: { id: string }) {
  countRender('ElementView');
  const node = useNode(id);
  const isRoot = useEditor((s) => s.doc.rootId === id);
  const children = useEditor((s) => (node?.type === 'sequence' ? undefined : s.doc.childIds[id]));
  const sequenceShows = useEditor((s) => (node?.type === 'sequence' ? shownChild(s, id) : undefined));
  const selected = useEditor((s) => (s.selection.includes(id) ? (s.selection.length === 1 ? 'one' : 'many') : ''));
  if (!node) return null;
  const shown = node.type === 'sequence' ? (sequenceShows ? [sequenceShows] : []) : (children ?? []);
  return (
    <div
      data-element-id={id}
      style={{
        ...elementBoxStyle(node, isRoot),
        // Hidden elements do not play; they stay faintly visible here so they can be found and selected.
        opacity: node.visible ? 1 : 0.3,
        outline: node.visible ? undefined : '1px dashed #999',
        cursor: isRoot ? 'crosshair' : 'move',
        touchAction: 'none',
      }}
    >
      <ElementContent node={node} />
      {shown.map((childId) => (
        <ElementView key={childId} id={childId} />
      ))}
      {selected && !isRoot && <SelectionFrame label={elementLabel(node)} handles={selected === 'one'} />}
    </div>
  );
});

function SelectionFrame({ label, handles }: { label: string; handles: boolean }) {
  countRender('SelectionFrame');
  return (
    <div
      data-selection-frame={label}
      style={{
        position: 'absolute',
        inset: 0,
        outline: '2px solid #3182ce',
        outlineOffset: -1,
        zIndex: 100000,
        pointerEvents: 'none',
      }}
    >
      {handles &&
        EDGES.map((edge) => (
          <div
            key={edge}
            data-handle={edge}
            style={{
              position: 'absolute',
              ...HANDLE_AT[edge],
              width: 10,
              height: 10,
              margin: '-5px 0 0 -5px',
              background: '#fff',
              border: '1px solid #3182ce',
              pointerEvents: 'auto',
            }}
          />
        ))}
    </div>
  );
}
