import { DEFAULT_DATA_SOURCE_PAGE_SIZE, WIDGET_TYPES } from '@signage/domain/data-sources/data-source';
import { type Static, Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import { IdParams, newTags, PagedList, replacedTags, Tag, taggedPagedQuery, timestamps } from './common.ts';
import { Nullable, Ref, StringEnum } from './schema.ts';

const tags = ['widgets'];

export const WidgetAuth = Type.Object(
  {
    widget_auth_id: Type.Integer(),
    name: Type.String(),
    tags: Type.Array(Ref(Tag)),
    widget_type: StringEnum(WIDGET_TYPES, { description: 'Shown as Twitter Timeline.' }),
    widget_auth_token: Nullable(
      Type.Object(
        { token: Type.String({ description: 'Masked: ••••, then at most the last 4 characters.' }) },
        { description: 'The stored token, masked: it is never answered in full, not even on creation.' },
      ),
    ),
    ...timestamps,
  },
  { $id: 'WidgetAuth', description: 'A widget authentication record (spec 02 §3).' },
);
export type WidgetAuth = Static<typeof WidgetAuth>;

const token = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 4096 }) },
  { additionalProperties: false, description: "The widget's credentials; stored encrypted." },
);
// widget_type is a plain string here so that another type earns the spec's own message rather than a
// schema error; the service refuses anything but twitter-timeline.
const widgetType = Type.String({ maxLength: 100, description: `Only ${WIDGET_TYPES.join(', ')}.` });

export const WidgetAuthCreate = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    tags: newTags,
    widget_type: widgetType,
    widget_auth_token: token,
  },
  { additionalProperties: false },
);

export const WidgetAuthUpdate = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    tags: replacedTags,
    widget_type: Type.Optional(widgetType),
    widget_auth_token: Type.Optional(
      Type.Union([token, Type.Null()], { description: 'Not sent (or null): the stored token is kept.' }),
    ),
  },
  { additionalProperties: false },
);

const answer = (description: string) => Ref(WidgetAuth, { description });

export const widgetAuthOperations = bearerOperations(tags, {
  listWidgetAuths: {
    method: 'GET',
    path: '/widgets/auth/',
    summary: 'Widget authentication records, newest first, paged. Forced tags always apply.',
    querystring: taggedPagedQuery(DEFAULT_DATA_SOURCE_PAGE_SIZE),
    response: {
      200: PagedList('widget_auths', WidgetAuth, 'One page of widget authentication records.'),
    },
  },
  getWidgetAuth: {
    method: 'GET',
    path: '/widgets/auth/{id}',
    summary: 'One widget authentication record, its token masked.',
    params: IdParams,
    response: { 200: answer('The record.') },
  },
  createWidgetAuth: {
    method: 'POST',
    path: '/widgets/auth/',
    summary: 'Create a widget authentication record (widget_type twitter-timeline). The token is stored encrypted.',
    body: WidgetAuthCreate,
    response: { 201: answer('Created; the token masked.') },
  },
  updateWidgetAuth: {
    method: 'PUT',
    path: '/widgets/auth/{id}',
    summary: 'Update a widget authentication record. Without widget_auth_token the stored token is not changed.',
    params: IdParams,
    body: WidgetAuthUpdate,
    response: { 200: answer('The record as saved; the token masked.') },
  },
});
