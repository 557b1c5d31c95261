import { Text } from '@chakra-ui/react';

/** Beside an editor's Save: says that leaving now would ask first (the editors with a leave prompt show it). */
export function UnsavedNote({ dirty }: { dirty: boolean }) {
  if (!dirty) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      Unsaved changes
    </Text>
  );
}
