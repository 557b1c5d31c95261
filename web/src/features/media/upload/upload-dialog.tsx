import { Alert, Box, Button, Dialog, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { LuUpload } from 'react-icons/lu';
import { EditorDialog } from '../../../components/editor-dialog/editor-dialog.tsx';
import { TagChip } from '../../../components/tags/tag-chip.tsx';
import { TagInput, type TagValue } from '../../../components/tags/tag-input.tsx';
import { DropZone } from './drop-zone.tsx';
import { UploadAccepts } from './upload-accepts.tsx';
import { UploadQueueList } from './upload-queue-list.tsx';
import { useUploadQueue } from './use-upload-queue.ts';

export interface UploadDialogProps {
  open: boolean;
  onClose: () => void;
  /** The tag session's tags (stored forms): the dialog's tags start with them. */
  sessionTags: readonly string[];
  forcedTags: readonly string[];
  uploadPath: string;
  maxUploadBytes: number;
  onUploaded: () => void;
  createXhr?: () => XMLHttpRequest;
}

/** The "Upload media" dialog (spec 01 §2, §4, §5). Its queue lives while it is open. */
export function UploadDialog({ open, onClose, ...rest }: UploadDialogProps) {
  const [running, setRunning] = useState(false);
  return (
    <EditorDialog
      title="Upload media"
      open={open}
      onClose={onClose}
      busy={running}
      size="lg"
      keepOnOutsideClick
      scrollBehavior="outside"
      bare
    >
      <UploadDialogBody {...rest} onClose={onClose} onRunningChange={setRunning} />
    </EditorDialog>
  );
}

function UploadDialogBody({
  sessionTags,
  forcedTags,
  uploadPath,
  maxUploadBytes,
  onUploaded,
  onClose,
  onRunningChange,
  createXhr,
}: Omit<UploadDialogProps, 'open'> & { onRunningChange: (running: boolean) => void }) {
  const [tags, setTags] = useState<TagValue[]>(() => sessionTags.map((name) => ({ name })));
  const { state, addFiles, remove, upload } = useUploadQueue({ uploadPath, maxUploadBytes, onUploaded, createXhr });
  const { items, running, summary } = state;

  const start = async () => {
    onRunningChange(true);
    try {
      await upload(
        tags.map((t) => t.name),
        forcedTags,
      );
    } finally {
      onRunningChange(false);
    }
  };

  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <Stack gap="2">
            <DropZone onFiles={addFiles} disabled={running} />
            <UploadAccepts />
          </Stack>
          <Box>
            <TagInput label="Tags" value={tags} onChange={setTags} disabled={running} />
            {forcedTags.length > 0 && (
              <Wrap mt="2" gap="1" align="center" fontSize="sm" color="fg.muted" data-testid="forced-tags">
                <Text>Your forced tags are always added:</Text>
                {forcedTags.map((tag) => (
                  <TagChip key={tag} name={tag} size="sm" />
                ))}
              </Wrap>
            )}
          </Box>
          <UploadQueueList items={items} onRemove={remove} canRemove={!running} />
          {summary && (
            <Alert.Root
              status={summary.type === 'success' ? 'success' : summary.type === 'danger' ? 'error' : 'warning'}
              role="status"
              size="sm"
            >
              <Alert.Indicator />
              <Alert.Title>{summary.message}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={running}>
          Done
        </Button>
        <Button colorPalette="accent" onClick={() => void start()} loading={running} loadingText="Uploading…">
          <LuUpload />
          Start upload
        </Button>
      </Dialog.Footer>
    </>
  );
}
