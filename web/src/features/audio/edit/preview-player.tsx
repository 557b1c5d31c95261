import { Box, Button, HStack, Progress, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuSkipBack, LuSkipForward, LuSquare } from 'react-icons/lu';
import { durationText, type PlaylistItem, trackTitle } from './use-playlist-tracks.ts';

interface PreviewPlayerProps {
  items: readonly PlaylistItem[];
  /** The index playing, or undefined when stopped. */
  index: number | undefined;
  onIndexChange: (index: number | undefined) => void;
}

/**
 * The editor's preview player (spec 02 "Playlist editor"): an HTML audio element on each track's signed download
 * link, with previous, next and stop; it shows the playing track and its position, and moves on at a track's end.
 */
export function PreviewPlayer({ items, index, onIndexChange }: PreviewPlayerProps) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [position, setPosition] = useState(0);
  const track = index === undefined ? undefined : items[index];
  const src = track?.media.downloadUrl;

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    setPosition(0);
    if (!src) {
      element.pause();
      element.removeAttribute('src');
      element.load();
      return;
    }
    element.src = src;
    // A browser may refuse to start without a gesture: the controls stay usable, so the user can start it.
    element.play().catch(() => undefined);
  }, [src]);

  const go = (step: number) => {
    if (items.length === 0) return;
    const from = index ?? -1;
    const next = from + step;
    onIndexChange(next < 0 || next >= items.length ? undefined : next);
  };
  const duration = track?.media.duration ?? 0;
  return (
    <Box borderWidth="1px" rounded="md" p="3">
      {/* biome-ignore lint/a11y/useMediaCaption: music tracks have no speech to caption. */}
      <audio
        ref={audio}
        data-testid="preview-audio"
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onEnded={() => go(1)}
      />
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Box minW="0" flex="1" aria-live="polite">
          <Text fontSize="sm" fontWeight="medium" truncate>
            {track ? `Playing ${index! + 1} of ${items.length}: ${trackTitle(track.media)}` : 'Stopped'}
          </Text>
          {track && (
            <Text fontSize="xs" color="fg.muted">
              {durationText(position)} / {durationText(track.media.duration)}
            </Text>
          )}
        </Box>
        <HStack gap="1">
          <Button size="sm" variant="outline" onClick={() => go(-1)} disabled={items.length === 0}>
            <LuSkipBack />
            Previous
          </Button>
          <Button size="sm" variant="outline" onClick={() => go(1)} disabled={items.length === 0}>
            <LuSkipForward />
            Next
          </Button>
          <Button size="sm" variant="outline" onClick={() => onIndexChange(undefined)} disabled={!track}>
            <LuSquare />
            Stop
          </Button>
        </HStack>
      </HStack>
      {track && duration > 0 && (
        <Progress.Root size="xs" mt="2" value={Math.min(100, (position / duration) * 100)} aria-label="Track position">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Box>
  );
}
