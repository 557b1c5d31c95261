import type { TagGroup as RestTagGroup } from '@signage/contract/tag-groups';
import { TAG_COLOURS } from '@signage/domain/tags';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { enumValues } from '../enum-values.ts';
import { loadedByIdField, matchIds } from '../load-by-ids.ts';
import { createMutation, deleteByIdMutation, updateMutation } from '../record-mutations.ts';
import { restCreate, restDelete, restUpdate } from '../rest-writes.ts';
import { TagRefType } from '../tags.ts';

/** 'dark grey' → DARK_GREY: the 12 colours of the palette (spec 01 §3 "Tag"). */
export const TagColourEnum = builder.enumType('TagColour', {
  description: 'A colour of the 12-colour tag palette.',
  values: enumValues(TAG_COLOURS),
});

/**
 * Tag groups load by id through the one list call (the api has no batched get): a request reading several
 * groups makes one call.
 */
export const TagGroupType = builder.loadableObject('TagGroup', {
  description: 'A named, coloured group of tags; its tags take its colour everywhere (spec 02 "Tag groups").',
  load: async (ids: number[], ctx: Context): Promise<(RestTagGroup | Error)[]> => {
    const { tag_groups } = await ctx.rest.get('/tag_groups/');
    return matchIds(ids, tag_groups, (g) => g.tag_group_id, 'Tag group');
  },
  fields: (t) => ({
    id: t.id({ resolve: (g) => String(g.tag_group_id) }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    color: t.field({ type: TagColourEnum, resolve: (g) => g.color }),
    tags: t.field({ type: [TagRefType], resolve: (g) => g.tags }),
    dateCreated: t.field({ type: 'DateTime', resolve: (g) => g.date_created }),
  }),
});

const TagGroupInput = builder.inputType('TagGroupInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    color: t.field({ type: TagColourEnum, required: true }),
    tags: t.stringList({ description: 'Replaces the group’s tags; a tag already in another group is refused.' }),
  }),
});

type Input = typeof TagGroupInput.$inferInput;

const restInput = (input: Input) => ({
  name: input.name,
  color: input.color,
  ...(input.description != null ? { description: input.description } : {}),
  ...(input.tags != null ? { tags: input.tags } : {}),
});

builder.queryField('tagGroups', (t) =>
  t.field({
    type: [TagGroupType],
    description: 'Every tag group, by name.',
    resolve: async (_root, _args, ctx) => {
      const { tag_groups } = await ctx.rest.get('/tag_groups/');
      for (const group of tag_groups) TagGroupType.getDataloader(ctx).prime(group.tag_group_id, group);
      return tag_groups;
    },
  }),
);

loadedByIdField('tagGroup', TagGroupType);

builder.queryField('ungroupedTags', (t) =>
  t.stringList({
    description: 'The names of the tags in no group, alphabetically: what a group may take.',
    resolve: async (_root, _args, ctx) => (await ctx.rest.get('/tag_groups/ungrouped_tags')).tags,
  }),
);

createMutation('createTagGroup', TagGroupType, TagGroupInput, {
  description: 'Creates a tag group ("Tag group successfully created." in the console).',
  create: restCreate('/tag_groups/', restInput, async (answer) => answer.tag_group),
});

updateMutation('updateTagGroup', TagGroupType, TagGroupInput, {
  description: 'Updates a tag group; `tags`, when given, replaces its tags.',
  update: restUpdate('/tag_groups/{id}', restInput, async (answer) => answer.tag_group),
});

deleteByIdMutation(
  'deleteTagGroup',
  'Deletes a tag group; its tags stay, ungrouped. Answers its id.',
  restDelete('/tag_groups/{id}', 'tag_group_id'),
);
