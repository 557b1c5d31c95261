import { useApolloClient } from '@apollo/client/react';
import { objectsUpdated, TAG_MANAGER_MESSAGES } from '@signage/domain/tag-manager';
import { useNotify } from '../../components/notifications/use-notify.ts';
import {
  DeleteTagObjectsMutationDocument,
  type TagEditInput,
  type TaggedObjectInput,
  TagObjectsImpactQueryDocument,
  UpdateTagObjectsMutationDocument,
} from '../../gql/graphql.ts';
import { answeredErrorMessage } from '../../lib/answered-errors.ts';
import { useNotifiedMutation } from '../../lib/use-notified-mutation.ts';
import { impactMessage } from './impact-message.ts';

/** The impact of a change, asked for before confirming it; undefined (and said) when it cannot be worked out. */
function useImpact() {
  const client = useApolloClient();
  const notify = useNotify();
  // The service's own refusal is the warning "Error: {msg}" (spec 02 §8); anything else stays a danger.
  const notifyFailure = (answered: string | undefined, otherwise: string) =>
    answered ? notify('warning', answered) : notify('danger', otherwise);
  return async (selection: TaggedObjectInput[], action: 'UPDATE' | 'DELETE', edit?: TagEditInput) => {
    try {
      const { data, error } = await client.query({
        query: TagObjectsImpactQueryDocument,
        variables: { selection, action, edit },
        fetchPolicy: 'no-cache',
        context: { handledErrorCodes: 'all' },
      });
      if (data) return data.tagObjectsImpact;
      notifyFailure(answeredErrorMessage(error), error?.message ?? 'The change could not be checked.');
    } catch (error) {
      notifyFailure(answeredErrorMessage(error), String(error));
    }
    return undefined;
  };
}

/**
 * Changes the tags of a selection (edit common tags, clipboard replace and append): shows the impact and asks,
 * then changes every object or none, says "Success: {n} objects updated." and refreshes the grid.
 */
export function useUpdateTagObjects() {
  const impact = useImpact();
  const [run, state] = useNotifiedMutation(UpdateTagObjectsMutationDocument, {
    success: (data) => objectsUpdated(data.updateTagObjects),
    mutation: { refetchQueries: ['TagManagerQuery'] },
  });
  const update = async (selection: TaggedObjectInput[], edit: TagEditInput) => {
    const found = await impact(selection, 'UPDATE', edit);
    if (!found) return undefined;
    return run(
      { selection, edit },
      {
        confirm: {
          message: impactMessage(found, 'update'),
          okText: 'Change tags',
          okColorPalette: 'accent',
          okIcon: null,
        },
      },
    );
  };
  return [update, state] as const;
}

/** Deletes Media and Layout objects of a selection after showing the impact; "Items successfully deleted.". */
export function useDeleteTagObjects() {
  const impact = useImpact();
  const [run, state] = useNotifiedMutation(DeleteTagObjectsMutationDocument, {
    success: TAG_MANAGER_MESSAGES.itemsDeleted,
    mutation: {
      refetchQueries: ['TagManagerQuery'],
      update: (cache, _result, { variables }) => {
        for (const { type, id } of [variables?.selection ?? []].flat()) {
          const typename = type === 'MEDIA' ? 'Media' : 'Layout';
          cache.evict({ id: cache.identify({ __typename: typename, id }) });
        }
        cache.gc();
      },
    },
  });
  const remove = async (selection: TaggedObjectInput[]) => {
    const found = await impact(selection, 'DELETE');
    if (!found) return undefined;
    return run({ selection }, { confirm: { message: impactMessage(found, 'delete') } });
  };
  return [remove, state] as const;
}
