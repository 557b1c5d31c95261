import { DEFAULT_TAG_COLOUR, TAG_PALETTE } from '@signage/domain/tags';
import { describe, expect, it } from 'vitest';
import { tagColours } from './tag-colours.ts';

describe('tag colours', () => {
  it('uses the palette colour the tag names', () => {
    expect(tagColours('dark blue')).toEqual(TAG_PALETTE['dark blue']);
    expect(tagColours('Red')).toEqual(TAG_PALETTE.red);
  });

  it('knows a grouped tag by the fill the api answers for it', () => {
    expect(tagColours(TAG_PALETTE['dark blue'].fill)).toEqual(TAG_PALETTE['dark blue']);
    expect(tagColours(TAG_PALETTE.pink.fill.toUpperCase())).toEqual(TAG_PALETTE.pink);
  });

  it('falls back to the default colour for none or an unknown one', () => {
    expect(tagColours(null)).toEqual(TAG_PALETTE[DEFAULT_TAG_COLOUR]);
    expect(tagColours(undefined)).toEqual(TAG_PALETTE[DEFAULT_TAG_COLOUR]);
    expect(tagColours('#ff00ff')).toEqual(TAG_PALETTE[DEFAULT_TAG_COLOUR]);
    expect(tagColours('toString')).toEqual(TAG_PALETTE[DEFAULT_TAG_COLOUR]);
  });
});
