import { TAG_COLOURS, type TagColour } from '@signage/domain/tags';
import { type Static, Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import { DateTime, IdParams, Tag } from './common.ts';
import { Ref, StringEnum } from './schema.ts';

const tags = ['tags'];
const COLOURS = TAG_COLOURS as [TagColour, ...TagColour[]];

export const TagGroup = Type.Object(
  {
    tag_group_id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    color: StringEnum(COLOURS, { description: 'A colour of the 12-colour palette; its tags take it.' }),
    tags: Type.Array(Ref(Tag), { description: 'Its tags, by name, in their group colours.' }),
    date_created: DateTime,
  },
  { $id: 'TagGroup', description: 'A named, coloured group of tags (spec 02 §3 "Tag group").' },
);
export type TagGroup = Static<typeof TagGroup>;

export const TagGroupInput = Type.Object(
  {
    name: Type.String({ maxLength: 100 }),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
    color: StringEnum(COLOURS),
    tags: Type.Optional(
      Type.Array(Type.String({ maxLength: 100 }), {
        maxItems: 1000,
        description: 'Replaces the group’s tags. A tag already in another group is refused.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type TagGroupInput = Static<typeof TagGroupInput>;

const saved = (description: string) => Type.Object({ msg: Type.String(), tag_group: Ref(TagGroup) }, { description });

export const tagGroupOperations = bearerOperations(tags, {
  listTagGroups: {
    method: 'GET',
    path: '/tag_groups/',
    summary: 'Every tag group, by name.',
    response: { 200: Type.Object({ tag_groups: Type.Array(Ref(TagGroup)) }, { description: 'Every tag group.' }) },
  },
  listUngroupedTags: {
    method: 'GET',
    path: '/tag_groups/ungrouped_tags',
    summary:
      'The names of the tags in no group, alphabetically (what a group may take). Forced tags limit them to the tags on objects the caller may see.',
    response: { 200: Type.Object({ tags: Type.Array(Type.String()) }, { description: 'Tag names.' }) },
  },
  createTagGroup: {
    method: 'POST',
    path: '/tag_groups/',
    summary: 'Create a tag group.',
    body: TagGroupInput,
    response: { 201: saved('Created: "Tag group successfully created."') },
  },
  getTagGroup: {
    method: 'GET',
    path: '/tag_groups/{id}',
    summary: 'One tag group.',
    params: IdParams,
    response: { 200: Ref(TagGroup, { description: 'The tag group.' }) },
  },
  updateTagGroup: {
    method: 'PUT',
    path: '/tag_groups/{id}',
    summary: 'Update a tag group; `tags`, when sent, replaces its tags.',
    params: IdParams,
    body: TagGroupInput,
    response: { 200: saved('Updated: "Tag group successfully updated."') },
  },
  deleteTagGroup: {
    method: 'DELETE',
    path: '/tag_groups/{id}',
    summary: 'Delete a tag group; its tags stay, ungrouped.',
    params: IdParams,
    response: { 200: Type.Object({ msg: Type.String(), tag_group_id: Type.Integer() }, { description: 'Deleted.' }) },
  },
});
