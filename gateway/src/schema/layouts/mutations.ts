import { builder } from '../../builder.ts';
import { restId } from '../../rest/errors.ts';
import { createMutation, deleteByIdMutation, updateMutation } from '../record-mutations.ts';
import { restCreate, restDelete, restUpdate } from '../rest-writes.ts';
import { LayoutType, LayoutTypeEnum } from './layout.ts';

/**
 * A tree going in is the REST contract's LayoutElement, checked by the REST service on every write with the
 * contract schema and the save rules (domain checkLayoutSave): an unknown kind, a string `left`, a sync
 * sequence without videos come back as BAD_USER_INPUT with the spec's message. One schema, one set of rules, so
 * an integrator meets exactly what the console meets.
 */
const LayoutElementInput = builder.scalarType('LayoutElementInput', {
  description:
    'A layout element tree as JSON: the REST contract’s LayoutElement (see the OpenAPI document), as `Layout.json` answers it.',
  serialize: (value) => value,
  parseValue: (value) => value,
});

const CreateLayoutInput = builder.inputType('CreateLayoutInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'Not empty ("Layout name empty.").' }),
    tags: t.stringList({
      required: true,
      description: 'Needed ("You have not entered any tags.") unless you carry forced tags; yours are added.',
    }),
    json: t.field({ type: LayoutElementInput, required: true }),
    layoutType: t.field({ type: LayoutTypeEnum, defaultValue: 'layout' }),
    template: t.boolean({ description: 'Create a template.' }),
    sharedWithNetwork: t.boolean(),
    editorMetadata: t.field({ type: 'JSON', description: 'aspect_ratio, aspect_ratio_custom_sizes, layer_stack.' }),
  }),
});

const UpdateLayoutInput = builder.inputType('UpdateLayoutInput', {
  description: 'What changes; the save rules run on the layout as it will be.',
  fields: (t) => ({
    name: t.string({ description: 'Not empty ("Layout name empty.").' }),
    tags: t.stringList(),
    json: t.field({ type: LayoutElementInput }),
    template: t.boolean(),
    sharedWithNetwork: t.boolean(),
    editorMetadata: t.field({ type: 'JSON' }),
  }),
});

const CloneLayoutInput = builder.inputType('CloneLayoutInput', {
  fields: (t) => ({
    name: t.string({ description: 'Default: "<name> (Copy)".' }),
    tags: t.stringList(),
    template: t.boolean({ description: 'true makes the copy a template.' }),
  }),
});

const GenerateLayoutInput = builder.inputType('GenerateLayoutInput', {
  description: 'What the operator changed in the template-view (default: the template as it is).',
  fields: (t) => ({
    name: t.string(),
    tags: t.stringList(),
    json: t.field({ type: LayoutElementInput }),
    editorMetadata: t.field({ type: 'JSON' }),
  }),
});

type Json = Record<string, unknown>;
/** Input fields the caller set, under their REST names (null and absent both mean "leave as is"). */
function restBody(input: Record<string, unknown>, names: Record<string, string>): Json {
  const body: Json = {};
  for (const [field, restName] of Object.entries(names)) {
    if (input[field] !== null && input[field] !== undefined) body[restName] = input[field];
  }
  return body;
}
const REST_NAMES = {
  name: 'name',
  tags: 'tags',
  json: 'json',
  layoutType: 'layout_type',
  template: 'template',
  sharedWithNetwork: 'shared_with_network',
  editorMetadata: 'editor_metadata',
};
const id = (value: string | number) => Number(restId(value));

createMutation('createLayout', LayoutType, CreateLayoutInput, {
  description: 'Create a layout, template or sync sequence; its thumbnail renders after the save.',
  create: restCreate('/layouts/', (input) => restBody(input, REST_NAMES) as never),
});

updateMutation('updateLayout', LayoutType, UpdateLayoutInput, {
  description: 'Change a layout; a layout read-only for you (shared with the network) is refused (FORBIDDEN).',
  update: restUpdate('/layouts/{id}', (input) => restBody(input, REST_NAMES) as never),
});

deleteByIdMutation(
  'deleteLayout',
  'Delete a layout and, in the same transaction, all of its schedules. Answers its id.',
  restDelete('/layouts/{id}', 'layout_id'),
);

builder.mutationField('cloneLayout', (t) =>
  t.field({
    type: LayoutType,
    description: 'Copy a layout (anyone who sees a shared layout may copy it).',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CloneLayoutInput }) },
    resolve: (_root, args, ctx) =>
      ctx.rest.post('/layouts/{id}/clone', {
        params: { id: id(args.id) },
        body: restBody(args.input ?? {}, REST_NAMES) as never,
      }),
  }),
);

builder.mutationField('createTemplateFromLayout', (t) =>
  t.field({
    type: LayoutType,
    description:
      'A new template from a layout (the console asks "Do you want to create a new template from this layout?").',
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ description: 'Default: the layout’s name.' }) },
    resolve: async (_root, args, ctx) => {
      const layoutId = id(args.id);
      const name = args.name ?? (await LayoutType.getDataloader(ctx).load(layoutId)).name;
      return ctx.rest.post('/layouts/{id}/clone', { params: { id: layoutId }, body: { name, template: true } });
    },
  }),
);

builder.mutationField('generateLayout', (t) =>
  t.field({
    type: LayoutType,
    description:
      'Save a template-view as a new layout: parentLayout is the template and " (Generated)" is appended to the name.',
    args: { templateId: t.arg.id({ required: true }), input: t.arg({ type: GenerateLayoutInput }) },
    resolve: (_root, args, ctx) =>
      ctx.rest.post('/layouts/{id}/generate', {
        params: { id: id(args.templateId) },
        body: restBody(args.input ?? {}, REST_NAMES) as never,
      }),
  }),
);
