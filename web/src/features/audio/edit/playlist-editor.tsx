import { Button, HStack, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { MAX_TRIGGER_COUNT } from '@signage/domain/audio/playlist';
import { type ReactNode, useState } from 'react';
import { LuSave, LuShuffle, LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { UnsavedNote } from '../../../components/leave-prompt/unsaved-note.tsx';
import { useUnsavedEdits } from '../../../components/leave-prompt/use-unsaved-edits.ts';
import { PageTitleBar } from '../../../components/page-title-bar.tsx';
import { SchedulesButton } from '../../../components/schedules/schedules-button.tsx';
import { Section } from '../../../components/section.tsx';
import { TagInput, type TagValue } from '../../../components/tags/tag-input.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ViewOnlyNote } from '../../../components/view-only-note.tsx';
import type { PlaylistTrack_MediaFragment } from '../../../gql/graphql.ts';
import { audioPlaylistEditPath, paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/use-can.ts';
import { EDIT_AUDIO_PLAYLISTS } from '../audio-permissions.ts';
import { PreviewPlayer } from './preview-player.tsx';
import { RandomizerDialog } from './randomizer-dialog.tsx';
import { SongSearch } from './song-search.tsx';
import { TrackList } from './track-list.tsx';
import { durationText, usePlaylistTracks } from './use-playlist-tracks.ts';
import { useDeleteAudioPlaylist, useSaveAudioPlaylist } from './use-save-audio-playlist.ts';

export interface PlaylistEditorProps {
  /** Absent for a new playlist. */
  id?: string;
  initial: {
    name: string;
    tags: readonly TagValue[];
    sting: boolean;
    triggerCount: number;
    tracks: readonly PlaylistTrack_MediaFragment[];
  };
  back: ReactNode;
  /** Opens the schedules dialog (a saved playlist). */
  onSchedules?: () => void;
}

/** What Save would write, to tell whether anything changed since the last save. */
const snapshot = (p: {
  name: string;
  tags: readonly TagValue[];
  sting: boolean;
  triggerCount: string;
  trackIds: readonly string[];
}) => JSON.stringify([p.name, p.tags.map((t) => t.name), p.sting, p.sting ? p.triggerCount : '', p.trackIds]);

/**
 * The playlist editor (spec 02 "Playlist editor"): name, tags, the sting toggle with its trigger count, the track
 * list (dragged or moved by keyboard) with its preview player, the song search, the randomizer, schedules, delete.
 */
export function PlaylistEditor({ id, initial, back, onSchedules }: PlaylistEditorProps) {
  const navigate = useNavigate();
  const canEdit = useCan(EDIT_AUDIO_PLAYLISTS);
  const readOnly = !canEdit;
  const [name, setName] = useState(initial.name);
  const [tags, setTags] = useState<TagValue[]>([...initial.tags]);
  const [sting, setSting] = useState(initial.sting);
  const [triggerCount, setTriggerCount] = useState(String(initial.triggerCount));
  const tracks = usePlaylistTracks(initial.tracks);
  const [playing, setPlaying] = useState<number | undefined>();
  const [randomizing, setRandomizing] = useState(false);
  const [save, saving] = useSaveAudioPlaylist();
  const remove = useDeleteAudioPlaylist();
  const total = tracks.items.reduce((sum, item) => sum + (item.media.duration ?? 0), 0);

  const current = snapshot({ name, tags, sting, triggerCount, trackIds: tracks.items.map((item) => item.media.id) });
  const leave = useUnsavedEdits({
    current,
    initial: () =>
      snapshot({ ...initial, triggerCount: String(initial.triggerCount), trackIds: initial.tracks.map((t) => t.id) }),
    readOnly,
    write: async () => {
      const savedId = await save(id, {
        name,
        tags: tags.map((t) => t.name),
        trackIds: tracks.items.map((item) => item.media.id),
        sting,
        triggerCount: Number(triggerCount),
      });
      if (!savedId) return undefined;
      // Saving a new playlist goes to its edit route (spec 02 §4).
      return id ? {} : { moveTo: audioPlaylistEditPath(savedId), replace: true };
    },
  });
  const { dirty } = leave;

  return (
    <Stack gap="5">
      {back}
      <PageTitleBar title={id ? initial.name : 'New audio playlist'}>
        {!readOnly && (
          <HStack gap="2" wrap="wrap" align="center">
            <UnsavedNote dirty={dirty} />
            {id && onSchedules && <SchedulesButton dirty={dirty} onClick={onSchedules} />}
            {id && (
              <Button
                variant="outline"
                colorPalette="red"
                onClick={async () => {
                  if (!(await remove(id))) return;
                  // Gone: nothing is left to save, so leaving does not ask.
                  leave.leaveSaved();
                  void navigate(paths.audio);
                }}
              >
                <LuTrash2 />
                Delete
              </Button>
            )}
            <Button colorPalette="accent" loading={saving} onClick={() => void leave.save()}>
              <LuSave />
              Save
            </Button>
          </HStack>
        )}
      </PageTitleBar>
      <ViewOnlyNote things="audio playlists" needs={EDIT_AUDIO_PLAYLISTS} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField required label="Playlist name" value={name} onValue={setName} readOnly={readOnly} />
        <TagInput label="Tags" value={tags} onChange={setTags} disabled={readOnly} />
      </SimpleGrid>
      <HStack gap="6" wrap="wrap" align="end">
        <Switch.Root checked={sting} onCheckedChange={(e) => setSting(e.checked)} disabled={readOnly}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Sting playlist</Switch.Label>
        </Switch.Root>
        {sting && (
          <TextField
            field={{ maxW: '56' }}
            label="Trigger count"
            type="number"
            min={1}
            max={MAX_TRIGGER_COUNT}
            value={triggerCount}
            onValue={setTriggerCount}
            invalid={!(Number(triggerCount) >= 1)}
            readOnly={readOnly}
            helper="Plays after every this many layouts."
          />
        )}
      </HStack>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <Section title={`Tracks (${tracks.items.length})`}>
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              Total duration {durationText(total)}
            </Text>
            <PreviewPlayer items={tracks.items} index={playing} onIndexChange={setPlaying} />
            <TrackList
              items={tracks.items}
              readOnly={readOnly}
              playingKey={playing === undefined ? undefined : tracks.items[playing]?.key}
              onMove={tracks.move}
              onRemove={tracks.remove}
              onPlay={setPlaying}
            />
          </Stack>
        </Section>
        {!readOnly && (
          <Section title="Song search">
            <Stack gap="3">
              <Button alignSelf="start" variant="outline" onClick={() => setRandomizing(true)}>
                <LuShuffle />
                Randomize
              </Button>
              <SongSearch onAdd={(media) => tracks.add(media)} />
            </Stack>
          </Section>
        )}
      </SimpleGrid>
      {randomizing && (
        <RandomizerDialog onAdd={(added) => tracks.add(...added)} onClose={() => setRandomizing(false)} />
      )}
      {leave.dialog}
    </Stack>
  );
}
