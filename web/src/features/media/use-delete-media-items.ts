import { MEDIA_MESSAGES } from '@signage/domain/media';
import { useConfirm } from '../../components/confirm/use-confirm.ts';
import { useDeleteMediaItemsMutation as useGeneratedMutation } from '../../gql/hooks.ts';
import { ANSWERED_ERROR_CODES } from '../../lib/answered-errors.ts';
import { useAnsweredAction } from '../../lib/use-answered-action.ts';
import { evictMedia } from './evict-media.ts';

/**
 * Bulk delete (spec 01 §2, §8): asks "Are you sure you want to delete these {n} media items?", deletes them all
 * (or none), drops them from the cache, refetches the grid and says so. Resolves true when they are gone.
 */
export function useDeleteMediaItemsMutation() {
  const confirm = useConfirm();
  const run = useAnsweredAction();
  const [mutate, state] = useGeneratedMutation({ context: { handledErrorCodes: ANSWERED_ERROR_CODES } });

  const deleteItems = async (ids: readonly string[]): Promise<boolean> => {
    if (ids.length === 0) return false;
    if (!(await confirm({ message: MEDIA_MESSAGES.confirmBulkDelete(ids.length) }))) return false;
    return run(
      () =>
        mutate({
          variables: { ids: [...ids] },
          update: (cache, { data }) => evictMedia(cache, data?.deleteMediaItems ?? ids),
          refetchQueries: ['MediaListQuery'],
        }),
      MEDIA_MESSAGES.bulkDeleted,
    );
  };

  return [deleteItems, state] as const;
}
