import { useApolloClient } from '@apollo/client/react';
import { Button, Stack } from '@chakra-ui/react';
import { DEFAULT_RANDOM_COUNT, MAX_RANDOM_COUNT } from '@signage/domain/audio/playlist';
import { useState } from 'react';
import { EditorDialog } from '../../../components/editor-dialog/editor-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { TagInput, type TagValue } from '../../../components/tags/tag-input.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { type PlaylistTrack_MediaFragment, RandomTracksQueryDocument } from '../../../gql/graphql.ts';

/**
 * The randomizer (spec 02 "Playlist editor", §9): draws `count` tracks (5 unless changed) at random on the server
 * from the audio media carrying the tags, and adds them to the playlist.
 */
export function RandomizerDialog({
  onAdd,
  onClose,
}: {
  onAdd: (tracks: PlaylistTrack_MediaFragment[]) => void;
  onClose: () => void;
}) {
  const client = useApolloClient();
  const notify = useNotify();
  const [count, setCount] = useState(String(DEFAULT_RANDOM_COUNT));
  const [tags, setTags] = useState<TagValue[]>([]);
  const [busy, setBusy] = useState(false);
  const n = Number(count);
  const valid = Number.isInteger(n) && n >= 1 && n <= MAX_RANDOM_COUNT;
  const draw = async () => {
    setBusy(true);
    try {
      const answer = await client.query({
        query: RandomTracksQueryDocument,
        variables: { count: n, tags: tags.map((t) => t.name) },
        fetchPolicy: 'network-only',
      });
      const tracks = answer.data?.randomPlaylist ?? [];
      if (tracks.length === 0) notify('warning', 'No audio media carry these tags.');
      else {
        onAdd([...tracks]);
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <EditorDialog
      title="Randomize playlist"
      onClose={onClose}
      busy={busy}
      footer={
        <Button colorPalette="accent" onClick={() => void draw()} disabled={!valid} loading={busy}>
          Add tracks
        </Button>
      }
    >
      <Stack gap="4">
        <TextField
          label="Number of tracks"
          type="number"
          min={1}
          max={MAX_RANDOM_COUNT}
          value={count}
          onValue={setCount}
          invalid={!valid}
          error={`Choose from 1 to ${MAX_RANDOM_COUNT} tracks.`}
        />
        <TagInput label="Tags of the tracks" value={tags} onChange={setTags} />
      </Stack>
    </EditorDialog>
  );
}
