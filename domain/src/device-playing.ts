/**
 * What a player says it plays, on its `devices/{id}/out` topic (ARCHITECTURE "Messaging"): sent when what its
 * screen plays changes, and after each echo answer, so a watcher learns it within one echo period.
 */

/** The layout on screen: which schedule put it there, since when, and for a sync sequence which video plays. */
export interface PlayingNow {
  layout_id: number;
  schedule_id: number;
  /** When it started playing (ISO 8601, the player's clock). */
  since: string;
  /** Sync sequences only: the 0-based index of the video playing when the message was sent. */
  sequence_position?: number;
  /** Set when a campaign run put it there (schedule_id is then the run id, not a schedule's). */
  campaign_run_id?: number;
}

/** A track on the audio channel: which playlist's schedule, which media item, since when, and at what level. */
export interface PlayingTrack {
  schedule_id: number;
  audio_playlist_id: number;
  media_id: number;
  /** When the track started (ISO 8601, the player's clock). */
  since: string;
  /** The stored loudness gain of the item (dB, to -16 LUFS); 0 until measured. */
  gain_db: number;
  /** What it plays at: gain plus the duck while ducked (audio-channel.ts effectiveVolumeDb). */
  volume_db: number;
}

/**
 * The audio channel (issue 25): the background music, which plays on across layout changes, ducked by `duck_db`
 * while a layout with audio enabled (or a sting) plays; the sting playing now, if any; and where the sting cadence
 * stands (sting-cadence.ts), so the console can say when the next sting is due.
 */
export interface PlayingAudio {
  music: PlayingTrack | null;
  sting: PlayingTrack | null;
  duck_db: number;
  ducked: boolean;
  layouts_since_sting: number;
  stings_played: number;
}

/**
 * The message itself; `playing` is null when nothing is scheduled (the player is idle) or when its trading hours
 * have it closed (`closed: true`: the screen is off by design). `audio` is left out by players without an audio
 * channel.
 */
export interface PlayingReport {
  command: 'playing';
  /** The player's clock when it sent the message (ISO 8601). */
  datetime: string;
  playing: PlayingNow | null;
  closed?: boolean;
  audio?: PlayingAudio;
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isInstant = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));
/** A level in dB a player may say: finite, within what any gain and duck add up to. */
const isDb = (value: unknown): value is number => typeof value === 'number' && Math.abs(value) <= 200;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function parseTrack(value: unknown): PlayingTrack | null | undefined {
  if (value === null) return null;
  const t = value as Partial<Record<keyof PlayingTrack, unknown>> | undefined;
  if (typeof t !== 'object' || t === null) return undefined;
  if (!isId(t.schedule_id) || !isId(t.audio_playlist_id) || !isId(t.media_id) || !isInstant(t.since)) return undefined;
  if (!isDb(t.gain_db) || !isDb(t.volume_db)) return undefined;
  const { schedule_id, audio_playlist_id, media_id, since, gain_db, volume_db } = t;
  return { schedule_id, audio_playlist_id, media_id, since, gain_db, volume_db };
}

/** The audio part of a playing message, checked field by field; undefined when it is not a well-formed one. */
export function parsePlayingAudio(value: unknown): PlayingAudio | undefined {
  const a = value as Partial<Record<keyof PlayingAudio, unknown>> | null;
  if (typeof a !== 'object' || a === null) return undefined;
  const music = parseTrack(a.music);
  const sting = parseTrack(a.sting);
  if (music === undefined || sting === undefined || !isDb(a.duck_db) || typeof a.ducked !== 'boolean') return undefined;
  if (!isCount(a.layouts_since_sting) || !isCount(a.stings_played)) return undefined;
  return {
    music,
    sting,
    duck_db: a.duck_db,
    ducked: a.ducked,
    layouts_since_sting: a.layouts_since_sting,
    stings_played: a.stings_played,
  };
}

/**
 * A playing message as a device sent it, checked field by field (a device's message is input like any other);
 * undefined when it is not one, or not a well-formed one.
 */
export function parsePlayingReport(payload: unknown): PlayingReport | undefined {
  const message = payload as Partial<Record<keyof PlayingReport, unknown>> | null;
  if (typeof message !== 'object' || message === null || message.command !== 'playing') return undefined;
  if (!isInstant(message.datetime)) return undefined;
  let audio: { audio?: PlayingAudio } = {};
  if (message.audio !== undefined) {
    const parsed = parsePlayingAudio(message.audio);
    if (!parsed) return undefined;
    audio = { audio: parsed };
  }
  if (message.playing === null) {
    const closed = message.closed === true ? { closed: true } : {};
    return { command: 'playing', datetime: message.datetime, playing: null, ...closed, ...audio };
  }
  const now = message.playing as Partial<Record<keyof PlayingNow, unknown>> | undefined;
  if (typeof now !== 'object' || now === null) return undefined;
  if (!isId(now.layout_id) || !isId(now.schedule_id) || !isInstant(now.since)) return undefined;
  const position = now.sequence_position;
  if (position !== undefined && !(Number.isSafeInteger(position) && (position as number) >= 0)) return undefined;
  const run = now.campaign_run_id;
  if (run !== undefined && !isId(run)) return undefined;
  return {
    command: 'playing',
    datetime: message.datetime,
    playing: {
      layout_id: now.layout_id,
      schedule_id: now.schedule_id,
      since: now.since,
      ...(position === undefined ? {} : { sequence_position: position as number }),
      ...(run === undefined ? {} : { campaign_run_id: run }),
    },
    ...audio,
  };
}

/**
 * Which video of a sync sequence plays `elapsedSeconds` after it started: the videos play in order, each for its
 * duration, and the sequence loops. Videos without a known duration are skipped; none known: the first.
 */
export function sequencePosition(durations: readonly (number | null)[], elapsedSeconds: number): number {
  const total = durations.reduce<number>((sum, d) => sum + (d && d > 0 ? d : 0), 0);
  if (total <= 0) return 0;
  let left = Math.max(0, elapsedSeconds) % total;
  for (const [index, duration] of durations.entries()) {
    if (!duration || duration <= 0) continue;
    if (left < duration) return index;
    left -= duration;
  }
  return 0;
}
