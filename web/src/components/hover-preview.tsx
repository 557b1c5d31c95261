import { HoverCard, Portal } from '@chakra-ui/react';
import { Thumbnail } from './thumbnail.tsx';

/**
 * The large picture a hover card shows over a media thumbnail (spec: the media library's and campaign media's
 * hover previews), clamped to `maxPx` and to the window.
 */
export function HoverPreviewContent({ name, src, maxPx }: { name: string; src: string; maxPx: number }) {
  return (
    <Portal>
      <HoverCard.Positioner>
        <HoverCard.Content p="1" maxWidth="none" aria-label={`Preview of ${name}`}>
          <Thumbnail
            src={src}
            alt={`Preview of ${name}`}
            maxWidth={`min(${maxPx}px, 90vw)`}
            maxHeight={`min(${maxPx}px, 90vh)`}
            objectFit="contain"
            borderRadius="l1"
          />
        </HoverCard.Content>
      </HoverCard.Positioner>
    </Portal>
  );
}
