import { describe, expect, it } from 'vitest';
import { parsePlayingReport, sequencePosition } from './device-playing.ts';

const at = '2026-03-02T09:00:00.000Z';

describe('the playing message', () => {
  it('reads what plays, with the sequence position when there is one', () => {
    const playing = { layout_id: 4, schedule_id: 9, since: at, sequence_position: 2 };
    expect(parsePlayingReport({ command: 'playing', datetime: at, playing })).toEqual({
      command: 'playing',
      datetime: at,
      playing,
    });
    expect(
      parsePlayingReport({ command: 'playing', datetime: at, playing: { ...playing, sequence_position: undefined } }),
    ).toEqual({ command: 'playing', datetime: at, playing: { layout_id: 4, schedule_id: 9, since: at } });
  });

  it('reads idle as nothing playing', () => {
    expect(parsePlayingReport({ command: 'playing', datetime: at, playing: null })?.playing).toBeNull();
  });

  it('refuses anything else: other replies, bad ids, bad times, missing fields', () => {
    const good = { layout_id: 4, schedule_id: 9, since: at };
    for (const payload of [
      undefined,
      null,
      'playing',
      { command: 'echo', datetime: at },
      { command: 'playing', datetime: 'soon', playing: null },
      { command: 'playing', datetime: at },
      { command: 'playing', datetime: at, playing: { ...good, layout_id: '4' } },
      { command: 'playing', datetime: at, playing: { ...good, schedule_id: 0 } },
      { command: 'playing', datetime: at, playing: { ...good, since: 12 } },
      { command: 'playing', datetime: at, playing: { ...good, sequence_position: -1 } },
      { command: 'playing', datetime: at, playing: { ...good, sequence_position: 1.5 } },
    ]) {
      expect(parsePlayingReport(payload), JSON.stringify(payload)).toBeUndefined();
    }
  });
});

describe('sequencePosition', () => {
  it('follows the videos in order, each for its duration, looping', () => {
    const durations = [10, 20, 30];
    expect([0, 9.9, 10, 29.9, 30, 59.9, 60, 75].map((s) => sequencePosition(durations, s))).toEqual([
      0, 0, 1, 1, 2, 2, 0, 1,
    ]);
  });

  it('skips videos of unknown duration, and answers the first when none is known', () => {
    expect(sequencePosition([null, 10, 0, 5], 12)).toBe(3);
    expect(sequencePosition([null, null], 100)).toBe(0);
    expect(sequencePosition([], 5)).toBe(0);
  });
});
