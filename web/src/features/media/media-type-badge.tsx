import { Badge, type BadgeProps } from '@chakra-ui/react';
import { MEDIA_TYPE_LABELS, MEDIA_TYPE_PALETTES, mediaTypeOf } from '../../components/labels/media-type-labels.ts';

/** The media type as a coloured badge, e.g. "Image", titled with its format. */
export function MediaTypeBadge({ mediaFormat, ...props }: { mediaFormat: string } & BadgeProps) {
  const type = mediaTypeOf(mediaFormat);
  return (
    <Badge
      colorPalette={type ? MEDIA_TYPE_PALETTES[type] : 'gray'}
      variant="solid"
      size="sm"
      title={`Format: ${mediaFormat.toUpperCase()}`}
      {...props}
    >
      {type ? MEDIA_TYPE_LABELS[type] : mediaFormat.toUpperCase()}
    </Badge>
  );
}
