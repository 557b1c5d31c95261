import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import { ReadOnlyAlert, viewOnlyText } from '../../../components/view-only-note.tsx';

/**
 * Why a layout cannot be changed here: the user lacks "edit layouts", or (spec 01 §4) it is shared with the network
 * and lacks some of their forced tags. Said once, above the editor, and again when a change is tried.
 */
export function layoutReadOnlyReason(canEdit: boolean): string {
  return canEdit
    ? `${LAYOUT_MESSAGES.readOnly} It does not carry all of your forced tags. You can still clone it.`
    : viewOnlyText('layouts', ['edit layouts']);
}

export function ReadOnlyNote({ canEdit }: { canEdit: boolean }) {
  return <ReadOnlyAlert text={layoutReadOnlyReason(canEdit)} />;
}
