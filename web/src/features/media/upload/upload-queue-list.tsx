import { Badge, Box, Flex, IconButton, Progress, Stack, Text } from '@chakra-ui/react';
import { compactFileSize, shortFileName } from '@signage/domain/media';
import { useEffect, useRef } from 'react';
import { LuX } from 'react-icons/lu';
import type { QueueItem, UploadStatus } from './upload-queue.ts';

const PALETTE: Record<UploadStatus, string> = { warning: 'orange', success: 'green', danger: 'red' };

/** What the status badge says. */
export function statusLabel(item: QueueItem): string {
  if (item.status === 'success') return 'Uploaded';
  if (item.status === 'danger') return 'Failed';
  if (item.phase === 'checking') return 'Checking';
  if (item.phase === 'uploading') return 'Uploading';
  return 'Waiting';
}

/** The upload queue: per file its short name, size, status, progress bar and message. */
export function UploadQueueList({
  items,
  onRemove,
  canRemove,
}: {
  items: readonly QueueItem[];
  onRemove: (id: number) => void;
  canRemove: boolean;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const uploadingId = items.find((item) => item.phase === 'uploading')?.id;
  // Keeps the file being sent in sight.
  useEffect(() => {
    if (uploadingId === undefined) return;
    const element = listRef.current?.querySelector(`[data-item-id="${uploadingId}"]`);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [uploadingId]);

  if (items.length === 0) return null;
  return (
    <Stack
      as="ul"
      ref={listRef}
      aria-label="Upload queue"
      gap="2"
      listStyleType="none"
      maxHeight="min(50vh, 28rem)"
      overflowY="auto"
      pr="1"
    >
      {items.map((item) => (
        <Box
          as="li"
          key={item.id}
          aria-label={item.file.name}
          data-status={item.status}
          data-item-id={item.id}
          borderWidth="1px"
          borderLeftWidth="4px"
          borderLeftColor={`${PALETTE[item.status]}.solid`}
          borderRadius="l2"
          px="3"
          py="2"
        >
          <Flex align="center" gap="3">
            <Text fontSize="sm" fontWeight="medium" title={item.file.name} truncate flex="1">
              {shortFileName(item.file.name)}
            </Text>
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              {compactFileSize(item.file.size)}
            </Text>
            <Badge colorPalette={PALETTE[item.status]} variant="subtle" flexShrink={0}>
              {statusLabel(item)}
            </Badge>
            {canRemove && item.phase !== 'uploading' && (
              <IconButton
                aria-label={`Remove ${item.file.name} from the queue`}
                size="2xs"
                variant="ghost"
                onClick={() => onRemove(item.id)}
              >
                <LuX />
              </IconButton>
            )}
          </Flex>
          <Progress.Root value={Math.round(item.progress * 100)} size="xs" mt="2" colorPalette={PALETTE[item.status]}>
            <Progress.Track aria-label={`Upload progress of ${item.file.name}`}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          {item.message && (
            <Text fontSize="xs" mt="1.5" color={item.status === 'danger' ? 'fg.error' : 'fg.muted'}>
              {item.message}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}
