import { Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuPlay, LuX } from 'react-icons/lu';
import { SortableList, useSortableRow } from '../../../components/sortable/sortable-list.tsx';
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
  if (items.length === 0) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="6" textAlign="center" color="fg.muted">
        {/* Only an editor has the song search and the randomizer to add from. */}
        {readOnly ? 'No tracks yet.' : 'No tracks yet. Add songs from the song search or the randomizer.'}
      </Box>
    );
  }
  return (
    <SortableList items={items} nameOf={(item) => trackTitle(item.media)} noun="track" layout="list" onMove={onMove}>
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
    </SortableList>
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
  const title = trackTitle(item.media);
  const { rowProps, handle } = useSortableRow(item.key, readOnly, `Move ${title}`);
  return (
    <HStack
      as="li"
      {...rowProps}
      aria-label={`${position}. ${title}`}
      aria-current={playing || undefined}
      borderWidth="1px"
      rounded="md"
      px="2"
      py="1"
      gap="2"
      bg={playing ? 'accent.subtle' : 'bg'}
    >
      {handle}
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
