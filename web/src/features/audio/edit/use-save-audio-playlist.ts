import { checkAudioPlaylistSave, AUDIO_PLAYLIST_MESSAGES as M } from '@signage/domain/audio/playlist';
import { useConfirm } from '../../../components/confirm/use-confirm.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import {
  CreateAudioPlaylistMutationDocument,
  DeleteAudioPlaylistMutationDocument,
  UpdateAudioPlaylistMutationDocument,
} from '../../../gql/graphql.ts';
import { useMeQuery } from '../../../gql/hooks.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';

export interface PlaylistDraft {
  name: string;
  tags: string[];
  trackIds: string[];
  sting: boolean;
  triggerCount: number;
}

/**
 * Saves a playlist after the save rules of spec 02 §5 (domain checkAudioPlaylistSave, the rules the REST service
 * runs): "Playlist name empty.", "You have not entered any tags." or, with forced tags, the question. Says "New
 * Audio Playlist successfully created." or "Audio Playlist successfully updated.". Resolves the saved id.
 */
export function useSaveAudioPlaylist() {
  const forcedTags = useMeQuery().data?.me.forcedTags ?? [];
  const notify = useNotify();
  const confirm = useConfirm();
  const [create, created] = useNotifiedMutation(CreateAudioPlaylistMutationDocument, { success: M.created });
  const [update, updated] = useNotifiedMutation(UpdateAudioPlaylistMutationDocument, {
    success: M.updated,
    mutation: { refetchQueries: ['AudioPlaylistEditQuery'] },
  });
  const save = async (id: string | undefined, draft: PlaylistDraft): Promise<string | undefined> => {
    const playlistType = draft.sting ? 'sting' : 'audio';
    const check = checkAudioPlaylistSave(
      { name: draft.name, tags: draft.tags, playlist_type: playlistType, trigger_count: draft.triggerCount },
      forcedTags,
    );
    if (!check.ok) {
      notify('danger', check.msg);
      return undefined;
    }
    if (check.confirm) {
      const ok = await confirm({ message: check.confirm, okText: 'Save', okColorPalette: 'accent', okIcon: null });
      if (!ok) return undefined;
    }
    const input = {
      name: draft.name.trim(),
      tags: draft.tags,
      trackIds: draft.trackIds,
      playlistType: draft.sting ? ('STING' as const) : ('AUDIO' as const),
      triggerCount: draft.sting ? draft.triggerCount : null,
      confirmNoTags: check.confirm ? true : undefined,
    };
    if (id) return (await update({ id, input }))?.updateAudioPlaylist.id;
    return (await create({ input }))?.createAudioPlaylist.id;
  };
  return [save, created.loading || updated.loading] as const;
}

/** Deletes a playlist after the confirmation: "Audio Playlist successfully deleted". Resolves whether it went. */
export function useDeleteAudioPlaylist() {
  const [run] = useNotifiedMutation(DeleteAudioPlaylistMutationDocument, {
    success: M.deleted,
    mutation: { refetchQueries: ['AudioPlaylistListQuery'] },
  });
  return async (id: string) => !!(await run({ id }, { confirm: {} }));
}
