import { IconButton } from '@chakra-ui/react';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { LuGripVertical } from 'react-icons/lu';

interface SortableListProps<T extends { key: string }> {
  items: readonly T[];
  /** How a screen reader names an entry in the announcements. */
  nameOf: (item: T) => string;
  /** "track", "video": the word of the keyboard instructions. */
  noun: string;
  /** A column (list) or a wrapping grid of tiles. */
  layout: 'list' | 'grid';
  onMove: (fromKey: string, toKey: string) => void;
  /** The list element holding one SortableRow-using child per item. */
  children: ReactNode;
}

/**
 * An ordered list sorted by dragging an entry's handle with the mouse, or with the keyboard (Space to pick up,
 * arrow keys to move, Space to drop, Escape to cancel); each move is announced with the entry's name and place.
 */
export function SortableList<T extends { key: string }>(props: SortableListProps<T>) {
  const { items, nameOf, noun, layout, onMove, children } = props;
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so the entry's buttons still take clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: string | number) => {
    const item = items.find((i) => i.key === id);
    return item ? nameOf(item) : noun;
  };
  const placeOf = (id: string | number | undefined) => items.findIndex((item) => item.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, at position ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} moved to position ${placeOf(over.id)} of ${items.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at position ${placeOf(over.id)} of ${items.length}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: `To move a ${noun}, press Space, move it with the arrow keys, then press Space again to drop it, or Escape to cancel.`,
        },
      }}
    >
      <SortableContext
        items={items.map((item) => item.key)}
        strategy={layout === 'list' ? verticalListSortingStrategy : rectSortingStrategy}
      >
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * One entry of a SortableList: the props its element takes (place, drag look) and its drag handle (none when
 * the list is read-only).
 */
export function useSortableRow(key: string, readOnly: boolean, handleLabel: string) {
  const sortable = useSortable({ id: key, disabled: readOnly });
  return {
    rowProps: {
      ref: sortable.setNodeRef,
      'data-dragging': sortable.isDragging || undefined,
      style: { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition },
      zIndex: sortable.isDragging ? 1 : undefined,
      boxShadow: sortable.isDragging ? 'lg' : undefined,
    },
    handle: readOnly ? null : (
      <IconButton
        size="xs"
        variant="ghost"
        cursor="grab"
        aria-label={handleLabel}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <LuGripVertical />
      </IconButton>
    ),
  };
}
