import { describe, expect, it } from 'vitest';
import {
  type CadenceState,
  layoutPlayed,
  nextSting,
  START_CADENCE,
  type StingCandidate,
  stingCandidatesOf,
  stingDueText,
} from './sting-cadence.ts';

/** Plays `layouts` layouts and lists, after each, the sting that played (0: none). */
function run(candidates: readonly StingCandidate[], layouts: number, from: CadenceState = START_CADENCE) {
  let state = from;
  const played: number[] = [];
  for (let i = 0; i < layouts; i++) {
    const step = layoutPlayed(state, candidates);
    state = step.state;
    played.push(step.sting?.audioPlaylistId ?? 0);
  }
  return played;
}

const sting = (audioPlaylistId: number, triggerCount: number, specificity = 1): StingCandidate => ({
  audioPlaylistId,
  triggerCount,
  specificity,
});

describe('sting cadence', () => {
  it.each([
    { name: 'no sting playlist', candidates: [], expected: [0, 0, 0, 0] },
    { name: 'trigger count 1: after every layout', candidates: [sting(7, 1)], expected: [7, 7, 7, 7] },
    {
      name: 'trigger count 5: after every fifth layout',
      candidates: [sting(7, 5)],
      expected: [0, 0, 0, 0, 7, 0, 0, 0, 0, 7],
    },
    {
      name: 'the most specific schedule wins',
      candidates: [sting(1, 1, 1), sting(2, 1, 3), sting(3, 1, 2)],
      expected: [2, 2, 2],
    },
    {
      name: 'equally specific playlists take turns',
      candidates: [sting(9, 1, 2), sting(4, 1, 2)],
      expected: [4, 9, 4, 9],
    },
    {
      name: 'turns keep each playlist its own trigger count',
      candidates: [sting(1, 2), sting(2, 1)],
      expected: [0, 1, 2, 0, 1, 2],
    },
    { name: 'a trigger count below 1 never plays', candidates: [sting(1, 0)], expected: [0, 0, 0] },
  ])('$name', ({ candidates, expected }) => {
    expect(run(candidates, expected.length)).toEqual(expected);
  });

  it('never plays two stings back to back, however many are due', () => {
    const candidates = [sting(1, 1), sting(2, 1), sting(3, 1)];
    // One sting per layout: a sting is always followed by a layout before the next.
    const played = run(candidates, 6);
    expect(played.every((id) => id !== 0)).toBe(true);
    expect(played).toEqual([1, 2, 3, 1, 2, 3]);
  });

  it('says when the next sting is due', () => {
    const state = { layoutsSinceSting: 3, stingsPlayed: 0 };
    const next = nextSting(state, [sting(5, 5)]);
    expect(next?.layoutsRemaining).toBe(2);
    expect(stingDueText(next?.layoutsRemaining ?? null)).toBe('next sting after 2 more layouts');
    expect(stingDueText(1)).toBe('next sting after this layout');
    expect(stingDueText(null)).toBe('no sting playlist applies');
  });
});

describe('sting candidates from the active schedules', () => {
  it('takes each playlist once at its most specific schedule, and leaves out one without a trigger count', () => {
    expect(
      stingCandidatesOf([
        { audioPlaylistId: 1, triggerCount: 5, tags: ['a'] },
        { audioPlaylistId: 1, triggerCount: 5, tags: ['a', 'b'] },
        { audioPlaylistId: 2, triggerCount: null, tags: ['a', 'b', 'c'] },
        { audioPlaylistId: 3, triggerCount: 1, tags: [] },
      ]),
    ).toEqual([
      { audioPlaylistId: 1, triggerCount: 5, specificity: 2 },
      { audioPlaylistId: 3, triggerCount: 1, specificity: 0 },
    ]);
  });
});
