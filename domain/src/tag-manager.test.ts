import { describe, expect, it } from 'vitest';
import {
  applyTagEdit,
  commonTags,
  isEmptyEdit,
  notYoursToChange,
  objectsUpdated,
  sameTags,
  tagColours,
} from './tag-manager.ts';
import { InvalidTagError, TAG_PALETTE } from './tags.ts';

describe('tag edits', () => {
  it('removes, then adds what is missing, keeping the order', () => {
    expect(applyTagEdit(['lobby', 'north', 'cafe'], { remove: ['north'], add: ['#south', 'lobby'] })).toEqual([
      'lobby',
      'cafe',
      'south',
    ]);
  });
  it('replaces all tags with `set`', () => {
    expect(applyTagEdit(['a', 'b'], { set: ['#c', 'c', 'd'], add: ['ignored'] })).toEqual(['c', 'd']);
  });
  it('refuses an invalid tag', () => {
    expect(() => applyTagEdit([], { add: ['two words'] })).toThrow(InvalidTagError);
  });
  it('knows an empty edit', () => {
    expect(isEmptyEdit({ add: [], remove: [] })).toBe(true);
    expect(isEmptyEdit({ set: [] })).toBe(false);
  });
});

describe('common tags', () => {
  it('are those every selected object carries', () => {
    expect(
      commonTags([
        ['a', 'b', 'c'],
        ['c', 'a'],
        ['a', 'c', 'd'],
      ]),
    ).toEqual(['a', 'c']);
    expect(commonTags([])).toEqual([]);
  });
  it('compare in order', () => {
    expect(sameTags(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameTags(['a', 'b'], ['b', 'a'])).toBe(false);
  });
});

describe('messages and colours', () => {
  it('words the update count as the spec does', () => {
    expect(objectsUpdated(3)).toBe('Success: 3 objects updated.');
  });
  it('takes a group colour from the palette', () => {
    expect(tagColours('dark blue')).toEqual({
      color: TAG_PALETTE['dark blue'].fill,
      foreground_color: TAG_PALETTE['dark blue'].foreground,
    });
    expect(tagColours(null)).toEqual({ color: null, foreground_color: null });
  });
});

describe("a selection not the user's to change", () => {
  it('names up to three objects, counts the rest, and lists every permission needed', () => {
    expect(notYoursToChange('delete', ['Promo'], ['edit media'])).toBe(
      'You may not delete "Promo": that needs the permission "edit media". Leave it out of the selection.',
    );
    expect(notYoursToChange('change the tags of', ['A', 'B', 'C', 'D', 'E'], ['edit devices', 'edit media'])).toBe(
      'You may not change the tags of "A", "B", "C" and 2 more: that needs the permissions "edit devices" and "edit media". Leave them out of the selection.',
    );
  });
});
