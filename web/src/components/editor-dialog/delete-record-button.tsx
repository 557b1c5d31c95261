import { Button } from '@chakra-ui/react';

interface DeleteRecordButtonProps {
  /** The button's words, naming what goes: "Delete venue". */
  label: string;
  /** Deletes the record; true when it went (the refusal, if any, is the mutation's own notification). */
  onDelete: () => Promise<unknown>;
  /** After a delete that went: the editor closes. */
  onDeleted: () => void;
  /** A save or delete is running. */
  disabled?: boolean;
}

/** The red "Delete {noun}" under an editor's fields (`EditorForm`'s `after`): closes the editor once it went. */
export function DeleteRecordButton({ label, onDelete, onDeleted, disabled }: DeleteRecordButtonProps) {
  return (
    <Button
      variant="outline"
      colorPalette="red"
      alignSelf="start"
      onClick={async () => (await onDelete()) && onDeleted()}
      disabled={disabled}
    >
      {label}
    </Button>
  );
}
