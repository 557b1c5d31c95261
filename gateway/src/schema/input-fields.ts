import type { SchemaTypes } from '../builder.ts';

/** What a new record's `tags` go through: the api strips a leading # and adds the caller's forced tags. */
export const NEW_TAGS = 'A leading # is stripped; your forced tags are added.';

/** What an update's `tags` do: they replace the record's tags, the caller's forced tags kept. */
export const REPLACED_TAGS = 'Replaces the tags; forced tags are kept.';

type InputFieldBuilder = PothosSchemaTypes.InputFieldBuilder<SchemaTypes, 'InputObject'>;

/**
 * The `name` and `tags` of a tagged record's create input, described the same in every area; `tagsNote` adds what
 * the area's tags do (a venue's link its trading hours).
 */
export const newNameAndTags = (t: InputFieldBuilder, tagsNote?: string) => ({
  name: t.string({ required: true, description: 'Not empty.' }),
  tags: t.stringList({ description: tagsNote ? `${NEW_TAGS} ${tagsNote}` : NEW_TAGS }),
});

/** The `name` and `tags` of a tagged record's update input: each left out is not changed. */
export const changedNameAndTags = (t: InputFieldBuilder) => ({
  name: t.string({ description: 'Not empty.' }),
  tags: t.stringList({ description: REPLACED_TAGS }),
});
