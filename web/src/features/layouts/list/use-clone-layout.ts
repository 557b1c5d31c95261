import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import { type CloneLayoutMutation, CloneLayoutMutationDocument } from '../../../gql/graphql.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';

type Copy = CloneLayoutMutation['cloneLayout'];

/**
 * Copies a layout, template or sync sequence ("<name> (Copy)"), says "Layout successfully created", "Template
 * successfully created" or "Sync Sequence successfully created" and reloads the list. Resolves the copy, so "clone and view" can open it.
 */
export function useCloneLayout() {
  const [run, state] = useNotifiedMutation(CloneLayoutMutationDocument, {
    success: ({ cloneLayout: copy }) =>
      copy.template
        ? LAYOUT_MESSAGES.templateCreated
        : copy.layoutType === 'SYNC_SEQUENCE'
          ? LAYOUT_MESSAGES.syncSequenceCreated
          : LAYOUT_MESSAGES.created,
    mutation: { refetchQueries: ['LayoutListQuery'] },
  });
  const cloneLayout = async (id: string, input?: { template: boolean }): Promise<Copy | undefined> =>
    (await run(input ? { id, input } : { id }))?.cloneLayout;
  return [cloneLayout, state] as const;
}
