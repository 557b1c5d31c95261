import { DEFAULT_TAG_COLOUR, TAG_PALETTE, type TagColour } from '@signage/domain/tags';

export interface TagColours {
  fill: string;
  foreground: string;
  border: string;
}

function isTagColour(value: string): value is TagColour {
  return Object.hasOwn(TAG_PALETTE, value);
}

/** The palette entry whose fill the api answered (a grouped tag's `color` is its group colour's fill). */
const BY_FILL = new Map(Object.values(TAG_PALETTE).map((entry) => [entry.fill.toLowerCase(), entry]));

/**
 * A tag's label colours (spec 01 §3): its palette colour, named or given by its fill as the api answers a grouped
 * tag, or the default green when it has none or an unknown one.
 */
export function tagColours(color: string | null | undefined): TagColours {
  const name = color?.trim().toLowerCase() ?? '';
  if (isTagColour(name)) return TAG_PALETTE[name];
  return BY_FILL.get(name) ?? TAG_PALETTE[DEFAULT_TAG_COLOUR];
}
