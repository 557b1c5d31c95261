import { Box, Progress, Text } from '@chakra-ui/react';

/** A single file's upload under way: "Uploading… 40%" and its bar, named for assistive technology. */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <Box>
      <Text fontSize="sm" mb="1" role="status">
        Uploading… {percent}%
      </Text>
      <Progress.Root value={percent} size="sm" colorPalette="accent">
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
