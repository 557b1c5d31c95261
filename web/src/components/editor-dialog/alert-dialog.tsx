import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EditorDialog } from './editor-dialog.tsx';

/**
 * A message the person answers with one of the footer's buttons ("Device activated", "Unsaved changes"): announced
 * as an alert dialog, with no close button; Escape calls `onClose`. The children are its one paragraph.
 */
export function AlertDialog({
  title,
  open,
  onClose,
  footer,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <EditorDialog role="alertdialog" open={open} onClose={onClose} title={title} closeLabel={false} footer={footer}>
      <Text>{children}</Text>
    </EditorDialog>
  );
}
