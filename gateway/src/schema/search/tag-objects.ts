import type { TaggedObjectRef } from '@signage/contract/tag-objects';
import { SEARCH_OBJECT_TYPES } from '@signage/domain/search';
import { builder } from '../../builder.ts';
import { restId } from '../../rest/errors.ts';
import { sendSchedulesAndStates } from '../devices/push-desired-state.ts';

const enumName = (value: string) => value.toUpperCase();

export const SearchObjectTypeEnum = builder.enumType('SearchObjectType', {
  description: 'The type a search result names (spec 02 §3 "Search result row").',
  values: Object.fromEntries(SEARCH_OBJECT_TYPES.map((type) => [enumName(type), { value: type }])) as Record<
    string,
    { value: (typeof SEARCH_OBJECT_TYPES)[number] }
  >,
});

const TaggedObjectInput = builder.inputType('TaggedObjectInput', {
  description: 'One selected object of the tag manager.',
  fields: (t) => ({
    type: t.field({ type: SearchObjectTypeEnum, required: true }),
    id: t.id({ required: true }),
  }),
});

const TagEditInput = builder.inputType('TagEditInput', {
  description:
    'A change to the tags of every selected object: `set` replaces them (the clipboard’s replace); otherwise `remove` then `add`. Forced tags always stay.',
  fields: (t) => ({
    add: t.stringList(),
    remove: t.stringList(),
    set: t.stringList(),
  }),
});

const TagObjectsActionEnum = builder.enumType('TagObjectsAction', {
  values: { UPDATE: { value: 'update' }, DELETE: { value: 'delete' } } as const,
});

type Selection = { type: TaggedObjectRef['type']; id: string | number }[];
type Edit = { add?: string[] | null; remove?: string[] | null; set?: string[] | null } | null | undefined;

/** A selection as the api takes it: a bad id is NOT_FOUND without a call, like every id. */
const objects = (selection: Selection): TaggedObjectRef[] =>
  selection.map(({ type, id }) => ({ type, object_id: Number(restId(id)) }));

const restEdit = (edit: Edit) => ({
  ...(edit?.add ? { add_tags: edit.add } : {}),
  ...(edit?.remove ? { remove_tags: edit.remove } : {}),
  ...(edit?.set ? { set_tags: edit.set } : {}),
});

builder.mutationField('updateTagObjects', (t) =>
  t.int({
    description:
      'Changes the tags of the selected objects, of any types, in one transaction (all or none); answers how many changed ("Success: {n} objects updated."). Devices whose playback may change (their own tags, or reached by a changed schedule) are sent fetch-schedules. An empty selection is refused with "Select some items before editing".',
    args: {
      selection: t.arg({ type: [TaggedObjectInput], required: true }),
      edit: t.arg({ type: TagEditInput, required: true }),
    },
    resolve: async (_root, { selection, edit }, ctx) => {
      const answer = await ctx.rest.put('/tag_objects/', { body: { objects: objects(selection), ...restEdit(edit) } });
      // New tags on schedules or devices change what devices play: tell them now, as a schedule write does; and new
      // tags on devices or on trading hours and settings records change what they should run with.
      await sendSchedulesAndStates(ctx, answer.affected_device_ids);
      return answer.updated;
    },
  }),
);

builder.mutationField('deleteTagObjects', (t) =>
  t.int({
    description:
      'Deletes the selected Media and Layout objects in one transaction (all or none); answers how many. Nothing selected: "Select some items before deleting."',
    args: { selection: t.arg({ type: [TaggedObjectInput], required: true }) },
    resolve: async (_root, { selection }, ctx) => {
      const answer = await ctx.rest.delete('/tag_objects/', { body: { objects: objects(selection) } });
      return answer.deleted;
    },
  }),
);

interface RestImpact {
  objects: number;
  objects_changed: number;
  devices: number;
  device_ids: number[];
}

const TagObjectsImpactType = builder.objectRef<RestImpact>('TagObjectsImpact').implement({
  description: 'What a bulk tag change or delete would do, before doing it.',
  fields: (t) => ({
    objects: t.exposeInt('objects', { description: 'Objects selected.' }),
    objectsChanged: t.exposeInt('objects_changed', { description: 'Objects the change would alter.' }),
    devices: t.exposeInt('devices', {
      description: 'Devices that would change what they play or which settings they get.',
    }),
    deviceIds: t.idList({ description: 'Those devices, at most 100.', resolve: (i) => i.device_ids.map(String) }),
  }),
});

builder.queryField('tagObjectsImpact', (t) =>
  t.field({
    type: TagObjectsImpactType,
    description: 'The impact of `updateTagObjects` or `deleteTagObjects` on a selection, changing nothing.',
    args: {
      selection: t.arg({ type: [TaggedObjectInput], required: true }),
      action: t.arg({ type: TagObjectsActionEnum, required: true }),
      edit: t.arg({ type: TagEditInput }),
    },
    resolve: (_root, { selection, action, edit }, ctx) =>
      ctx.rest.post('/tag_objects/impact', { body: { objects: objects(selection), action, ...restEdit(edit) } }),
  }),
);
