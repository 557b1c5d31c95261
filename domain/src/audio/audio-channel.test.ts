import { describe, expect, it } from 'vitest';
import { newElement } from '../layouts/elements.ts';
import { newLayoutJson } from '../layouts/tree.ts';
import { effectiveVolumeDb, layoutPlaySeconds, layoutPlaysAudio, musicOf, trackAt } from './audio-channel.ts';

describe('the audio channel', () => {
  it('ducks only under a visible region with audio enabled', () => {
    const root = newLayoutJson();
    expect(layoutPlaysAudio(root)).toBe(false);
    const region = { ...newElement('region', 'r1'), audio_enabled: true };
    expect(layoutPlaysAudio({ ...root, children: [region] } as never)).toBe(true);
    expect(layoutPlaysAudio({ ...root, children: [{ ...region, visible: false }] } as never)).toBe(false);
    expect(layoutPlaysAudio({ ...root, audio_enabled: true } as never)).toBe(true);
  });

  it('counts a layout played after its play duration, 30 s when nothing in it is timed', () => {
    expect(layoutPlaySeconds(newLayoutJson())).toBe(30);
    const image = { ...newElement('image', 'i1'), duration: 12 };
    expect(layoutPlaySeconds({ ...newLayoutJson(), children: [image] } as never)).toBe(12);
  });

  it.each([
    { gain: -3.2, duck: -12, ducked: false, volume: -3.2 },
    { gain: -3.2, duck: -12, ducked: true, volume: -15.2 },
    { gain: 4.04, duck: -6, ducked: true, volume: -2 },
    { gain: null, duck: -12, ducked: true, volume: -12 },
    { gain: null, duck: -12, ducked: false, volume: 0 },
  ])('plays a track of gain $gain at $volume dB (duck $duck, ducked $ducked)', ({ gain, duck, ducked, volume }) => {
    expect(effectiveVolumeDb(gain, duck, ducked)).toBe(volume);
  });

  it('picks the most specific, then newest, audio playlist as the music and never a sting', () => {
    const s = (id: number, tags: string[], playlistType: 'audio' | 'sting') => ({
      id,
      tags,
      audioPlaylistId: id * 10,
      playlistType,
    });
    expect(musicOf([])).toBeNull();
    expect(musicOf([s(1, ['a', 'b', 'c'], 'sting')])).toBeNull();
    expect(musicOf([s(1, ['a'], 'audio'), s(2, ['a', 'b'], 'audio'), s(3, ['a', 'b', 'c'], 'sting')])?.id).toBe(2);
    expect(musicOf([s(4, ['a'], 'audio'), s(2, ['b'], 'audio')])?.id).toBe(4);
  });

  it.each([
    { durations: [10, 20], at: 0, repeat: true, expected: { index: 0, startsAt: 0, endsAt: 10 } },
    { durations: [10, 20], at: 10, repeat: true, expected: { index: 1, startsAt: 10, endsAt: 30 } },
    { durations: [10, 20], at: 35, repeat: true, expected: { index: 0, startsAt: 30, endsAt: 40 } },
    { durations: [10, 20], at: 35, repeat: false, expected: null },
    { durations: [null, 5], at: 2, repeat: true, expected: { index: 1, startsAt: 0, endsAt: 5 } },
    { durations: [null, 0], at: 2, repeat: true, expected: null },
  ])('plays track $expected.index at $at s of $durations (repeat $repeat)', ({ durations, at, repeat, expected }) => {
    expect(trackAt(durations, at, repeat)).toEqual(expected);
  });
});
