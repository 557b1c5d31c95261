import { MEDIA_MESSAGES } from '@signage/domain/media';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { useUpdateMediaMutation as useGeneratedMutation } from '../../../gql/hooks.ts';
import { ANSWERED_ERROR_CODES, answeredErrorMessage } from '../../../lib/answered-errors.ts';

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
  const notify = useNotify();
  const [mutate, state] = useGeneratedMutation({ context: { handledErrorCodes: ANSWERED_ERROR_CODES } });
  const save = async (id: string, changes: MediaChanges): Promise<boolean> => {
    try {
      await mutate({ variables: { id, name: changes.name.trim(), tags: [...changes.tags] } });
      notify('success', MEDIA_MESSAGES.updated);
      return true;
    } catch (error) {
      const message = answeredErrorMessage(error);
      if (message) notify('danger', message);
      return false;
    }
  };
  return [save, state] as const;
}
