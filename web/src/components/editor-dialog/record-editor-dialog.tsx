import type { ErrorLike } from '@apollo/client';
import type { ReactNode } from 'react';
import { EditorDialog, type EditorDialogProps } from './editor-dialog.tsx';

/** What the editor route gives a record editor (see `listWithEditorScreen`). */
export interface RecordEditorProps {
  /** The record's id, or "new". */
  id: string;
  onClose: () => void;
}

/** The options of a record editor's query: the record by id, none for "new", fresh from the network each opening. */
export function recordQueryOptions(id: string) {
  return { variables: { id }, skip: id === 'new', fetchPolicy: 'cache-and-network' } as const;
}

interface RecordEditorDialogProps extends RecordEditorProps {
  /** What the record is, in lower case: "data source" gives "New data source" and "Data source {name}". */
  noun: string;
  /** The record once loaded (undefined while loading and for "new"). */
  record: { name: string } | null | undefined;
  /** The record's query, for its error and a retry. */
  query: { error?: ErrorLike; refetch: () => unknown };
  size: EditorDialogProps['size'];
  /** The editor form, with its own Dialog.Body and Dialog.Footer. */
  children: ReactNode;
}

/**
 * The large modal editor of one record of a list (spec 02 §2: data sources, widget authentications, ...), over
 * the list: its title names the record, a click beside it keeps the edits, and a failed load offers a retry.
 */
export function RecordEditorDialog({ id, noun, record, query, size, onClose, children }: RecordEditorDialogProps) {
  const isNew = id === 'new';
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <EditorDialog
      title={isNew ? `New ${noun}` : `${Noun} ${record?.name ?? id}`}
      onClose={onClose}
      size={size}
      scrollBehavior="outside"
      keepOnOutsideClick
      loading={!isNew && !record}
      error={{ title: `Could not load the ${noun}.`, error: query.error, onRetry: () => void query.refetch() }}
      bare
    >
      {children}
    </EditorDialog>
  );
}
