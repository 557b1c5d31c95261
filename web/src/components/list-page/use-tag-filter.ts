import { useRef } from 'react';
import type { TagValue } from '../tags/tag-input.tsx';

/**
 * A tag filter kept as names (in the URL) shown as coloured chips: the colours of the tags chosen in this
 * visit are remembered; a tag that came with the URL shows the default colour.
 */
export function useTagFilter(
  names: readonly string[],
  onChange: (names: string[]) => void,
): [TagValue[], (tags: TagValue[]) => void] {
  const colours = useRef(new Map<string, string | null | undefined>());
  const values = names.map((name) => ({ name, color: colours.current.get(name) ?? null }));
  const change = (tags: TagValue[]) => {
    for (const tag of tags) colours.current.set(tag.name, tag.color);
    onChange(tags.map((tag) => tag.name));
  };
  return [values, change];
}
