import type { TypedDocumentNode } from '@apollo/client';
import type { TagMetadataCategory } from '@signage/domain/tag-metadata/tag-metadata';
import { DeleteRecordButton } from '../../../components/editor-dialog/delete-record-button.tsx';
import type { TagMetadataCategory as ListedCategory } from '../../../gql/graphql.ts';
import { useEditorForm } from '../../../lib/use-editor-form.ts';
import { EDIT_TAG_METADATA } from '../tag-metadata-permissions.ts';
import { useLinkedDevices } from './linked-devices.tsx';
import type { TagMetadataRecord } from './tag-metadata-editor-dialog.tsx';
import { useCreateTagMetadata, useDeleteTagMetadata, useUpdateTagMetadata } from './use-save-tag-metadata.ts';

const LISTED = {
  'trading hours': 'TRADING_HOURS',
  'device settings': 'DEVICE_SETTINGS',
} as const satisfies Record<TagMetadataCategory, ListedCategory>;

/** A save of one category: its mutation, and the input it takes from the form's values. */
interface Save<TValues, TInput, TVariables> {
  document: TypedDocumentNode<unknown, TVariables>;
  input: (values: TValues) => TInput;
}

/**
 * What the trading hours and device settings forms do around their own fields: the form's values (`initial`, given
 * the session tags), the linked devices of the tags entered, the check, the create or the confirmed update, the
 * delete button, and whether the form is busy.
 */
export function useRecordForm<TValues extends { tags: readonly { name: string }[] }, TCreate, TUpdate>(options: {
  category: TagMetadataCategory;
  record: TagMetadataRecord | undefined;
  initial: (sessionTags: readonly string[]) => TValues;
  onClose: () => void;
  /** The refusal of the values as they stand, or undefined. */
  problemOf: (values: TValues) => string | undefined;
  create: Save<TValues, TCreate, { input: TCreate }>;
  update: Save<TValues, TUpdate, { id: string; input: TUpdate }>;
}) {
  const { category, record, onClose } = options;
  const [create, created] = useCreateTagMetadata(options.create.document, category);
  const [update, updated] = useUpdateTagMetadata(options.update.document, category);
  const [remove, removed] = useDeleteTagMetadata(category);
  const form = useEditorForm<TValues>({
    editRight: EDIT_TAG_METADATA,
    initial: options.initial,
    problemOf: options.problemOf,
    save: (values) =>
      record
        ? update(record.id, options.update.input(values), reach?.confirmation ?? '')
        : create(options.create.input(values)),
    onClose,
  });
  const { canEdit } = form;
  const reach = useLinkedDevices(
    LISTED[category],
    form.values.tags.map((t) => t.name),
    record?.id,
  );

  const busy = created.loading || updated.loading || removed.loading;
  const deleteButton = record && canEdit && (
    <DeleteRecordButton
      label={`Delete ${category}`}
      onDelete={() => remove(record.id)}
      onDeleted={onClose}
      disabled={busy}
    />
  );
  return { ...form, reach, busy, disabled: !canEdit || busy, deleteButton };
}
