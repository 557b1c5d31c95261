import { AspectRatio, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMaximize } from 'react-icons/lu';
import { mediaTypeOf } from '../../../components/labels/media-type-labels.ts';
import { Thumbnail } from '../../../components/thumbnail.tsx';
import type { MediaPreview_MediaFragment } from '../../../gql/graphql.ts';
import { FullScreenImage } from './full-screen-image.tsx';

/**
 * The large preview (the 1280 x 720 thumbnail). An image can be viewed full screen from its file. A video shows
 * its poster frame: the signed download link is an attachment and is signed over its exact query, so it is
 * not played here.
 */
export function MediaPreview({ media }: { media: MediaPreview_MediaFragment }) {
  const [fullScreen, setFullScreen] = useState(false);
  const type = mediaTypeOf(media.mediaFormat);
  return (
    <Stack gap="3">
      <AspectRatio ratio={16 / 9} bg="bg.muted" borderRadius="l2" overflow="hidden" borderWidth="1px">
        <Box>
          <Thumbnail
            src={media.thumbnailHqUrl}
            alt={`Preview of ${media.name}`}
            width="full"
            height="full"
            objectFit="contain"
          />
        </Box>
      </AspectRatio>
      {type === 'image' && (
        <Box>
          <Button variant="outline" size="sm" onClick={() => setFullScreen(true)}>
            <LuMaximize />
            View full screen
          </Button>
          <FullScreenImage
            open={fullScreen}
            onClose={() => setFullScreen(false)}
            src={media.downloadUrl}
            name={media.name}
          />
        </Box>
      )}
      {type === 'video' && (
        <Text fontSize="sm" color="fg.muted">
          The poster frame of the video. Download the file to play it.
        </Text>
      )}
    </Stack>
  );
}
