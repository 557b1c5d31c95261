import { describe, expect, it } from 'vitest';
import { mostSpecific, outranks, reachReason, winnerOf } from './specificity.ts';

const r = (id: number, ...tags: string[]) => ({ id, tags });

describe('specificity: the most matching tags, then the newest', () => {
  // Each case: the device's tags, the records, the id the device gets (null: none reaches it).
  it.each([
    ['no records', ['lobby'], [], null],
    ['a record for every device', ['lobby'], [r(1)], 1],
    ['an untagged device gets only untagged records', [], [r(1), r(2, 'lobby')], 1],
    ['a tagged record beats an untagged one, older or not', ['lobby'], [r(5), r(2, 'lobby')], 2],
    ['more tags beat fewer', ['lobby', 'window'], [r(9, 'lobby'), r(3, 'lobby', 'window')], 3],
    ['a record the device lacks a tag of never wins', ['lobby'], [r(3, 'lobby', 'window'), r(1, 'lobby')], 1],
    ['equal specificity: the newest', ['lobby', 'north'], [r(4, 'lobby'), r(7, 'north'), r(6, 'lobby')], 7],
    ['tags compare exactly', ['Lobby'], [r(1, 'lobby')], null],
    ['order of the records does not matter', ['a', 'b'], [r(2, 'b'), r(8, 'a'), r(1, 'a', 'b')], 1],
  ])('%s', (_name, deviceTags, records, expected) => {
    expect(mostSpecific(deviceTags, records).winner?.id ?? null).toBe(expected);
    expect(mostSpecific(deviceTags, [...records].reverse()).winner?.id ?? null).toBe(expected);
    expect(winnerOf(new Set(deviceTags), records)?.id ?? null).toBe(expected);
  });

  it('gives every other record its reason', () => {
    const { verdicts } = mostSpecific(['lobby'], [r(1, 'lobby'), r(2, 'lobby', 'window'), r(3), r(4, 'lobby')]);
    expect(verdicts.map((v) => [v.record.id, v.code, v.winner?.id ?? null, v.missingTags])).toEqual([
      [1, 'outranked', 4, []],
      [2, 'not-reached', null, ['window']],
      [3, 'outranked', 4, []],
      [4, 'applies', null, []],
    ]);
    const name = (x: { id: number }) => `Record ${x.id}`;
    expect(verdicts.map((v) => reachReason(v, name))).toEqual([
      'Record 4 is as specific and newer.',
      'The device lacks #window.',
      'Record 4 is more specific (1 tag against 0 tags).',
      'The device carries all its tags (#lobby), and no other record is more specific.',
    ]);
  });

  it('is the schedules rule', () => {
    expect(outranks(r(1, 'a', 'b'), r(9, 'a'))).toBe(true);
    expect(outranks(r(2, 'a'), r(1, 'b'))).toBe(true);
    expect(outranks(r(1, 'a'), r(2, 'b'))).toBe(false);
  });
});
