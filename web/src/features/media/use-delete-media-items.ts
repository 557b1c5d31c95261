import { MEDIA_MESSAGES } from '@signage/domain/messages';
import { DeleteMediaItemsMutationDocument } from '../../gql/graphql.ts';
import { useNotifiedMutation } from '../../lib/use-notified-mutation.ts';
import { evictMedia } from './evict-media.ts';

/**
 * Bulk delete (spec 01 §2, §8): asks "Are you sure you want to delete these {n} media items?", deletes them all
 * (or none), drops them from the cache, refetches the grid and says so. Resolves true when they are gone.
 */
export function useDeleteMediaItems() {
  const [run, state] = useNotifiedMutation(DeleteMediaItemsMutationDocument, {
    success: MEDIA_MESSAGES.bulkDeleted,
    mutation: {
      update: (cache, { data }) => evictMedia(cache, data?.deleteMediaItems ?? []),
      refetchQueries: ['MediaListQuery'],
    },
  });
  const deleteItems = async (ids: readonly string[]): Promise<boolean> =>
    ids.length > 0 &&
    (await run({ ids: [...ids] }, { confirm: { message: MEDIA_MESSAGES.confirmBulkDelete(ids.length) } })) !==
      undefined;
  return [deleteItems, state] as const;
}
