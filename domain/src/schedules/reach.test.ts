import { describe, expect, it } from 'vitest';
import { displayTags, missingTags, reachedDevices, reaches, sameTagSet, tagSetKey } from './reach.ts';

describe('reach: a device carries all of the schedule tags', () => {
  it.each([
    [[], [], true],
    [[], ['lobby'], true],
    [['lobby'], ['lobby', 'floor2'], true],
    [['lobby', 'floor2'], ['floor2', 'lobby'], true],
    [['lobby', 'floor2'], ['lobby'], false],
    [['lobby'], [], false],
    // Stored tags compare exactly, as the tag search (`tags @> wanted`) does.
    [['Lobby'], ['lobby'], false],
  ])('schedule %j, device %j: %s', (schedule, device, expected) => {
    expect(reaches(schedule, device)).toBe(expected);
  });

  it('names what is missing', () => {
    expect(missingTags(['lobby', 'floor2', 'window'], new Set(['floor2']))).toEqual(['lobby', 'window']);
  });

  it('filters devices', () => {
    const devices = [
      { id: 1, tags: ['lobby'] },
      { id: 2, tags: ['lobby', 'floor2'] },
      { id: 3, tags: [] },
    ];
    expect(reachedDevices(['lobby'], devices).map((d) => d.id)).toEqual([1, 2]);
    expect(reachedDevices([], devices).map((d) => d.id)).toEqual([1, 2, 3]);
  });
});

describe('tag sets', () => {
  it('ignore order and duplicates', () => {
    expect(sameTagSet(['a', 'b'], ['b', 'a', 'a'])).toBe(true);
    expect(sameTagSet(['a', 'b'], ['a'])).toBe(false);
    expect(sameTagSet([], [])).toBe(true);
    expect(tagSetKey(['ab', 'c'])).not.toBe(tagSetKey(['a', 'bc']));
  });

  it('display with their #', () => {
    expect(displayTags(['lobby', 'floor2'])).toBe('#lobby, #floor2');
  });
});
