import type { KeyedItem } from '../../../components/sortable/use-keyed-items.ts';
import { useKeyedItems } from '../../../components/sortable/use-keyed-items.ts';
import type { PlaylistTrack_MediaFragment } from '../../../gql/graphql.ts';

/** One track of the playlist; `key` tells apart the same song added twice. */
export type PlaylistItem = KeyedItem<PlaylistTrack_MediaFragment>;

/** The track list being edited: add from the song search or the randomizer, move by drag or keyboard, remove. */
export const usePlaylistTracks = (initial: readonly PlaylistTrack_MediaFragment[] = []) => useKeyedItems(initial);

/** "3:05" for 185 seconds; "–" when unknown. */
export function durationText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '–';
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A track's name as people know it: its title and artist, else its file name. */
export function trackTitle(media: PlaylistTrack_MediaFragment): string {
  const { title, artist } = media.metadata;
  if (title && artist) return `${title} – ${artist}`;
  return title ?? media.name;
}
