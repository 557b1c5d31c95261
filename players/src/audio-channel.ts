import type { PlayerAudioPlaylist } from '@signage/contract/audio-player';
import {
  type ActiveAudioSchedule,
  effectiveVolumeDb,
  layoutPlaySeconds,
  layoutPlaysAudio,
  musicOf,
  trackAt,
} from '@signage/domain/audio/audio-channel';
import {
  type CadenceState,
  layoutPlayed,
  START_CADENCE,
  type StingCandidate,
  stingCandidatesOf,
} from '@signage/domain/audio/sting-cadence';
import type { PlayingAudio, PlayingTrack } from '@signage/domain/device-playing';
import type { LayoutElement } from '@signage/domain/layouts/elements';

type Track = PlayerAudioPlaylist['tracks'][number];

interface Music {
  schedule: ActiveAudioSchedule;
  playlist: PlayerAudioPlaylist;
  /** The tracks in the order they play (shuffled once when the playlist is set to shuffle). */
  order: Track[];
  startedAt: number;
  /** The track playing, and when its round of the playlist started (so the same track in a new round is new). */
  current: { track: Track; since: number; round: number } | null;
}

interface Sting {
  schedule: ActiveAudioSchedule;
  track: Track;
  since: number;
}

export interface AudioChannelOptions {
  fetchPlaylist: (playlistId: number) => Promise<PlayerAudioPlaylist>;
  /** The device's duck (dB), from the device settings it applied. */
  duckDb: () => number;
  /** Plays this many times faster than real time (tests and demos). */
  timeScale: number;
  /** What it plays changed: say so on the out topic. */
  onChange: () => void;
  /** A track started: count one play of it. */
  onTrack: (mediaId: number, at: Date) => void;
  log: (line: string) => void;
}

const playable = (tracks: readonly Track[]) => tracks.filter((t) => t.duration !== null && t.duration > 0);

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * A player's audio channel (issue 25). The music is the playlist of the most specific active audio schedule; it
 * plays on whatever the screen shows, ducked by the device's duck setting while a layout with audio enabled or a
 * sting plays, each track at its stored loudness gain. Every layout played (one play duration of what is on
 * screen) counts towards the stings, which play by the shared cadence (sting-cadence.ts).
 */
export class AudioChannel {
  #music: Music | null = null;
  #musicTimer: NodeJS.Timeout | undefined;
  #stingSchedules: ActiveAudioSchedule[] = [];
  readonly #stingPlaylists = new Map<number, PlayerAudioPlaylist>();
  /** The next track of each sting playlist: stings take turns through their tracks too. */
  readonly #stingTurns = new Map<number, number>();
  #sting: Sting | null = null;
  #stingTimer: NodeJS.Timeout | undefined;
  #cadence: CadenceState = START_CADENCE;
  #layoutAudio = false;
  #layoutTimer: NodeJS.Timeout | undefined;
  #updating: Promise<void> = Promise.resolve();

  constructor(private readonly options: AudioChannelOptions) {}

  /** Its active audio schedules changed, or were fetched again (`reload`: the playlists may have been edited). */
  update(active: readonly ActiveAudioSchedule[], reload: boolean): Promise<void> {
    this.#updating = this.#updating.catch(() => undefined).then(() => this.#update(active, reload));
    return this.#updating;
  }

  async #update(active: readonly ActiveAudioSchedule[], reload: boolean) {
    const music = musicOf(active);
    const stings = active.filter((s) => s.playlistType === 'sting');
    let changed = false;
    const current = this.#music;
    if (!music) {
      if (current) this.#setMusic(null);
      changed = current !== null;
    } else if (!current || current.schedule.id !== music.id || reload) {
      const playlist = await this.options.fetchPlaylist(music.audioPlaylistId);
      const same = current?.schedule.id === music.id && current.playlist.date_updated === playlist.date_updated;
      if (!same) {
        const tracks = playable(playlist.tracks);
        const order = playlist.playback_mode === 'shuffle' ? shuffled(tracks) : tracks;
        this.#setMusic({ schedule: music, playlist, order, startedAt: Date.now(), current: null });
        changed = true;
      }
    }
    const ids = new Set(stings.map((s) => s.audioPlaylistId));
    for (const id of this.#stingPlaylists.keys()) if (!ids.has(id)) this.#stingPlaylists.delete(id);
    for (const id of ids) {
      if (reload || !this.#stingPlaylists.has(id)) this.#stingPlaylists.set(id, await this.options.fetchPlaylist(id));
    }
    if (stings.map((s) => s.id).join() !== this.#stingSchedules.map((s) => s.id).join()) changed = true;
    this.#stingSchedules = stings;
    if (changed) this.options.onChange();
  }

  /** What the screen plays now (null: nothing); `started`: a layout started, so its first play begins now. */
  setLayout(root: LayoutElement | null, started: boolean) {
    const plays = root !== null && layoutPlaysAudio(root);
    const duckChanged = plays !== this.#layoutAudio;
    this.#layoutAudio = plays;
    if (started || root === null) {
      clearInterval(this.#layoutTimer);
      this.#layoutTimer = undefined;
      if (root) {
        this.#layoutTimer = setInterval(() => this.#layoutPlayed(), this.#ms(layoutPlaySeconds(root)));
        this.#layoutTimer.unref();
      }
    }
    if (duckChanged) this.options.onChange();
  }

  /** The stings that apply now (sting-cadence.ts stingCandidatesOf, as the console reads them). */
  get stingCandidates(): StingCandidate[] {
    return stingCandidatesOf(
      this.#stingSchedules.map((s) => ({
        audioPlaylistId: s.audioPlaylistId,
        triggerCount: this.#stingPlaylists.get(s.audioPlaylistId)?.trigger_count ?? null,
        tags: s.tags,
      })),
    );
  }

