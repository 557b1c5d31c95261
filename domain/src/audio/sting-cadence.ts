/**
 * When stings play (issue 25): one pure function that the simulated players, the device page's "what plays now
 * and why" and the console share. A sting plays after every `triggerCount` layouts played on a device. When
 * several sting playlists apply, the most specific schedule (most tags) wins, then they take turns
 * (round-robin, in playlist id order). A sting only ever follows a layout, so two stings never play back to back.
 */

export interface StingCandidate {
  audioPlaylistId: number;
  triggerCount: number;
  /** The applying schedule's specificity: how many tags it names. */
  specificity: number;
}

export interface CadenceState {
  /** Layouts played since the last sting (or since playback began). */
  layoutsSinceSting: number;
  /** Stings played so far: the round-robin's position. */
  stingsPlayed: number;
}

export const START_CADENCE: CadenceState = { layoutsSinceSting: 0, stingsPlayed: 0 };

/** The sting playlist due next, and how many more layouts play before it; null when none applies. */
export function nextSting(
  state: CadenceState,
  candidates: readonly StingCandidate[],
): { playlist: StingCandidate; layoutsRemaining: number } | null {
  const valid = candidates.filter((c) => Number.isInteger(c.triggerCount) && c.triggerCount >= 1);
  if (valid.length === 0) return null;
  const top = Math.max(...valid.map((c) => c.specificity));
  const tied = valid.filter((c) => c.specificity === top).sort((a, b) => a.audioPlaylistId - b.audioPlaylistId);
  const playlist = tied[state.stingsPlayed % tied.length]!;
  return { playlist, layoutsRemaining: Math.max(0, playlist.triggerCount - state.layoutsSinceSting) };
}

/**
 * A layout has finished playing: the new state, and the sting to play now (null: none). At most one sting plays
 * between two layouts, however many playlists are due.
 */
export function layoutPlayed(
  state: CadenceState,
  candidates: readonly StingCandidate[],
): { state: CadenceState; sting: StingCandidate | null } {
  const counted = { ...state, layoutsSinceSting: state.layoutsSinceSting + 1 };
  const next = nextSting(counted, candidates);
  if (!next || next.layoutsRemaining > 0) return { state: counted, sting: null };
  return { state: { layoutsSinceSting: 0, stingsPlayed: state.stingsPlayed + 1 }, sting: next.playlist };
}

/** The explainer's words: "next sting after 2 more layouts". */
export function stingDueText(layoutsRemaining: number | null): string {
  if (layoutsRemaining === null) return 'no sting playlist applies';
  if (layoutsRemaining <= 1) return 'next sting after this layout';
  return `next sting after ${layoutsRemaining} more layouts`;
}

/** An active schedule of a sting playlist, as the player and the console both know it. */
export interface ActiveSting {
  audioPlaylistId: number;
  /** Null when the playlist is not (or no longer) a sting. */
  triggerCount: number | null;
  /** The schedule's tags: its specificity. */
  tags: readonly string[];
}

/**
 * The candidates of the cadence from the active sting schedules: each playlist once, with its most specific
 * schedule's specificity (a playlist scheduled twice does not get two turns).
 */
export function stingCandidatesOf(active: readonly ActiveSting[]): StingCandidate[] {
  const byPlaylist = new Map<number, StingCandidate>();
  for (const sting of active) {
    if (sting.triggerCount === null) continue;
    const known = byPlaylist.get(sting.audioPlaylistId);
    if (known && known.specificity >= sting.tags.length) continue;
    byPlaylist.set(sting.audioPlaylistId, {
      audioPlaylistId: sting.audioPlaylistId,
      triggerCount: sting.triggerCount,
      specificity: sting.tags.length,
    });
  }
  return [...byPlaylist.values()];
}
