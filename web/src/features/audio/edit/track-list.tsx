import { Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
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
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { LuGripVertical, LuPlay, LuX } from 'react-icons/lu';
import { durationText, type PlaylistItem, trackTitle } from './use-playlist-tracks.ts';

interface TrackListProps {
  items: readonly PlaylistItem[];
  readOnly: boolean;
  /** The track the preview is playing, by key. */
  playingKey: string | undefined;
  onMove: (fromKey: string, toKey: string) => void;
  onRemove: (key: string) => void;
  onPlay: (index: number) => void;
}

/**
 * The track list in play order, sorted by dragging a row's handle with the mouse, or with the keyboard (Space to
 * pick up, arrow keys to move, Space to drop, Escape to cancel), as the sync sequence; each move is announced.
 */
export function TrackList({ items, readOnly, playingKey, onMove, onRemove, onPlay }: TrackListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => {
    const item = items.find((i) => i.key === id);
    return item ? trackTitle(item.media) : 'Track';
  };
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
        No tracks yet. Add songs from the song search or the randomizer.
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
            'To move a track, press Space, move it with the arrow keys, then press Space again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <Stack as="ol" aria-label="Tracks" gap="1" listStyleType="none">
          {items.map((item, index) => (
            <SortableTrack
              key={item.key}
              item={item}
              position={index + 1}
              playing={item.key === playingKey}
              readOnly={readOnly}
              onRemove={() => onRemove(item.key)}
              onPlay={() => onPlay(index)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

interface SortableTrackProps {
  item: PlaylistItem;
  position: number;
  playing: boolean;
  readOnly: boolean;
  onRemove: () => void;
  onPlay: () => void;
}

function SortableTrack({ item, position, playing, readOnly, onRemove, onPlay }: SortableTrackProps) {
  const sortable = useSortable({ id: item.key, disabled: readOnly });
  const title = trackTitle(item.media);
  return (
    <HStack
      as="li"
      ref={sortable.setNodeRef}
      aria-label={`${position}. ${title}`}
      aria-current={playing || undefined}
      borderWidth="1px"
      rounded="md"
      px="2"
      py="1"
      gap="2"
      bg={playing ? 'accent.subtle' : 'bg'}
      data-dragging={sortable.isDragging || undefined}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      zIndex={sortable.isDragging ? 1 : undefined}
      boxShadow={sortable.isDragging ? 'lg' : undefined}
    >
      {!readOnly && (
        <IconButton
          size="xs"
          variant="ghost"
          cursor="grab"
          aria-label={`Move ${title}`}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <LuGripVertical />
        </IconButton>
      )}
      <Text fontSize="sm" color="fg.muted" minW="6" textAlign="end">
        {position}
      </Text>
      <Text fontSize="sm" flex="1" truncate title={item.media.name}>
        {title}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {durationText(item.media.duration)}
      </Text>
      <IconButton size="xs" variant="ghost" aria-label={`Play ${title}`} onClick={onPlay}>
        <LuPlay />
      </IconButton>
      {!readOnly && (
        <IconButton size="xs" variant="ghost" aria-label={`Remove ${title} from the playlist`} onClick={onRemove}>
          <LuX />
        </IconButton>
      )}
    </HStack>
  );
}
