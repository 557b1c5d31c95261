import { AspectRatio, Box, Card, chakra, HoverCard, Link, Stack, Text } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { HoverPreviewContent } from '../../components/hover-preview.tsx';
import { TagList } from '../../components/tags/tag-list.tsx';
import { Thumbnail } from '../../components/thumbnail.tsx';
import type { MediaCard_MediaFragment } from '../../gql/graphql.ts';
import { mediaEditPath } from '../../lib/paths.ts';
import { useDisplayTime } from '../../lib/use-display-time.ts';
import { MediaTypeBadge } from './media-type-badge.tsx';

/** The hover preview is clamped to this size (px). */
export const HOVER_PREVIEW_MAX_PX = 550;

interface MediaCardProps {
  media: MediaCard_MediaFragment;
  /** Shows the selection checkbox (the user may delete). */
  selectable: boolean;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}

/** One item of the media grid: thumbnail with a larger preview on hover, name, date created, tags, type. */
export function MediaCard({ media, selectable, selected, onSelectedChange }: MediaCardProps) {
  const navigate = useNavigate();
  const when = useDisplayTime();
  const to = mediaEditPath(media.id);
  const nameId = `media-${media.id}-name`;

  // The whole card opens the item; the checkbox and the links do their own thing.
  const onCardClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, input, button, label')) return;
    void navigate(to);
  };

  return (
    <Card.Root
      as="article"
      aria-labelledby={nameId}
      variant="outline"
      overflow="hidden"
      cursor="pointer"
      onClick={onCardClick}
      borderColor={selected ? 'accent.solid' : undefined}
      outline={selected ? '1px solid' : undefined}
      outlineColor="accent.solid"
      transition="box-shadow 0.15s"
      _hover={{ boxShadow: 'md' }}
      height="full"
      data-selected={selected || undefined}
    >
      <Box position="relative">
        <HoverCard.Root openDelay={400} closeDelay={100} lazyMount unmountOnExit positioning={{ placement: 'right' }}>
          <HoverCard.Trigger asChild>
            <RouterLink to={to} tabIndex={-1} aria-hidden="true">
              {/* The Box keeps AspectRatio's own object-fit: cover off the image: a portrait or 4:3 image is
                  letterboxed whole, never cropped. */}
              <AspectRatio ratio={16 / 9} bg="bg.muted">
                <Box>
                  <Thumbnail
                    src={media.thumbnailUrl}
                    alt=""
                    loading="lazy"
                    width="full"
                    height="full"
                    objectFit="contain"
                  />
                </Box>
              </AspectRatio>
            </RouterLink>
          </HoverCard.Trigger>
          <HoverPreviewContent name={media.name} src={media.thumbnailHqUrl} maxPx={HOVER_PREVIEW_MAX_PX} />
        </HoverCard.Root>
        {selectable && (
          <chakra.label
            position="absolute"
            top="2"
            left="2"
            display="flex"
            p="1.5"
            bg="bg.panel/90"
            borderRadius="l1"
            boxShadow="sm"
            cursor="pointer"
          >
            <chakra.input
              type="checkbox"
              aria-label={`Select ${media.name}`}
              checked={selected}
              onChange={(event) => onSelectedChange(event.currentTarget.checked)}
              boxSize="4"
              cursor="pointer"
              accentColor="var(--chakra-colors-accent-solid)"
            />
          </chakra.label>
        )}
        <MediaTypeBadge mediaFormat={media.mediaFormat} position="absolute" top="2" right="2" />
      </Box>
      <Card.Body p="3" gap="2">
        <Stack gap="0.5">
          <Link asChild fontWeight="semibold" fontSize="sm" color="fg" lineClamp={1} title={media.name} display="block">
            <RouterLink id={nameId} to={to}>
              {media.name}
            </RouterLink>
          </Link>
          <Text fontSize="xs" color="fg.muted">
            <time dateTime={media.dateCreated}>
              {when.date(media.dateCreated)} · {when.time(media.dateCreated)}
            </time>
          </Text>
        </Stack>
        <TagList tags={media.tags} label={`Tags of ${media.name}`} />
      </Card.Body>
    </Card.Root>
  );
}
