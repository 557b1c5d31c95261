import { Box, Heading, HStack, IconButton, Text } from '@chakra-ui/react';
import { DndContext, type DragEndEvent, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { LuArrowDown, LuArrowUp, LuIndentDecrease, LuIndentIncrease } from 'react-icons/lu';
import { useEditor, useEditorStore } from '../state/editor-context.ts';
import { applyTreeMove, dropMove, dropWhere, flattenTree, moveIn, moveOut, type TreeMove } from './tree-moves.ts';
import { TreeRow } from './tree-row.tsx';
import { useTreeWindow } from './use-tree-window.ts';

/**
 * The containment hierarchy, selection shared with the canvas. Rows drag (dnd-kit) to reorder or into another
 * container; the buttons above do the same from the keyboard. Lower in a container's list is drawn on top; a
 * sequence plays its list from the top. Only the rows in view are rendered (a layout may hold hundreds of elements);
 * the selected row and the one being dragged stay rendered so focus and a drag survive scrolling.
 */
export function ElementTree() {
  const store = useEditorStore();
  const childIds = useEditor((s) => s.doc.childIds);
  const rootId = useEditor((s) => s.doc.rootId);
  const rows = useMemo(() => flattenTree({ rootId, childIds }), [rootId, childIds]);
  const ids = useMemo(() => rows.map((r) => r.id), [rows]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const focused = useEditor((s) => s.selection[s.selection.length - 1] ?? s.doc.rootId);
  const readOnly = useEditor((s) => s.mode.readOnly);
  const canMove = useEditor((s) => !s.mode.readOnly && s.selection.length === 1 && s.selection[0] !== s.doc.rootId);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const { virtualizer, focusRow } = useTreeWindow(scrollRef, ids, [focused, dragging]);

  const apply = (id: string, move: TreeMove | undefined) => applyTreeMove(store.getState().actions, id, move);
  const shift = (delta: number) => {
    const { doc, selection } = store.getState();
    const id = selection[0]!;
    apply(id, { kind: 'reorder', index: doc.childIds[doc.parentOf[id]!]!.indexOf(id) + delta });
  };

  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    setDragging(null);
    if (!over) return;
    const { doc } = store.getState();
    const activeRect = active.rect.current.initial;
    const centre = (activeRect?.top ?? 0) + (activeRect?.height ?? 0) / 2 + delta.y;
    const fraction = (centre - over.rect.top) / over.rect.height;
    const overId = String(over.id);
    apply(String(active.id), dropMove(doc, String(active.id), overId, dropWhere(doc, overId, fraction)));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const index = ids.indexOf(focused);
    const next = e.key === 'ArrowDown' ? ids[index + 1] : e.key === 'ArrowUp' ? ids[index - 1] : undefined;
    const to = e.key === 'Home' ? ids[0] : e.key === 'End' ? ids[ids.length - 1] : next;
    if (!to) return;
    e.preventDefault();
    store.getState().actions.select(to);
    focusRow(to);
  };

  return (
    <Box display="flex" flexDirection="column" minH="0" h="full">
      <HStack px="2" py="1" borderBottomWidth="1px" gap="1">
        <Heading size="xs" as="h2" flex="1" id="layout-tree-heading">
          Elements
        </Heading>
        {[
          { label: 'Move up', Icon: LuArrowUp, move: () => shift(-1) },
          { label: 'Move down', Icon: LuArrowDown, move: () => shift(1) },
          {
            label: 'Move out of its container',
            Icon: LuIndentDecrease,
            move: () => apply(focused, moveOut(store.getState().doc, focused)),
          },
          {
            label: 'Move into the container above',
            Icon: LuIndentIncrease,
            move: () => apply(focused, moveIn(store.getState().doc, focused)),
          },
        ].map(({ label, Icon, move }) => (
          <IconButton key={label} size="2xs" variant="ghost" aria-label={label} disabled={!canMove} onClick={move}>
            <Icon />
          </IconButton>
        ))}
      </HStack>
      <Text px="2" fontSize="xs" color="fg.muted" id="layout-tree-help">
        Lower in a list is drawn on top; a sequence plays from the top.
      </Text>
      <div ref={scrollRef} style={{ overflow: 'auto', flex: 1, minHeight: 0, paddingInline: 4 }}>
        <DndContext
          sensors={sensors}
          onDragStart={({ active }) => setDragging(String(active.id))}
          onDragCancel={() => setDragging(null)}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={readOnly}>
            <div
              role="tree"
              aria-labelledby="layout-tree-heading"
              aria-describedby="layout-tree-help"
              onKeyDown={onKeyDown}
              style={{ position: 'relative', height: virtualizer.getTotalSize() }}
            >
              {virtualizer.getVirtualItems().map(({ index, start }) => {
                const row = rows[index]!;
                return (
                  <TreeRow key={row.id} id={row.id} depth={row.depth} top={start} focusable={row.id === focused} />
                );
              })}
            </div>
          </SortableContext>
        </DndContext>
      </div>
    </Box>
  );
}
