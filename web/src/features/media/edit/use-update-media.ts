import { MEDIA_MESSAGES } from '@signage/domain/messages';
import { UpdateMediaMutationDocument } from '../../../gql/graphql.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';

export interface MediaChanges {
  name: string;
  /** Stored forms, no '#'. */
  tags: readonly string[];
}

/**
 * Renames and retags a media item: "Media object successfully updated", or "Error: {msg}" (spec 01 §8).
 * Media is normalized by id, so the grid and this screen show the answer at once. Resolves true when saved.
 */
export function useUpdateMedia() {
  const [run, state] = useNotifiedMutation(UpdateMediaMutationDocument, { success: MEDIA_MESSAGES.updated });
  const save = async (id: string, changes: MediaChanges): Promise<boolean> =>
    (await run({ id, name: changes.name.trim(), tags: [...changes.tags] })) !== undefined;
  return [save, state] as const;
}
