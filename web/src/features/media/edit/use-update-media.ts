import { MEDIA_MESSAGES } from '@signage/domain/media';
import { useUpdateMediaMutation as useGeneratedMutation } from '../../../gql/hooks.ts';
import { ANSWERED_ERROR_CODES } from '../../../lib/answered-errors.ts';
import { useAnsweredAction } from '../../../lib/use-answered-action.ts';

export interface MediaChanges {
  name: string;
  /** Stored forms, no '#'. */
  tags: readonly string[];
}

/**
 * Renames and retags a media item: "Media object successfully updated", or "Error: {msg}" (spec 01 §8).
 * Media is normalized by id, so the grid and this screen show the answer at once. Resolves true when saved.
 */
export function useUpdateMediaMutation() {
  const run = useAnsweredAction();
  const [mutate, state] = useGeneratedMutation({ context: { handledErrorCodes: ANSWERED_ERROR_CODES } });
  const save = (id: string, changes: MediaChanges): Promise<boolean> =>
    run(
      () => mutate({ variables: { id, name: changes.name.trim(), tags: [...changes.tags] } }),
      MEDIA_MESSAGES.updated,
    );
  return [save, state] as const;
}
