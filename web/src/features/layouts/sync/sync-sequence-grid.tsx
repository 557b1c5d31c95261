import { Badge, Box, Card, HStack, IconButton, SimpleGrid, Text } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';
import { SortableList, useSortableRow } from '../../../components/sortable/sortable-list.tsx';
import { Thumbnail } from '../../../components/thumbnail.tsx';
import { fillColumns } from '../../../lib/fill-columns.ts';
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
  if (items.length === 0) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="6" textAlign="center" color="fg.muted">
        No videos in the sequence yet. Add them from the gallery.
      </Box>
    );
  }
  return (
    <SortableList items={items} nameOf={(item) => item.media.name} noun="video" layout="grid" onMove={onMove}>
      <SimpleGrid as="ol" aria-label="Sequence" templateColumns={fillColumns('180px')} gap="3" listStyleType="none">
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
    </SortableList>
  );
}

function SortableVideo(props: { item: SyncItem; position: number; readOnly: boolean; onRemove: () => void }) {
  const { item, position, readOnly, onRemove } = props;
  const { media } = item;
  const { rowProps, handle } = useSortableRow(item.key, readOnly, `Move ${media.name}`);
  return (
    <Card.Root as="li" {...rowProps} variant="outline" overflow="hidden" aria-label={`${position}. ${media.name}`}>
      <Box position="relative">
        <Thumbnail src={media.thumbnailUrl} alt="" aspectRatio={16 / 9} objectFit="cover" width="full" bg="bg.muted" />
        <Badge position="absolute" top="1" insetStart="1" colorPalette="gray" variant="solid">
          {position}
        </Badge>
      </Box>
      <Text px="2" pt="1" fontSize="sm" truncate title={media.name}>
        {media.name}
      </Text>
      <HStack px="1" pb="1" gap="1" justify="space-between">
        {handle}
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
