import type { TagValue } from '../components/tags/tag-input.tsx';

/** A saved object's tags as its editor holds them: each tag's name and colour, nothing else the answer carries. */
export function editableTags(tags: readonly TagValue[]): TagValue[] {
  return tags.map(({ name, color }) => ({ name, color }));
}

/** A saved object's name and tags as its editor starts from them (a new object's: `newObjectBasics`). */
export function savedObjectBasics(object: { name: string; tags: readonly TagValue[] }) {
  return { name: object.name, tags: editableTags(object.tags) };
}