  /** One play of the layout on screen ended: count it, and play the sting the cadence says is due. */
  #layoutPlayed() {
    const step = layoutPlayed(this.#cadence, this.stingCandidates);
    this.#cadence = step.state;
    if (!step.sting) return;
    const playlistId = step.sting.audioPlaylistId;
    const tracks = playable(this.#stingPlaylists.get(playlistId)?.tracks ?? []);
    const schedule = this.#stingSchedules.find((s) => s.audioPlaylistId === playlistId);
    if (!tracks.length || !schedule) return;
    const turn = this.#stingTurns.get(playlistId) ?? 0;
    this.#stingTurns.set(playlistId, turn + 1);
    const track = tracks[turn % tracks.length]!;
    const since = Date.now();
    this.#sting = { schedule, track, since };
    this.options.log(`sting ${track.name} (playlist ${playlistId})`);
    this.options.onTrack(track.media_id, new Date(since));
    clearTimeout(this.#stingTimer);
    this.#stingTimer = setTimeout(() => {
      this.#sting = null;
      this.options.onChange();
    }, this.#ms(track.duration!));
    this.#stingTimer.unref();
    this.options.onChange();
  }

  #setMusic(music: Music | null) {
    clearTimeout(this.#musicTimer);
    this.#music = music;
    if (music) this.#advance(music);
  }

  /** Moves the music to the track its clock says plays now, counts a new one, and waits for that track's end. */
  #advance(music: Music) {
    if (this.#music !== music) return;
    const elapsed = ((Date.now() - music.startedAt) * this.options.timeScale) / 1000;
    const durations = music.order.map((t) => t.duration);
    const at = trackAt(durations, elapsed, music.playlist.repeat);
    if (!at) {
      if (music.current) {
        music.current = null;
        this.options.onChange();
      }
      return;
    }
    const track = music.order[at.index]!;
    const round = at.startsAt;
    if (music.current?.track !== track || music.current.round !== round) {
      const since = new Date(music.startedAt + (at.startsAt * 1000) / this.options.timeScale);
      music.current = { track, since: since.getTime(), round };
      this.options.onTrack(track.media_id, since);
      this.options.onChange();
    }
    // A millisecond past the end, so the clock reads the next track.
    this.#musicTimer = setTimeout(() => this.#advance(music), this.#ms(at.endsAt - elapsed) + 1);
    this.#musicTimer.unref();
  }

  #ms(seconds: number) {
    return Math.max(1, Math.round((seconds * 1000) / this.options.timeScale));
  }

  #track(schedule: ActiveAudioSchedule, track: Track, since: number, ducked: boolean): PlayingTrack {
    return {
      schedule_id: schedule.id,
      audio_playlist_id: schedule.audioPlaylistId,
      media_id: track.media_id,
      since: new Date(since).toISOString(),
      gain_db: track.loudness_gain_db ?? 0,
      volume_db: effectiveVolumeDb(track.loudness_gain_db, this.options.duckDb(), ducked),
    };
  }

  /** What it says on its out topic (device-playing.ts PlayingAudio). */
  get report(): PlayingAudio {
    const ducked = this.#layoutAudio || this.#sting !== null;
    const music = this.#music?.current;
    return {
      music: music ? this.#track(this.#music!.schedule, music.track, music.since, ducked) : null,
      sting: this.#sting ? this.#track(this.#sting.schedule, this.#sting.track, this.#sting.since, false) : null,
      duck_db: this.options.duckDb(),
      ducked,
      layouts_since_sting: this.#cadence.layoutsSinceSting,
      stings_played: this.#cadence.stingsPlayed,
    };
  }

  stop() {
    clearTimeout(this.#musicTimer);
    clearTimeout(this.#stingTimer);
    clearInterval(this.#layoutTimer);
    this.#music = null;
    this.#sting = null;
  }
}
