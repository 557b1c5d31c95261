import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { SHOWN_ON_SCREEN } from '../../lib/answered-errors.ts';
import { EditorDialog, type EditorDialogProps } from './editor-dialog.tsx';

/** What the editor route gives a record editor (see `listWithEditorScreen`). */
export interface RecordEditorProps {
  /** The record's id, or "new". */
  id: string;
  onClose: () => void;
}

interface RecordEditorDialogProps<D, K extends keyof D> extends RecordEditorProps {
  /** What the record is, in lower case: "data source" gives "New data source" and "Data source {name}". */
  noun: string;
  /** The record's query by id. */
  document: TypedDocumentNode<D, { id: string }>;
  /** The record's field in the query's answer. */
  field: K;
  /** The large modal's size: xl unless said. */
  size?: EditorDialogProps['size'];
  /** The editor form, given the record (undefined while loading and for "new"), with its own body and footer. */
  children: (record: D[K] | undefined) => ReactNode;
}

/**
 * The large modal editor of one record of a list (spec 02 §2: data sources, widget authentications, ...), over
 * the list: it loads the record by id (none for "new", fresh from the network each opening), its title names the
 * record, a click beside it keeps the edits, an id that does not exist (or is hidden) says so, and a failed load
 * offers a retry. An area declares only its query,
 * where the record is in the answer, and its form.
 */
export function RecordEditorDialog<D extends Record<K, { name: string }>, K extends keyof D>(
  props: RecordEditorDialogProps<D, K>,
) {
  const { id, noun, document, field, size = 'xl', onClose, children } = props;
  const isNew = id === 'new';
  // The dialog says itself why the record did not load: no notification besides.
  const query = useQuery(document, {
    variables: { id },
    skip: isNew,
    fetchPolicy: 'cache-and-network',
    context: SHOWN_ON_SCREEN,
  });
  const record = query.data?.[field];
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <EditorDialog
      title={isNew ? `New ${noun}` : `${Noun} ${record?.name ?? id}`}
      onClose={onClose}
      size={size}
      scrollBehavior="outside"
      keepOnOutsideClick
      loading={!isNew && !record}
      error={{ title: `Could not load the ${noun}.`, error: query.error, onRetry: () => void query.refetch(), noun }}
      bare
    >
      {children(record)}
    </EditorDialog>
  );
}
