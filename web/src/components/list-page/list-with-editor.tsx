import type { Permission } from '@signage/domain/permissions';
import type { ComponentType, ReactNode } from 'react';
import type { To } from 'react-router';
import { useCan } from '../../lib/use-can.ts';
import { useEditorRoute } from '../../lib/use-editor-route.ts';
import type { RecordEditorProps } from '../editor-dialog/record-editor-dialog.tsx';

/** What a list with an editor over it gets from its screen. */
export interface ListScreenProps {
  /** The editor while the route names a record. */
  dialogs?: ReactNode;
  /** Where a record's editor is (the list's search kept, so closing it returns to the same page). */
  editorOf: (id: string) => To;
}

export interface ListWithEditorScreen {
  /** The list screen; the editor is one of its dialogs. */
  List: ComponentType<ListScreenProps>;
  /** The editor of one record, an id or "new"; it closes back to the list. */
  Editor: ComponentType<RecordEditorProps>;
  listPath: string;
  editPath: (id: string) => string;
  /** Who may open the editor at all; by default anyone who sees the list (editors show read-only then). */
  editRight?: readonly Permission[];
}

/**
 * One screen for a list and its editor route (spec 02 §2: `/widgets` and `/widgets/auth/{id}`): the list, with the
 * editor over it while the route names a record. A new id mounts a new editor, so its form starts afresh.
 */
export function listWithEditorScreen({ List, Editor, listPath, editPath, editRight = [] }: ListWithEditorScreen) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen, at module level, never in a render.
  return function ListWithEditor() {
    const { id, close, editorOf } = useEditorRoute(listPath, editPath);
    const mayOpen = useCan(editRight) || editRight.length === 0;
    return <List editorOf={editorOf} dialogs={id && mayOpen && <Editor key={id} id={id} onClose={close} />} />;
  };
}
