import type { TypedDocumentNode } from '@apollo/client';
import { TAG_METADATA_MESSAGES, type TagMetadataCategory } from '@signage/domain/tag-metadata/tag-metadata';
import { DeleteTagMetadataMutationDocument } from '../../../gql/graphql.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { useCreateRecord, useDeleteRecord } from '../../../lib/use-record-mutations.ts';

const refetch = { refetchQueries: ['TagMetadataListQuery'] };
const messages = TAG_METADATA_MESSAGES;

/** "Trading hours successfully created." (or device settings), or "Error: {msg}". Resolves true when saved. */
export function useCreateTagMetadata<TInput>(
  document: TypedDocumentNode<unknown, { input: TInput }>,
  category: TagMetadataCategory,
) {
  return useCreateRecord(document, { success: messages[category].created, mutation: refetch });
}

/** Asks with the update confirmation (it warns past 1 device), then "Trading hours successfully updated.". */
export function useUpdateTagMetadata<TInput>(
  document: TypedDocumentNode<unknown, { id: string; input: TInput }>,
  category: TagMetadataCategory,
) {
  const [run, state] = useNotifiedMutation(document, { success: messages[category].updated, mutation: refetch });
  const update = async (id: string, input: TInput, confirmation: string) =>
    (await run(
      { id, input },
      { confirm: { message: confirmation, okText: 'Update', okIcon: null, okColorPalette: 'blue' } },
    )) !== undefined;
  return [update, state] as const;
}

/** Asks, deletes, and says "Trading Hours successfully deleted" or "Device Settings successfully deleted". */
export function useDeleteTagMetadata(category: TagMetadataCategory) {
  return useDeleteRecord(DeleteTagMetadataMutationDocument, { success: messages[category].deleted, mutation: refetch });
}
