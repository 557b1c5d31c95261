import { Box, Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';
import { LuImageOff } from 'react-icons/lu';

/** What a picture that did not load says, to the eye (its title) and to a screen reader (its label). */
export const NO_PREVIEW = 'No preview: the file could not be loaded';

/**
 * A media or layout picture that, when it does not load (its file is missing from storage, the server did not
 * answer), takes its place as a muted box with a crossed-out picture instead of the browser's broken-image icon.
 */
export function Thumbnail(props: ImageProps) {
  // Keyed by the address: a new picture (another item, a new version) is tried again.
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  if (props.src && failedSrc === props.src) return <NoPreview {...props} />;
  return <Image {...props} onError={() => setFailedSrc(props.src)} />;
}

/** The picture's box, muted, with a crossed-out picture: its size and place as the picture's props say. */
function NoPreview({ src: _src, alt, fit: _fit, objectFit: _objectFit, loading: _loading, ...box }: ImageProps) {
  return (
    <Box
      display="flex"
      alignItems="center"
      justifyContent="center"
      bg="bg.muted"
      color="fg.muted"
      role="img"
      aria-label={alt ? `${alt}: ${NO_PREVIEW}` : NO_PREVIEW}
      title={NO_PREVIEW}
      {...box}
    >
      <LuImageOff aria-hidden />
    </Box>
  );
}
