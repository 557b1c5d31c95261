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

describe('the audio part of the playing message (issue 25)', () => {
  const track = { schedule_id: 3, audio_playlist_id: 5, media_id: 8, since: at, gain_db: -2.5, volume_db: -14.5 };
  const audio = { music: track, sting: null, duck_db: -12, ducked: true, layouts_since_sting: 2, stings_played: 1 };

  it('reads the music, the sting, the duck and the cadence, with or without a layout on screen', () => {
    expect(parsePlayingReport({ command: 'playing', datetime: at, playing: null, audio })).toEqual({
      command: 'playing',
      datetime: at,
      playing: null,
      audio,
    });
    const playing = { layout_id: 4, schedule_id: 9, since: at };
    const sting = { ...track, audio_playlist_id: 6, volume_db: -2.5 };
    expect(
      parsePlayingReport({ command: 'playing', datetime: at, playing, audio: { ...audio, sting } })?.audio,
    ).toEqual({ ...audio, sting });
  });

  it('refuses a malformed audio part rather than show half of it', () => {
    for (const bad of [
      null,
      'music',
      { ...audio, music: { ...track, media_id: 0 } },
      { ...audio, music: { ...track, volume_db: 'loud' } },
      { ...audio, music: { ...track, gain_db: 1e9 } },
      { ...audio, sting: undefined },
      { ...audio, ducked: 'yes' },
      { ...audio, layouts_since_sting: -1 },
      { ...audio, stings_played: 0.5 },
    ]) {
      expect(
        parsePlayingReport({ command: 'playing', datetime: at, playing: null, audio: bad }),
        JSON.stringify(bad),
      ).toBeUndefined();
    }
  });
});
