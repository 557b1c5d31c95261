import type { ComponentType } from 'react';
import { DETAIL_QUERY_CONTEXT } from '../../../components/detail-page/detail-page.tsx';
import { EditorDialog } from '../../../components/editor-dialog/editor-dialog.tsx';
import type { TagMetadataEditQuery } from '../../../gql/graphql.ts';
import { useTagMetadataEditQuery } from '../../../gql/hooks.ts';
import { recordName } from '../list/tag-metadata-list-page.tsx';

export type TagMetadataRecord = TagMetadataEditQuery['tagMetadataRecord'];

/** What a record's form is given: the record once loaded (undefined for a new one), and how to close the editor. */
export interface TagMetadataFormProps {
  record: TagMetadataRecord | undefined;
  onClose: () => void;
}

interface TagMetadataEditorDialogProps {
  /** The record's id, or "new". */
  id: string;
  /** "Trading hours", "Device settings": the dialog's title and its load error name it. */
  category: string;
  onClose: () => void;
  /** The form, given the record once loaded (undefined for a new one). */
  form: ComponentType<TagMetadataFormProps>;
}

/** A trading hours or device settings record's editor over its list: loads the record, titles the dialog. */
export function TagMetadataEditorDialog({ id, category, onClose, form: Form }: TagMetadataEditorDialogProps) {
  const isNew = id === 'new';
  const query = useTagMetadataEditQuery({
    variables: { id },
    skip: isNew,
    fetchPolicy: 'cache-and-network',
    context: DETAIL_QUERY_CONTEXT,
  });
  const record = query.data?.tagMetadataRecord;
  return (
    <EditorDialog
      title={isNew ? `New ${category.toLowerCase()}` : recordName(category, record ?? { id, description: '' })}
      onClose={onClose}
      size="xl"
      scrollBehavior="outside"
      keepOnOutsideClick
      loading={!isNew && !record}
      error={{
        title: `Could not load the ${category.toLowerCase()}.`,
        error: query.error,
        onRetry: query.refetch,
        noun: `${category.toLowerCase()} record`,
      }}
      bare
    >
      <Form record={record} onClose={onClose} />
    </EditorDialog>
  );
}
