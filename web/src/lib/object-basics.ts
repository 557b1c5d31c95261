import type { TagValue } from '../components/tags/tag-input.tsx';

/** A saved object's tags as its editor holds them: each tag's name and colour, nothing else the answer carries. */
export function editableTags(tags: readonly TagValue[]): TagValue[] {
  return tags.map(({ name, color }) => ({ name, color }));
}

/** A saved object's name and tags as its editor starts from them (a new object's: `newObjectBasics`). */
export function savedObjectBasics(object: { name: string; tags: readonly TagValue[] }) {
  return { name: object.name, tags: editableTags(object.tags) };
}

/** An edited object's name and tags as a save sends them: the name trimmed, the tags by name. */
export function objectBasicsInput(values: { name: string; tags: readonly TagValue[] }) {
  return { name: values.name.trim(), tags: values.tags.map((t) => t.name) };
}
