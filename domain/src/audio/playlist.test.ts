import { describe, expect, it } from 'vitest';
import { checkAudioPlaylistSave, loudnessGainDb, AUDIO_PLAYLIST_MESSAGES as M, playlistTypeOf } from './playlist.ts';

describe('audio playlist save rules', () => {
  const ok = { name: 'Morning', tags: ['store'], playlist: [1, 2], playlist_type: 'audio' };
  it.each([
    [{ ...ok, name: ' ' }, [], M.nameEmpty],
    [{ ...ok, name: undefined }, [], M.nameEmpty],
    [{ ...ok, tags: [] }, [], M.noTags],
    [{ ...ok, playlist_type: 'sting', trigger_count: 0 }, [], M.triggerCount],
    [{ ...ok, playlist_type: 'sting' }, [], M.triggerCount],
    [{ ...ok, playlist: [1, 3] }, [], M.notAudio(3)],
  ])('refuses %j', (draft, forced, msg) => {
    expect(checkAudioPlaylistSave(draft, forced, new Set([1, 2]))).toEqual({ ok: false, msg });
  });

  it('asks a user with forced tags to confirm a playlist without tags', () => {
    expect(checkAudioPlaylistSave({ ...ok, tags: [] }, ['north'])).toMatchObject({
      ok: true,
      confirm: M.confirmNoTags,
    });
  });

  it('keeps a sting trigger count and clears an audio one', () => {
    expect(checkAudioPlaylistSave({ ...ok, playlist_type: 'sting', trigger_count: 5 }, [])).toMatchObject({
      triggerCount: 5,
      playlistType: 'sting',
    });
    expect(checkAudioPlaylistSave({ ...ok, trigger_count: 5 }, [])).toMatchObject({
      triggerCount: null,
      playlistType: 'audio',
    });
  });

  it('types by the sting toggle and computes gain to -16 LUFS', () => {
    expect(playlistTypeOf(true)).toBe('sting');
    expect(playlistTypeOf(false)).toBe('audio');
    expect(loudnessGainDb(-23)).toBe(7);
    expect(loudnessGainDb(-10)).toBe(-6);
    expect(loudnessGainDb(-70)).toBe(20);
  });
});
