import { DeleteSavedSearchMutationDocument, SaveSearchMutationDocument } from '../../gql/graphql.ts';
import { useNotifiedMutation } from '../../lib/use-notified-mutation.ts';

/** Saves the tag manager's search under a name ("Search saved as {name}."), then lists it. */
export function useSaveSearch() {
  const [run, state] = useNotifiedMutation(SaveSearchMutationDocument, {
    success: (data) => `Search saved as ${data.saveSearch.name}.`,
    mutation: { refetchQueries: ['SavedSearchesQuery'] },
  });
  return [run, state] as const;
}

/** Deletes a saved search after asking. */
export function useDeleteSavedSearch() {
  const [run, state] = useNotifiedMutation(DeleteSavedSearchMutationDocument, {
    success: 'Saved search deleted.',
    mutation: { refetchQueries: ['SavedSearchesQuery'] },
  });
  const remove = (variables: { id: string }) =>
    run(variables, { confirm: { message: 'Delete this saved search? The objects it finds stay as they are.' } });
  return [remove, state] as const;
}
