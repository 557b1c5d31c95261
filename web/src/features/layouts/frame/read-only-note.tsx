import { Alert } from '@chakra-ui/react';
import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';

/** Why a layout cannot be changed here (spec 01 §4: shared with the network, not all of your forced tags). */
export function ReadOnlyNote({ canEdit }: { canEdit: boolean }) {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Title>
        {canEdit
          ? `${LAYOUT_MESSAGES.readOnly} It does not carry all of your forced tags. You can still clone it.`
          : 'You may look at layouts but not change them (you do not have the edit layouts permission).'}
      </Alert.Title>
    </Alert.Root>
  );
}
