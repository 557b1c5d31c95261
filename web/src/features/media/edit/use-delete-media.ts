import { MEDIA_MESSAGES } from '@signage/domain/media';
import { useConfirm } from '../../../components/confirm/use-confirm.ts';
import { useDeleteMediaMutation as useGeneratedMutation } from '../../../gql/hooks.ts';
import { ANSWERED_ERROR_CODES } from '../../../lib/answered-errors.ts';
import { useAnsweredAction } from '../../../lib/use-answered-action.ts';
import { evictMedia } from '../evict-media.ts';

/**
 * Deletes one media item after "Are you sure you want to DELETE this Media Object?", then says
 * "Media item successfully deleted." (spec 01 §8). Resolves true when it is gone.
 */
export function useDeleteMediaMutation() {
  const confirm = useConfirm();
  const run = useAnsweredAction();
  const [mutate, state] = useGeneratedMutation({ context: { handledErrorCodes: ANSWERED_ERROR_CODES } });
  const deleteMedia = async (id: string): Promise<boolean> => {
    if (!(await confirm({ message: MEDIA_MESSAGES.confirmDelete }))) return false;
    return run(
      () =>
        mutate({
          variables: { id },
          update: (cache, { data }) => evictMedia(cache, [data?.deleteMedia ?? id], { lists: true }),
        }),
      MEDIA_MESSAGES.deleted,
    );
  };
  return [deleteMedia, state] as const;
}
