import { DEFAULT_TAG_COLOUR, TAG_PALETTE, type TagColour } from '@signage/domain/tags';

export interface TagColours {
  fill: string;
  foreground: string;
  border: string;
}

function isTagColour(value: string): value is TagColour {
  return Object.hasOwn(TAG_PALETTE, value);
}

/** A tag's label colours: its palette colour (spec 01 §3), or the default green when it has none or an unknown one. */
export function tagColours(color: string | null | undefined): TagColours {
  const name = color?.trim().toLowerCase() ?? '';
  return TAG_PALETTE[isTagColour(name) ? name : DEFAULT_TAG_COLOUR];
}
