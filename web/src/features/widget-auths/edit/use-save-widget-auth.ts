import { WIDGET_AUTH_MESSAGES } from '@signage/domain/data-sources/data-source';
import { CreateWidgetAuthMutationDocument, UpdateWidgetAuthMutationDocument } from '../../../gql/graphql.ts';
import { useCreateRecord, useUpdateRecord } from '../../../lib/use-record-mutations.ts';

/** 'Widget Authentication created successfully.', or "Error: {msg}". Resolves true when saved. */
export function useCreateWidgetAuth() {
  return useCreateRecord(CreateWidgetAuthMutationDocument, {
    success: WIDGET_AUTH_MESSAGES.created,
    mutation: { refetchQueries: ['WidgetAuthListQuery'] },
  });
}

/** 'Widget Authentication updated successfully.', or "Error: {msg}". Resolves true when saved. */
export function useUpdateWidgetAuth() {
  return useUpdateRecord(UpdateWidgetAuthMutationDocument, { success: WIDGET_AUTH_MESSAGES.updated });
}
