import { Badge, Box, Card, HStack, IconButton, Image, SimpleGrid, Text } from '@chakra-ui/react';
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
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { LuGripVertical, LuX } from 'react-icons/lu';
import { SyncVideoInfo } from './sync-video-info.tsx';
import type { SyncItem } from './use-sync-sequence-items.ts';

interface SyncSequenceGridProps {
  items: readonly SyncItem[];
  readOnly: boolean;
  onMove: (fromKey: string, toKey: string) => void;
  onRemove: (key: string) => void;
}

/**
 * The sequence grid (spec 01 "Sync-sequence editor"): the videos in play order, sorted by dragging a tile's
 * handle with the mouse, or with the keyboard (Space to pick up, arrow keys to move, Space to drop, Escape to
 * cancel); each move is announced with the video's name and place.
 */
export function SyncSequenceGrid({ items, readOnly, onMove, onRemove }: SyncSequenceGridProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so the tile's buttons still take clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => items.find((item) => item.key === id)?.media.name ?? 'Video';
  const placeOf = (id: string | number | undefined) => items.findIndex((item) => item.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at position ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} moved to position ${placeOf(over.id)} of ${items.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at position ${placeOf(over.id)} of ${items.length}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  if (items.length === 0) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="6" textAlign="center" color="fg.muted">
        No videos in the sequence yet. Add them from the gallery.
      </Box>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a video, press Space, move it with the arrow keys, then press Space again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={items.map((item) => item.key)} strategy={rectSortingStrategy}>
        <SimpleGrid as="ol" aria-label="Sequence" minChildWidth="180px" gap="3" listStyleType="none">
          {items.map((item, index) => (
            <SortableVideo
              key={item.key}
              item={item}
              position={index + 1}
              readOnly={readOnly}
              onRemove={() => onRemove(item.key)}
            />
          ))}
        </SimpleGrid>
      </SortableContext>
    </DndContext>
  );
}

function SortableVideo(props: { item: SyncItem; position: number; readOnly: boolean; onRemove: () => void }) {
  const { item, position, readOnly, onRemove } = props;
  const sortable = useSortable({ id: item.key, disabled: readOnly });
  const { media } = item;
  return (
    <Card.Root
      as="li"
      ref={sortable.setNodeRef}
      variant="outline"
      overflow="hidden"
      aria-label={`${position}. ${media.name}`}
      data-dragging={sortable.isDragging || undefined}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      zIndex={sortable.isDragging ? 1 : undefined}
      boxShadow={sortable.isDragging ? 'lg' : undefined}
    >
      <Box position="relative">
        <Image src={media.thumbnailUrl} alt="" aspectRatio={16 / 9} objectFit="cover" width="full" bg="bg.muted" />
        <Badge position="absolute" top="1" insetStart="1" colorPalette="gray" variant="solid">
          {position}
        </Badge>
      </Box>
      <Text px="2" pt="1" fontSize="sm" truncate title={media.name}>
        {media.name}
      </Text>
      <HStack px="1" pb="1" gap="1" justify="space-between">
        {!readOnly && (
          <IconButton
            size="xs"
            variant="ghost"
            cursor="grab"
            aria-label={`Move ${media.name}`}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <LuGripVertical />
          </IconButton>
        )}
        <SyncVideoInfo media={media} position={position} />
        {!readOnly && (
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={`Remove ${media.name} from the sequence`}
            onClick={onRemove}
          >
            <LuX />
          </IconButton>
        )}
      </HStack>
    </Card.Root>
  );
}
