import { Alert, Button, HStack } from '@chakra-ui/react';
import { useDisplayTime } from '../../lib/use-display-time.ts';

/** What `useUnsavedEdits` answers when an earlier visit left unsaved edits in this browser. */
export interface KeptDraft {
  at: number;
  restore: () => void;
  discard: () => void;
}

/**
 * Offers back the unsaved edits an earlier visit left (lib/drafts.ts): the session ended before they were saved,
 * or the page was closed. Restoring puts them back in the editor, still unsaved; discarding forgets them.
 */
export function KeptDraftNote({ draft, noun }: { draft: KeptDraft | undefined; noun: string }) {
  const when = useDisplayTime();
  if (!draft) return null;
  return (
    <Alert.Root status="warning" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          Changes to this {noun} from {when.dateTime(new Date(draft.at))} were not saved.
        </Alert.Title>
        <Alert.Description>
          They were kept in this browser when the session ended or the page was closed. Restore them to go on where you
          left off, then save.
        </Alert.Description>
      </Alert.Content>
      <HStack gap="2" flexShrink={0}>
        <Button size="sm" colorPalette="accent" onClick={draft.restore}>
          Restore changes
        </Button>
        <Button size="sm" variant="outline" onClick={draft.discard}>
          Discard them
        </Button>
      </HStack>
    </Alert.Root>
  );
}
