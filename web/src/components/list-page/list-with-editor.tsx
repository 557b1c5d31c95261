import type { Permission } from '@signage/domain/permissions';
import type { ComponentType, ReactNode } from 'react';
import { useCan } from '../../lib/use-can.ts';
import { useEditorRoute } from '../../lib/use-editor-route.ts';

export interface ListWithEditorScreen {
  /** The list screen; the editor is one of its dialogs. */
  List: ComponentType<{ dialogs?: ReactNode }>;
  /** The editor of one record, an id or "new"; it closes back to the list. */
  Editor: ComponentType<{ id: string; onClose: () => void }>;
  listPath: string;
  editPath: (id: string) => string;
  /** Who may open the editor at all; by default anyone who sees the list (editors show read-only then). */
  editRight?: readonly Permission[];
}

/**
 * One screen for a list and its editor route (spec 02 §2: `/widgets` and `/widgets/auth/{id}`): the list, with the
 * editor over it while the route names a record. A new id mounts a new editor, so its form starts afresh.
 */
export function ListWithEditor({ List, Editor, listPath, editPath, editRight = [] }: ListWithEditorScreen) {
  const { id, close } = useEditorRoute(listPath, editPath);
  const mayOpen = useCan(editRight) || editRight.length === 0;
  return <List dialogs={id && mayOpen && <Editor key={id} id={id} onClose={close} />} />;
}
