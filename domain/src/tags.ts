/**
 * Tag rules of spec 01 §5: a tag starts with # or an alphanumeric, followed by alphanumerics, underscore or
 * hyphen. Duplicates are ignored and the leading # is stripped when stored.
 */
const TAG_PATTERN = /^[#A-Za-z0-9][A-Za-z0-9_-]*$/;

export function isValidTag(input: string): boolean {
  return TAG_PATTERN.test(input) && normaliseTag(input).length > 0;
}

/** The stored form: no leading #. */
export function normaliseTag(input: string): string {
  return input.startsWith('#') ? input.slice(1) : input;
}

/** Stored forms of `inputs`, first occurrence kept, duplicates ignored. Throws on the first invalid tag. */
export function normaliseTags(inputs: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of inputs) {
    const input = raw.trim();
    if (!isValidTag(input)) throw new InvalidTagError(raw);
    const tag = normaliseTag(input);
    if (!out.includes(tag)) out.push(tag);
  }
  return out;
}

export class InvalidTagError extends Error {
  constructor(readonly tag: string) {
    super(`Invalid tag "${tag}": a tag starts with # or a letter or digit, followed by letters, digits, _ or -.`);
  }
}

/** Session-tag entries are split on commas and each gets a # when missing (spec 01 §5). */
export function splitSessionTags(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(',')) {
    const entry = part.trim();
    if (!entry) continue;
    const tagged = entry.startsWith('#') ? entry : `#${entry}`;
    if (!out.includes(tagged)) out.push(tagged);
  }
  return out;
}

/** Visible to a user with these forced tags (spec 01 §6): `tags` carries every one of them; true with none. */
export function hasForcedTags(tags: readonly string[], forcedTags: readonly string[]): boolean {
  return forcedTags.every((tag) => tags.includes(tag));
}

/** Forced tags are added to what their user creates (spec 01 §6). */
export function withForcedTags(tags: readonly string[], forcedTags: readonly string[]): string[] {
  return normaliseTags([...tags, ...forcedTags]);
}

/**
 * The label palette of 12 named colours (spec 01 §3), each with fill, foreground and border. Every fill has at
 * least 4.5:1 contrast with its foreground (WCAG 2.1 AA for the chips' small text).
 */
export const TAG_PALETTE = {
  'dark grey': { fill: '#4a4a4a', foreground: '#ffffff', border: '#333333' },
  'light grey': { fill: '#d9d9d9', foreground: '#1a1a1a', border: '#b3b3b3' },
  'default green': { fill: '#2f7d32', foreground: '#ffffff', border: '#256428' },
  yellow: { fill: '#f7d147', foreground: '#1a1a1a', border: '#e0b928' },
  pink: { fill: '#f4a6c6', foreground: '#1a1a1a', border: '#e283aa' },
  'lime green': { fill: '#b5e655', foreground: '#1a1a1a', border: '#98c93a' },
  tan: { fill: '#d2b48c', foreground: '#1a1a1a', border: '#b89a6f' },
  'light blue': { fill: '#8fd3f4', foreground: '#1a1a1a', border: '#6bbde3' },
  'dark green': { fill: '#2e6b30', foreground: '#ffffff', border: '#21511f' },
  'muted red': { fill: '#a14f4f', foreground: '#ffffff', border: '#8a3f3f' },
  'dark blue': { fill: '#1f3f7a', foreground: '#ffffff', border: '#152c57' },
  red: { fill: '#c0392b', foreground: '#ffffff', border: '#a93226' },
} as const;

export type TagColour = keyof typeof TAG_PALETTE;
export const TAG_COLOURS = Object.keys(TAG_PALETTE) as TagColour[];
export const DEFAULT_TAG_COLOUR: TagColour = 'default green';
