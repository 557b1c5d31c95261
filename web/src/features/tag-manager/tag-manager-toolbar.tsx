import { Button, Flex, Text } from '@chakra-ui/react';
import { LuClipboardCopy, LuClipboardPaste, LuPencil, LuReplace, LuTrash2 } from 'react-icons/lu';

export interface TagManagerActions {
  onEdit: () => void;
  onDelete: () => void;
  onCopy: () => void;
  onReplace: () => void;
  onAppend: () => void;
}

/** What the tag manager does with the selection: edit common tags, delete, and the tag clipboard. */
export function TagManagerToolbar({
  selectedCount,
  busy,
  ...actions
}: TagManagerActions & {
  selectedCount: number;
  busy: boolean;
}) {
  return (
    <Flex wrap="wrap" align="center" gap="2" role="toolbar" aria-label="Selected objects">
      <Text fontSize="sm" color="fg.muted" minWidth="28" aria-live="polite">
        {selectedCount} selected
      </Text>
      <Button size="sm" variant="outline" disabled={busy} onClick={actions.onEdit}>
        <LuPencil />
        Edit tags
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={actions.onCopy}>
        <LuClipboardCopy />
        Copy tags
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={actions.onReplace}>
        <LuReplace />
        Replace tags
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={actions.onAppend}>
        <LuClipboardPaste />
        Append tags
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={actions.onDelete}>
        <LuTrash2 />
        Delete
      </Button>
    </Flex>
  );
}
