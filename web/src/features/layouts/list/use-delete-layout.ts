import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import { useRef } from 'react';
import { DeleteLayoutMutationDocument } from '../../../gql/graphql.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';

/**
 * Deletes a layout or template after the warning that all of its schedules go with it (spec 01 §8), then says
 * "Layout successfully deleted" (a template: "successfully deleted") and reloads the list.
 */
export function useDeleteLayout() {
  const template = useRef(false);
  const [run, state] = useNotifiedMutation(DeleteLayoutMutationDocument, {
    success: () => (template.current ? LAYOUT_MESSAGES.kindDeleted : LAYOUT_MESSAGES.deleted),
    mutation: {
      update: (cache, { data }) => {
        if (data) cache.evict({ id: cache.identify({ __typename: 'Layout', id: data.deleteLayout }) });
        cache.gc();
      },
      refetchQueries: ['LayoutListQuery'],
    },
  });
  const deleteLayout = async (layout: { id: string; template: boolean }): Promise<boolean> => {
    template.current = layout.template;
    return (await run({ id: layout.id }, { confirm: { message: LAYOUT_MESSAGES.confirmDelete } })) !== undefined;
  };
  return [deleteLayout, state] as const;
}
