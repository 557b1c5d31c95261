import type { TagValue } from '../../../components/tags/tag-input.tsx';
import { editableTags } from '../../../lib/object-basics.ts';

/** A new record's description and tags, whatever its category: none, and `presetTags` (session or venue). */
export function newRecordBasics(presetTags: readonly string[]) {
  return { description: '', tags: presetTags.map((name) => ({ name })) };
}

/** A saved record's description and tags as its editor starts from them. */
export function savedRecordBasics(record: { description: string; tags: readonly TagValue[] }) {
  return { description: record.description, tags: editableTags(record.tags) };
}

/** The description and tag names a save sends, beside the category's own value. */
export function recordBasicsInput(values: { description: string; tags: readonly TagValue[] }) {
  return { description: values.description.trim(), tags: values.tags.map((t) => t.name) };
}
