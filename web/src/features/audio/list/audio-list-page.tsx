import { AUDIO_PLAYLIST_MESSAGES } from '@signage/domain/audio/playlist';
import { DEFAULT_SEARCH_PAGE_SIZE } from '@signage/domain/search';
import { LuMusic } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { dateCreatedColumn, tagsColumn } from '../../../components/list-page/record-columns.tsx';
import { TaggedListPage, taggedListTexts } from '../../../components/list-page/tagged-list-page.tsx';
import { AudioPlaylistListQueryDocument, CloneAudioPlaylistMutationDocument } from '../../../gql/graphql.ts';
import { audioPlaylistEditPath, audioPlaylistSchedulePath } from '../../../lib/paths.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { taggedListParams, useTaggedList } from '../../../lib/use-tagged-list.ts';
import { EDIT_AUDIO_PLAYLISTS } from '../audio-permissions.ts';
import { AudioRowMenu } from './audio-row-menu.tsx';

const PARAMS = taggedListParams([25, 50, 100], DEFAULT_SEARCH_PAGE_SIZE);

const TEXTS = taggedListTexts({
  noun: 'audio playlist',
  nothingYet: 'No audio playlists yet. Build background music or a sting from your audio media.',
  searchPlaceholder: 'Name or tag',
  icon: LuMusic,
});

export const PLAYLIST_TYPE_LABELS = { AUDIO: 'Audio', STING: 'Sting' } as const;

/** /audio (spec 02 "Audio list"): Playlist Name, Playlist Type, Date Created, Tags, and a menu column. */
export function AudioListPage() {
  const navigate = useNavigate();
  const list = useTaggedList(AudioPlaylistListQueryDocument, {
    params: PARAMS,
    editRight: EDIT_AUDIO_PLAYLISTS,
    select: (data) => data.audioPlaylists,
  });
  const [clone] = useNotifiedMutation(CloneAudioPlaylistMutationDocument, {
    success: AUDIO_PLAYLIST_MESSAGES.created,
    mutation: { refetchQueries: ['AudioPlaylistListQuery'] },
  });
  const cloned = async (id: string) => (await clone({ id }))?.cloneAudioPlaylist.id;
  return (
    <TaggedListPage
      texts={TEXTS}
      list={list}
      editorOf={audioPlaylistEditPath}
      nameHeader="Playlist Name"
      columns={[
        { header: 'Playlist Type', cell: (p) => PLAYLIST_TYPE_LABELS[p.playlistType] },
        dateCreatedColumn({ whiteSpace: 'nowrap' }),
        tagsColumn(),
        {
          header: 'Actions',
          cell: (p) => (
            <AudioRowMenu
              name={p.name}
              canEdit={list.canEdit}
              actions={{
                edit: () => void navigate(audioPlaylistEditPath(p.id)),
                clone: () => void cloned(p.id),
                cloneAndView: async () => {
                  const id = await cloned(p.id);
                  if (id) void navigate(audioPlaylistEditPath(id));
                },
                cloneAndSchedule: async () => {
                  const id = await cloned(p.id);
                  if (id) void navigate(audioPlaylistSchedulePath(id, 'new'));
                },
              }}
            />
          ),
        },
      ]}
    />
  );
}
