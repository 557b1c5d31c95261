import { DEFAULT_TRIGGER_COUNT } from '@signage/domain/audio/playlist';
import { useNavigate, useParams } from 'react-router';
import { BackLink, DETAIL_QUERY_CONTEXT, NotLoaded } from '../../../components/detail-page/detail-page.tsx';
import { ScheduleDialog } from '../../../components/schedules/schedule-dialog.tsx';
import { useAudioPlaylistEditQuery } from '../../../gql/hooks.ts';
import { audioPlaylistEditPath, audioPlaylistSchedulePath, paths } from '../../../lib/paths.ts';
import { newObjectBasics, useSessionTags } from '../../../lib/session-tags.ts';
import { PlaylistEditor } from './playlist-editor.tsx';

const back = <BackLink to={paths.audio} label="Back to audio playlists" />;

/** /audio/playlists/{id} (spec 02 §2): `new` creates a playlist, an id edits one. */
export function AudioPlaylistPage() {
  const { id, scheduleId } = useParams();
  const sessionTags = useSessionTags();
  if (!id || id === 'new') {
    return (
      <PlaylistEditor
        key="new"
        initial={{
          ...newObjectBasics(sessionTags),
          sting: false,
          // A new playlist starts with trigger count 1 (spec 02 §4).
          triggerCount: DEFAULT_TRIGGER_COUNT,
          tracks: [],
        }}
        back={back}
      />
    );
  }
  return <ExistingPlaylist key={id} id={id} scheduleId={scheduleId} />;
}

function ExistingPlaylist({ id, scheduleId }: { id: string; scheduleId?: string }) {
  const navigate = useNavigate();
  // Fresh on arrival: the tracks' download links are signed and expire.
  const query = useAudioPlaylistEditQuery({
    variables: { id },
    fetchPolicy: 'network-only',
    context: DETAIL_QUERY_CONTEXT,
  });
  const playlist = query.data?.audioPlaylist;
  if (!playlist) {
    return <NotLoaded back={back} title="Audio playlist" noun="audio playlist" query={query} />;
  }
  return (
    <>
      {/* The schedules dialog of layouts, for this playlist (spec 02 §2 child route). */}
      {scheduleId && (
        <ScheduleDialog
          layoutId={playlist.id}
          layoutName={playlist.name}
          contentKind="audioPlaylist"
          selection={scheduleId}
          onSelect={(next) => navigate(audioPlaylistSchedulePath(playlist.id, next), { replace: true })}
          onClose={() => navigate(audioPlaylistEditPath(playlist.id))}
        />
      )}
      <PlaylistEditor
        // Updating reloads the screen (spec 02 §4): a new answer starts the form afresh.
        key={playlist.name + playlist.playlistType + String(playlist.triggerCount)}
        id={playlist.id}
        initial={{
          name: playlist.name,
          tags: playlist.tags,
          sting: playlist.playlistType === 'STING',
          triggerCount: playlist.triggerCount ?? DEFAULT_TRIGGER_COUNT,
          tracks: playlist.tracks,
        }}
        back={back}
        onSchedules={() => navigate(audioPlaylistSchedulePath(playlist.id, 'new'))}
      />
    </>
  );
}
