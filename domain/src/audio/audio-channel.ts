/**
 * A player's audio channel (issue 25): the background music of the audio playlist its schedules pick, which keeps
 * playing whatever the screen shows, and the stings its sting playlists put between layouts (sting-cadence.ts).
 * Written once for the simulated players, the gateway and the console.
 */

import type { LayoutElement } from '../layouts/elements.ts';
import { playDuration, UNTIMED_SEQUENCE_STEP } from '../layouts/play-time.ts';
import { elementsOf } from '../layouts/tree.ts';
import { outranks } from '../specificity.ts';

/** Whether a layout plays sound of its own: a region with audio enabled (spec 01 §3). The music ducks meanwhile. */
export function layoutPlaysAudio(root: LayoutElement): boolean {
  for (const { element } of elementsOf(root)) {
    if (element.type === 'region' && element.visible !== false && element.audio_enabled === true) return true;
  }
  return false;
}

/**
 * Seconds one play of a layout lasts: its play duration (its longest region, a sequence's steps), or the spec's
 * default element duration when nothing in it is timed. Stings count layouts played by this.
 */
export function layoutPlaySeconds(root: LayoutElement): number {
  return playDuration(root) ?? UNTIMED_SEQUENCE_STEP;
}

const tenth = (db: number) => Math.round(db * 10) / 10;

/**
 * The level a track plays at, in dB against full scale: its stored loudness gain (to -16 LUFS; 0 until
 * measured), plus the device's duck while it is ducked. Tracks of any loudness so sound equally loud.
 */
export function effectiveVolumeDb(gainDb: number | null, duckDb: number, ducked: boolean): number {
  return tenth((gainDb ?? 0) + (ducked ? duckDb : 0));
}

/** An active audio schedule, as the player sorts them: its playlist's type decides music or sting. */
export interface ActiveAudioSchedule {
  id: number;
  tags: readonly string[];
  audioPlaylistId: number;
  playlistType: 'audio' | 'sting';
}

/**
 * The music of a device now: of the active schedules of audio (not sting) playlists, the most specific, then the
 * newest (specificity.ts, as for layouts); null when none is active.
 */
export function musicOf(active: readonly ActiveAudioSchedule[]): ActiveAudioSchedule | null {
  let winner: ActiveAudioSchedule | null = null;
  for (const schedule of active) {
    if (schedule.playlistType !== 'audio') continue;
    if (!winner || outranks(schedule, winner)) winner = schedule;
  }
  return winner;
}

/**
 * Which track plays `elapsedSeconds` after a playlist started: tracks in order, each for its duration, starting
 * over when `repeat` (else null once the last has ended). Tracks without a known duration are skipped.
 */
export function trackAt(
  durations: readonly (number | null)[],
  elapsedSeconds: number,
  repeat: boolean,
): { index: number; startsAt: number; endsAt: number } | null {
  const total = durations.reduce<number>((sum, d) => sum + (d && d > 0 ? d : 0), 0);
  if (total <= 0) return null;
  const elapsed = Math.max(0, elapsedSeconds);
  if (!repeat && elapsed >= total) return null;
  const round = Math.floor(elapsed / total) * total;
  let start = round;
  for (const [index, duration] of durations.entries()) {
    if (!duration || duration <= 0) continue;
    if (elapsed < start + duration) return { index, startsAt: start, endsAt: start + duration };
    start += duration;
  }
  return null;
}
