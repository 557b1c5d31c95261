import { SEARCH_OBJECT_TYPES } from '@signage/domain/search';
import { type Static, Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import { StringEnum } from './schema.ts';

const tags = ['search'];

export const TaggedObjectRef = Type.Object(
  {
    type: StringEnum(SEARCH_OBJECT_TYPES, { description: 'As a search result row names it.' }),
    object_id: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type TaggedObjectRef = Static<typeof TaggedObjectRef>;

const selection = Type.Array(TaggedObjectRef, {
  maxItems: 1000,
  description: 'The selected objects, of any types (search result rows).',
});

const tagList = (description: string) => Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { description }));

const tagEdit = {
  add_tags: tagList('Tags to add to each object that lacks them.'),
  remove_tags: tagList('Tags to take off each object.'),
  set_tags: tagList('Replace every object’s tags with these (add_tags and remove_tags are then ignored).'),
};

export const TagObjectsUpdate = Type.Object({ objects: selection, ...tagEdit }, { additionalProperties: false });
export type TagObjectsUpdate = Static<typeof TagObjectsUpdate>;

export const TagObjectsDelete = Type.Object({ objects: selection }, { additionalProperties: false });

export const TagObjectsImpactQuery = Type.Object(
  {
    objects: selection,
    action: StringEnum(['update', 'delete'], { description: 'The change to preview.' }),
    ...tagEdit,
  },
  { additionalProperties: false },
);

export const TagObjectsImpact = Type.Object(
  {
    objects: Type.Integer({ description: 'Objects selected.' }),
    objects_changed: Type.Integer({
      description: 'Objects the change would alter (an edit leaving tags as they are does not).',
    }),
    devices: Type.Integer({
      description:
        'Devices that would change what they play or which settings they get: devices whose own tags change or that are deleted, and devices each changed object reaches where its area can tell (by schedules).',
    }),
    device_ids: Type.Array(Type.Integer(), { description: 'Those devices, at most 100 of them, lowest ids first.' }),
  },
  { description: 'What a bulk change would do, before doing it.' },
);

export const tagObjectOperations = bearerOperations(tags, {
  updateTagObjects: {
    method: 'PUT',
    path: '/tag_objects/',
    summary:
      'Change the tags of the selected objects, of any types, in one transaction: every object changes, or none. The caller needs the edit permission of each type and must see each object; forced tags stay.',
    body: TagObjectsUpdate,
    response: {
      200: Type.Object(
        {
          msg: Type.String({ description: '"Success: {n} objects updated."' }),
          updated: Type.Integer(),
          affected_device_ids: Type.Array(Type.Integer(), {
            description:
              'Devices whose playback the change may alter (devices whose tags changed, and those reached by the old or new tags of changed schedules), lowest ids first: the gateway sends them fetch-schedules.',
          }),
        },
        { description: 'Done; `updated` counts the objects whose tags changed.' },
      ),
    },
  },
  deleteTagObjects: {
    method: 'DELETE',
    path: '/tag_objects/',
    summary:
      'Delete the selected objects in one transaction (all or none). Only Media and Layout objects may be deleted this way.',
    body: TagObjectsDelete,
    response: {
      200: Type.Object(
        { msg: Type.String({ description: '"Items successfully deleted."' }), deleted: Type.Integer() },
        { description: 'Every one deleted.' },
      ),
    },
  },
  previewTagObjects: {
    method: 'POST',
    path: '/tag_objects/impact',
    summary:
      'What a bulk tag change or delete would do, without doing it: how many objects change and how many devices it affects.',
    body: TagObjectsImpactQuery,
    response: { 200: TagObjectsImpact },
  },
});
