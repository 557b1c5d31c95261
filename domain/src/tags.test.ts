import { describe, expect, it } from 'vitest';
import {
  InvalidTagError,
  isValidTag,
  normaliseTags,
  splitSessionTags,
  TAG_COLOURS,
  TAG_PALETTE,
  withForcedTags,
} from './tags.ts';

describe('tag syntax', () => {
  it('accepts # or an alphanumeric start followed by alphanumerics, _ or -', () => {
    for (const tag of ['#lobby', 'lobby', 'Floor-2', '#level_3', '9am']) expect(isValidTag(tag)).toBe(true);
  });
  it('refuses anything else', () => {
    for (const tag of ['', '#', '-x', '_x', 'two words', 'a#b', 'caf\u00e9', 'x!']) expect(isValidTag(tag)).toBe(false);
  });
});

describe('stored tags', () => {
  it('strips the leading # and ignores duplicates', () => {
    expect(normaliseTags(['#lobby', 'lobby', 'north', '#north', 'south'])).toEqual(['lobby', 'north', 'south']);
  });
  it('throws on an invalid tag, naming it', () => {
    expect(() => normaliseTags(['ok', 'not ok'])).toThrow(InvalidTagError);
    expect(() => normaliseTags(['not ok'])).toThrow('Invalid tag "not ok"');
  });
  it('adds forced tags to what a user creates', () => {
    expect(withForcedTags(['lobby'], ['region-north', 'lobby'])).toEqual(['lobby', 'region-north']);
  });
});

describe('session tags', () => {
  it('split on commas and get a # when missing', () => {
    expect(splitSessionTags('lobby, #north,,south ,lobby')).toEqual(['#lobby', '#north', '#south']);
  });
});

describe('palette', () => {
  it('has the 12 named colours, each with fill, foreground and border', () => {
    expect(TAG_COLOURS).toHaveLength(12);
    expect(TAG_COLOURS).toEqual(expect.arrayContaining(['dark grey', 'muted red', 'lime green', 'tan']));
    for (const colour of Object.values(TAG_PALETTE))
      expect(Object.keys(colour)).toEqual(['fill', 'foreground', 'border']);
  });
});
