import { TAG_GROUP_MESSAGES } from '@signage/domain/tag-manager';
import {
  CreateTagGroupMutationDocument,
  DeleteTagGroupMutationDocument,
  UpdateTagGroupMutationDocument,
} from '../../gql/graphql.ts';
import { useNotifiedMutation } from '../../lib/use-notified-mutation.ts';

/**
 * Tags take their group's colour everywhere (spec 02 "Tag groups"): after a change every query showing tags
 * is asked again, so lists already loaded show the new colours.
 */
const refreshEverything = { refetchQueries: 'active' as const };

/** "Tag group successfully created." */
export function useCreateTagGroup() {
  return useNotifiedMutation(CreateTagGroupMutationDocument, {
    success: TAG_GROUP_MESSAGES.created,
    mutation: refreshEverything,
  });
}

/** "Tag group successfully updated." (spec 02 §4: updating reloads the screen). */
export function useUpdateTagGroup() {
  return useNotifiedMutation(UpdateTagGroupMutationDocument, {
    success: TAG_GROUP_MESSAGES.updated,
    mutation: refreshEverything,
  });
}

/** Asks, deletes, "Tag group successfully deleted."; its tags stay, ungrouped. */
export function useDeleteTagGroup() {
  const [run, state] = useNotifiedMutation(DeleteTagGroupMutationDocument, {
    success: TAG_GROUP_MESSAGES.deleted,
    mutation: {
      ...refreshEverything,
      update: (cache, { data }) => {
        if (data) cache.evict({ id: cache.identify({ __typename: 'TagGroup', id: data.deleteTagGroup }) });
      },
    },
  });
  const remove = (group: { id: string; name: string }) =>
    run(
      { id: group.id },
      { confirm: { message: `Delete the tag group ${group.name}? Its tags stay, without its colour.` } },
    );
  return [remove, state] as const;
}
