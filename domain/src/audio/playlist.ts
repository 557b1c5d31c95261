/**
 * Audio playlists (spec 02 §3 "Audio playlist", §4, §5, §8, §9): a plain background-music playlist or a short
 * "sting" playlist that plays after every `trigger_count` layouts. The console checks a save with these rules
 * before it sends it, and the REST service checks every write with the same ones.
 */
import { requiredTextProblem } from '../required-text.ts';

export const AUDIO_PLAYLIST_TYPES = ['audio', 'sting'] as const;
export type AudioPlaylistType = (typeof AUDIO_PLAYLIST_TYPES)[number];

/** In order (as listed), or shuffled each time the list starts over. */
export const PLAYBACK_MODES = ['sequential', 'shuffle'] as const;
export type PlaybackMode = (typeof PLAYBACK_MODES)[number];

/** Spec 02 §9: default sting trigger count 1 (and a new playlist starts with it, §4). */
export const DEFAULT_TRIGGER_COUNT = 1;
/** Spec 02 §9: the randomizer dialog draws 5 tracks unless told otherwise. */
export const DEFAULT_RANDOM_COUNT = 5;
/** Bounds that keep one save sane: a playlist of thousands of tracks is fine, millions are not. */
export const MAX_PLAYLIST_TRACKS = 5000;
export const MAX_RANDOM_COUNT = 1000;
export const MAX_TRIGGER_COUNT = 1000;
export const MAX_PLAYLIST_NAME_LENGTH = 255;
/** The loudness every track is brought to by its stored gain (EBU R128 streaming target). */
export const TARGET_LOUDNESS_LUFS = -16;
/** How far background music drops while a layout with audio enabled plays, unless a device setting says. */
export const DEFAULT_DUCKING_DB = -12;

export const AUDIO_PLAYLIST_NOUN = 'Audio playlist';

export const AUDIO_PLAYLIST_MESSAGES = {
  nameEmpty: 'Playlist name empty.',
  noTags: 'You have not entered any tags.',
  /** Our wording: the spec says only that users with forced tags are offered a confirmation. */
  confirmNoTags:
    'You have not entered any tags. The playlist will carry only your forced tags. Do you want to continue?',
  nameTooLong: `Playlist name may be at most ${MAX_PLAYLIST_NAME_LENGTH} characters.`,
  triggerCount: `A sting playlist needs a trigger count from 1 to ${MAX_TRIGGER_COUNT}.`,
  tooManyTracks: `A playlist may hold at most ${MAX_PLAYLIST_TRACKS} tracks.`,
  notAudio: (id: number) => `Media ${id} is not an audio track, or is not visible to you.`,
  randomCount: `Choose from 1 to ${MAX_RANDOM_COUNT} tracks.`,
  created: 'New Audio Playlist successfully created.',
  updated: 'Audio Playlist successfully updated.',
  deleted: 'Audio Playlist successfully deleted',
} as const;

/** Spec 02 §4: the sting toggle decides the type. */
export function playlistTypeOf(stingToggle: boolean): AudioPlaylistType {
  return stingToggle ? 'sting' : 'audio';
}

/** What a save sends, as it arrives: the rules check its shape themselves, so any input gets a spec message. */
export interface AudioPlaylistDraft {
  name?: unknown;
  tags?: unknown;
  playlist?: unknown;
  playlist_type?: unknown;
  trigger_count?: unknown;
}

export type AudioPlaylistCheck =
  | { ok: true; confirm?: string; triggerCount: number | null; playlistType: AudioPlaylistType }
  | { ok: false; msg: string };

/**
 * The playlist save rules (spec 02 §5): name not empty; no tags refused without forced tags, a question with
 * them; a sting needs a trigger count of 1 or more, an audio playlist clears it. `audioIds` (when given) are the
 * audio media the saver may see among the playlist's ids: any other id is refused.
 */
export function checkAudioPlaylistSave(
  draft: AudioPlaylistDraft,
  forcedTags: readonly string[],
  audioIds?: ReadonlySet<number>,
): AudioPlaylistCheck {
  const m = AUDIO_PLAYLIST_MESSAGES;
  const name = typeof draft.name === 'string' ? draft.name : '';
  const nameProblem = requiredTextProblem(name, MAX_PLAYLIST_NAME_LENGTH, m.nameEmpty, m.nameTooLong);
  if (nameProblem) return { ok: false, msg: nameProblem };
  const tags = Array.isArray(draft.tags) ? draft.tags : [];
  if (tags.length === 0 && forcedTags.length === 0) return { ok: false, msg: m.noTags };
  const playlistType: AudioPlaylistType = draft.playlist_type === 'sting' ? 'sting' : 'audio';
  let triggerCount: number | null = null;
  if (playlistType === 'sting') {
    const n = draft.trigger_count;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_TRIGGER_COUNT) {
      return { ok: false, msg: m.triggerCount };
    }
    triggerCount = n;
  }
  const playlist = Array.isArray(draft.playlist) ? draft.playlist : [];
  if (playlist.length > MAX_PLAYLIST_TRACKS) return { ok: false, msg: m.tooManyTracks };
  if (audioIds) {
    const wrong = playlist.find((id) => typeof id !== 'number' || !audioIds.has(id));
    if (wrong !== undefined) return { ok: false, msg: m.notAudio(Number(wrong)) };
  }
  return tags.length === 0
    ? { ok: true, confirm: m.confirmNoTags, triggerCount, playlistType }
    : { ok: true, triggerCount, playlistType };
}

/** The gain in dB that brings a track measured at `integratedLufs` to the target loudness, within ±20 dB. */
export function loudnessGainDb(integratedLufs: number): number {
  const gain = TARGET_LOUDNESS_LUFS - integratedLufs;
  return Math.round(Math.max(-20, Math.min(20, gain)) * 100) / 100;
}

/** Seconds of all tracks (those without a known duration count as 0). */
export function totalDuration(durations: readonly (number | null | undefined)[]): number {
  return durations.reduce<number>((sum, d) => sum + (typeof d === 'number' && Number.isFinite(d) ? d : 0), 0);
}
