import { Box, Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';
import { LuImageOff } from 'react-icons/lu';

/** What a picture that did not load says, to the eye (its title) and to a screen reader (its label). */
export const NO_PREVIEW = 'No preview: the file could not be loaded';

/**
 * A media or layout picture that, when it does not load (its file is missing from storage, the server did not
 * answer), takes its place as a muted box with a crossed-out picture instead of the browser's broken-image icon.
 */
export function Thumbnail({ src, alt, fit, objectFit, loading, ...box }: ImageProps) {
  // Keyed by the address: a new picture (another item, a new version) is tried again.
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  if (src && failedSrc === src) {
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
  return (
    <Image
      src={src}
      alt={alt}
      fit={fit}
      objectFit={objectFit}
      loading={loading}
      onError={() => setFailedSrc(src)}
      {...box}
    />
  );
}
