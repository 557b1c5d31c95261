import {
  ASPECT_RATIOS,
  DEFAULT_LAYOUT_PAGE_SIZE,
  LAYOUT_TYPES,
  MAX_LAYOUT_NAME_LENGTH,
} from '@signage/domain/layouts/constants';
import { type Static, Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import {
  bearerOrSignedLink,
  fileAnswer,
  IdParams,
  PagedList,
  signedLinkQuery,
  Tag,
  taggedPagedQuery,
  timestamps,
} from './common.ts';
import { LayoutElement } from './layout-elements.ts';
import { Nullable, Query, Ref, StringEnum } from './schema.ts';

const tags = ['layouts'];

export const EditorMetadata = Type.Object(
  {
    aspect_ratio: Type.Optional(StringEnum(['custom', ...Object.keys(ASPECT_RATIOS)])),
    aspect_ratio_custom_sizes: Type.Optional(
      Type.Object({ width: Type.Number({ exclusiveMinimum: 0 }), height: Type.Number({ exclusiveMinimum: 0 }) }),
    ),
    layer_stack: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 5000 })),
  },
  { $id: 'EditorMetadata', additionalProperties: true, description: 'What the editor keeps: aspect ratio and layers.' },
);

const summary = {
  layout_id: Type.Integer(),
  name: Type.String(),
  tags: Type.Array(Ref(Tag)),
  editor_metadata: Ref(EditorMetadata),
  template: Type.Boolean({ description: 'A template: layouts are generated from it.' }),
  layout_type: StringEnum(LAYOUT_TYPES),
  parent_layout: Nullable(
    Type.Object(
      { layout_id: Type.Integer(), name: Type.String() },
      { description: 'The template it was generated from (null once that template is deleted).' },
    ),
  ),
  parent_layout_id: Nullable(Type.Integer()),
  shared_with_network: Type.Boolean(),
  read_only: Type.Boolean({
    description:
      'Shared with the network and not carrying all of the caller’s forced tags: the caller may not change it.',
  }),
  media_ids: Type.Array(Type.Integer(), { description: 'The media items the tree uses.' }),
  thumbnail_url: Type.String({ description: 'Signed, expiring link to a 320 x 180 WebP of the composition.' }),
  thumbnail_url_hq: Type.String({ description: 'Signed, expiring link to a 1280 x 720 WebP of the composition.' }),
  ...timestamps,
};

export const Layout = Type.Object(
  {
    ...summary,
    json: Ref(LayoutElement, { description: 'The root element: a region (a sequence of videos for a sync sequence).' }),
  },
  { $id: 'Layout', description: 'A layout, template or sync sequence with its element tree (spec 01 §3).' },
);
export type Layout = Static<typeof Layout>;

export const LayoutListItem = Type.Object(
  { ...summary, json: Type.Optional(Ref(LayoutElement, { description: 'Only with with_json=true.' })) },
  { $id: 'LayoutListItem', description: 'A layout in a list; its tree only when asked for.' },
);

export const LayoutListQuery = taggedPagedQuery(DEFAULT_LAYOUT_PAGE_SIZE, {
  template: Type.Optional(Type.Boolean({ description: 'true: templates only; false: no templates.' })),
  layout_type: Type.Optional(StringEnum(LAYOUT_TYPES)),
  uses_media: Type.Optional(Type.Integer({ minimum: 1, description: 'Only layouts using this media item.' })),
  with_json: Type.Optional(Type.Boolean({ description: 'Include each layout’s element tree.' })),
});

const writable = {
  name: Type.String({ maxLength: MAX_LAYOUT_NAME_LENGTH }),
  tags: Type.Array(Type.String(), { maxItems: 100, description: "The caller's forced tags are added." }),
  json: Ref(LayoutElement),
  editor_metadata: Type.Optional(Ref(EditorMetadata)),
  template: Type.Optional(Type.Boolean()),
  shared_with_network: Type.Optional(Type.Boolean()),
};

export const LayoutCreate = Type.Object(
  { ...writable, layout_type: Type.Optional(StringEnum(LAYOUT_TYPES, { default: 'layout' })) },
  { additionalProperties: false, description: 'A new layout, template or sync sequence.' },
);
export type LayoutCreate = Static<typeof LayoutCreate>;

