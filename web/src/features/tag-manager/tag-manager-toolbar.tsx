import { Button, Flex, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuClipboardCopy, LuClipboardPaste, LuPencil, LuReplace, LuTrash2 } from 'react-icons/lu';

export interface TagManagerActions {
  onEdit: () => void;
  onDelete: () => void;
  onCopy: () => void;
  onReplace: () => void;
  onAppend: () => void;
}

/** The tag buttons, in the toolbar's order; Delete follows them in red. */
const TAG_BUTTONS: { action: keyof TagManagerActions; icon: IconType; label: string }[] = [
  { action: 'onEdit', icon: LuPencil, label: 'Edit tags' },
  { action: 'onCopy', icon: LuClipboardCopy, label: 'Copy tags' },
  { action: 'onReplace', icon: LuReplace, label: 'Replace tags' },
  { action: 'onAppend', icon: LuClipboardPaste, label: 'Append tags' },
];

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
      {TAG_BUTTONS.map(({ action, icon: Icon, label }) => (
        <Button key={action} size="sm" variant="outline" disabled={busy} onClick={actions[action]}>
          <Icon />
          {label}
        </Button>
      ))}
      <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={actions.onDelete}>
        <LuTrash2 />
        Delete
      </Button>
    </Flex>
  );
}
