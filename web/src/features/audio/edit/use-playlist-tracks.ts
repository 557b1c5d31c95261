import { arrayMove } from '@dnd-kit/sortable';
import { useState } from 'react';
import type { PlaylistTrack_MediaFragment } from '../../../gql/graphql.ts';

/** One track of the playlist; `key` tells apart the same song added twice. */
export interface PlaylistItem {
  key: string;
  media: PlaylistTrack_MediaFragment;
}

let counter = 0;
const nextKey = () => `track-${++counter}`;

/** The track list being edited: add from the song search or the randomizer, move by drag or keyboard, remove. */
export function usePlaylistTracks(initial: readonly PlaylistTrack_MediaFragment[] = []) {
  const [items, setItems] = useState<PlaylistItem[]>(() => initial.map((media) => ({ key: nextKey(), media })));
  return {
    items,
    add: (...media: PlaylistTrack_MediaFragment[]) =>
      setItems((current) => [...current, ...media.map((m) => ({ key: nextKey(), media: m }))]),
    remove: (key: string) => setItems((current) => current.filter((item) => item.key !== key)),
    move: (fromKey: string, toKey: string) =>
      setItems((current) => {
        const from = current.findIndex((item) => item.key === fromKey);
        const to = current.findIndex((item) => item.key === toKey);
        return from < 0 || to < 0 ? current : arrayMove(current, from, to);
      }),
  };
}

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