export const LayoutUpdate = Type.Partial(Type.Object(writable), {
  additionalProperties: false,
  description: 'What changes; the save rules run on the layout as it will be.',
});
export type LayoutUpdate = Static<typeof LayoutUpdate>;

export const LayoutClone = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: MAX_LAYOUT_NAME_LENGTH, description: 'Default: "<name> (Copy)".' })),
    template: Type.Optional(Type.Boolean({ description: 'true turns the copy into a template.' })),
    tags: Type.Optional(Type.Array(Type.String(), { maxItems: 100 })),
  },
  { additionalProperties: false },
);

export const LayoutGenerate = Type.Partial(
  Type.Object({ name: writable.name, tags: writable.tags, json: writable.json, editor_metadata: Ref(EditorMetadata) }),
  {
    additionalProperties: false,
    description: 'A template-view saved: what the operator changed (default: the template as it is).',
  },
);

export const LayoutList = PagedList('layouts', LayoutListItem, 'One page of layouts, newest first.');

const saved = (description: string) => Ref(Layout, { description });

export const layoutOperations = bearerOperations(tags, {
  listLayouts: {
    method: 'GET',
    path: '/layouts/',
    summary:
      'Layouts, templates and sync sequences, newest first, paged (25, 50 or 100). Free text matches the name and tags; forced tags apply (layouts shared with the network are seen by all).',
    querystring: LayoutListQuery,
    response: { 200: LayoutList },
  },
  getLayout: {
    method: 'GET',
    path: '/layouts/{id}',
    summary: 'One layout with its element tree; never cached (Cache-Control: no-store).',
    params: IdParams,
    response: { 200: saved('The layout.') },
  },
  createLayout: {
    method: 'POST',
    path: '/layouts/',
    summary:
      'Create a layout, template or sync sequence. The tree is checked against the schema and the save rules (422 with the message); its thumbnail is rendered.',
    body: LayoutCreate,
    response: { 201: saved('Created.') },
  },
  updateLayout: {
    method: 'PUT',
    path: '/layouts/{id}',
    summary:
      'Change a layout; fields left out stay. A layout shared with the network may be read-only (403). Media the layout already uses are kept even where the caller\'s forced tags hide them; media chosen anew must be visible to the caller ("Selected media {id} does not exist or is not visible to you.").',
    params: IdParams,
    body: LayoutUpdate,
    response: { 200: saved('Saved.') },
  },
  deleteLayout: {
    method: 'DELETE',
    path: '/layouts/{id}',
    summary: 'Delete a layout and, in the same transaction, all of its schedules.',
    params: IdParams,
    response: { 200: Type.Object({ msg: Type.String(), layout_id: Type.Integer() }, { description: 'Deleted.' }) },
  },
  cloneLayout: {
    method: 'POST',
    path: '/layouts/{id}/clone',
    summary: 'Copy a layout (or turn a copy into a template with template: true).',
    params: IdParams,
    body: LayoutClone,
    response: { 201: saved('The copy.') },
  },
  generateLayout: {
    method: 'POST',
    path: '/layouts/{id}/generate',
    summary:
      'Generate a layout from a template (a template-view saved): parent_layout is the template and " (Generated)" is appended to the name.',
    params: IdParams,
    body: LayoutGenerate,
    response: { 201: saved('The generated layout.') },
  },
  getLayoutThumbnail: {
    method: 'GET',
    path: '/layouts/{id}/thumb/',
    summary:
      'The composition as a WebP: 320 x 180, or 1280 x 720 with hq=true. Bearer token or the signed thumbnail_url.',
    security: bearerOrSignedLink,
    params: IdParams,
    querystring: Query({
      hq: Type.Optional(Type.Boolean()),
      v: Type.Optional(Type.String({ description: 'Version, for caching; any value.' })),
      ...signedLinkQuery('From a signed thumbnail_url.'),
    }),
    response: {
      200: fileAnswer('image/webp', 'The thumbnail.'),
      304: Type.Unsafe<unknown>({ description: 'Not modified: the If-None-Match ETag is the file as drawn now.' }),
    },
  },
});
