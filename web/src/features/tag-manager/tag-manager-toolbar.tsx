import { Button, Flex, Text } from '@chakra-ui/react';
import type { Permission } from '@signage/domain/permissions';
import type { IconType } from 'react-icons';
import { LuClipboardCopy, LuClipboardPaste, LuPencil, LuReplace, LuTrash2 } from 'react-icons/lu';
import { useCan } from '../../lib/use-can.ts';

export interface TagManagerActions {
  onEdit: () => void;
  onDelete: () => void;
  onCopy: () => void;
  onReplace: () => void;
  onAppend: () => void;
}

/** Who may change tags here: an editor of at least one of the kinds it lists (the service checks each object's). */
const TAG_EDITORS: readonly Permission[] = ['edit devices', 'edit media', 'edit layouts', 'edit schedules'];
/** Its deletes are of media and layouts only. */
const DELETERS: readonly Permission[] = ['edit media', 'edit layouts'];

/** The tag buttons, in the toolbar's order; Delete follows them in red. Copying tags only reads. */
const TAG_BUTTONS: { action: keyof TagManagerActions; icon: IconType; label: string; writes: boolean }[] = [
  { action: 'onEdit', icon: LuPencil, label: 'Edit tags', writes: true },
  { action: 'onCopy', icon: LuClipboardCopy, label: 'Copy tags', writes: false },
  { action: 'onReplace', icon: LuReplace, label: 'Replace tags', writes: true },
  { action: 'onAppend', icon: LuClipboardPaste, label: 'Append tags', writes: true },
];

/**
 * What the tag manager does with the selection: edit common tags, delete, and the tag clipboard; the changes only to
 * those who may make them (spec 01 §6: actions are hidden unless the user holds one of their permissions).
 */
export function TagManagerToolbar({
  selectedCount,
  busy,
  ...actions
}: TagManagerActions & {
  selectedCount: number;
  busy: boolean;
}) {
  const mayEdit = useCan(TAG_EDITORS);
  const mayDelete = useCan(DELETERS);
  return (
    <Flex wrap="wrap" align="center" gap="2" role="toolbar" aria-label="Selected objects">
      <Text fontSize="sm" color="fg.muted" minWidth="28" aria-live="polite">
        {selectedCount} selected
      </Text>
      {TAG_BUTTONS.filter(({ writes }) => mayEdit || !writes).map(({ action, icon: Icon, label }) => (
        <Button key={action} size="sm" variant="outline" disabled={busy} onClick={actions[action]}>
          <Icon />
          {label}
        </Button>
      ))}
      {mayDelete && (
        <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={actions.onDelete}>
          <LuTrash2 />
          Delete
        </Button>
      )}
    </Flex>
  );
}
