import { WIDGET_AUTH_MESSAGES } from '@signage/domain/data-sources/data-source';
import {
  type CreateWidgetAuthInput,
  CreateWidgetAuthMutationDocument,
  type UpdateWidgetAuthInput,
  UpdateWidgetAuthMutationDocument,
} from '../../../gql/graphql.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';

/** 'Widget Authentication created successfully.', or "Error: {msg}". Resolves true when saved. */
export function useCreateWidgetAuth() {
  const [run, state] = useNotifiedMutation(CreateWidgetAuthMutationDocument, {
    success: WIDGET_AUTH_MESSAGES.created,
    mutation: { refetchQueries: ['WidgetAuthListQuery'] },
  });
  const create = async (input: CreateWidgetAuthInput) => (await run({ input })) !== undefined;
  return [create, state] as const;
}

/** 'Widget Authentication updated successfully.', or "Error: {msg}". Resolves true when saved. */
export function useUpdateWidgetAuth() {
  const [run, state] = useNotifiedMutation(UpdateWidgetAuthMutationDocument, {
    success: WIDGET_AUTH_MESSAGES.updated,
  });
  const update = async (id: string, input: UpdateWidgetAuthInput) => (await run({ id, input })) !== undefined;
  return [update, state] as const;
}
