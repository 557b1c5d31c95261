import { MEDIA_MESSAGES } from '@signage/domain/messages';
import { DeleteMediaMutationDocument } from '../../../gql/graphql.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { evictMedia } from '../evict-media.ts';

/**
 * Deletes one media item after "Are you sure you want to DELETE this Media Object?", then says
 * "Media item successfully deleted." (spec 01 §8). Resolves true when it is gone.
 */
export function useDeleteMedia() {
  const [run, state] = useNotifiedMutation(DeleteMediaMutationDocument, {
    success: MEDIA_MESSAGES.deleted,
    mutation: { update: (cache, { data }) => evictMedia(cache, data ? [data.deleteMedia] : [], { lists: true }) },
  });
  const deleteMedia = async (id: string): Promise<boolean> =>
    (await run({ id }, { confirm: { message: MEDIA_MESSAGES.confirmDelete } })) !== undefined;
  return [deleteMedia, state] as const;
}
