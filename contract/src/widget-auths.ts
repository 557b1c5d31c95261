import { DEFAULT_DATA_SOURCE_PAGE_SIZE, WIDGET_TYPES } from '@signage/domain/data-sources/data-source';
import { type Static, Type } from 'typebox';
import { bearer, errorResponses, IdParams, PageInfo, pagingQuery, Tag, taggedListQuery } from './common.ts';
import { Nullable, operation, Query, Ref, StringEnum } from './schema.ts';

const tags = ['widgets'];
const date = Type.String({ format: 'date-time' });

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
    date_created: date,
    date_updated: date,
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
    tags: Type.Optional(Type.Array(Type.String())),
    widget_type: widgetType,
    widget_auth_token: token,
  },
  { additionalProperties: false },
);

export const WidgetAuthUpdate = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    tags: Type.Optional(Type.Array(Type.String(), { description: 'Replaces the tags; forced tags stay.' })),
    widget_type: Type.Optional(widgetType),
    widget_auth_token: Type.Optional(
      Type.Union([token, Type.Null()], { description: 'Not sent (or null): the stored token is kept.' }),
    ),
  },
  { additionalProperties: false },
);

const answer = (description: string) => Ref(WidgetAuth, { description });

export const widgetAuthOperations = {
  listWidgetAuths: operation({
    method: 'GET',
    path: '/widgets/auth/',
    operationId: 'listWidgetAuths',
    summary: 'Widget authentication records, newest first, paged. Forced tags always apply.',
    tags,
    security: bearer,
    querystring: Query({ ...pagingQuery(DEFAULT_DATA_SOURCE_PAGE_SIZE), ...taggedListQuery }),
    response: {
      200: Type.Object(
        { widget_auths: Type.Array(Ref(WidgetAuth)), page_info: Ref(PageInfo) },
        { description: 'One page of widget authentication records.' },
      ),
      ...errorResponses,
    },
  }),
  getWidgetAuth: operation({
    method: 'GET',
    path: '/widgets/auth/{id}',
    operationId: 'getWidgetAuth',
    summary: 'One widget authentication record, its token masked.',
    tags,
    security: bearer,
    params: IdParams,
    response: { 200: answer('The record.'), ...errorResponses },
  }),
  createWidgetAuth: operation({
    method: 'POST',
    path: '/widgets/auth/',
    operationId: 'createWidgetAuth',
    summary: 'Create a widget authentication record (widget_type twitter-timeline). The token is stored encrypted.',
    tags,
    security: bearer,
    body: WidgetAuthCreate,
    response: { 201: answer('Created; the token masked.'), ...errorResponses },
  }),
  updateWidgetAuth: operation({
    method: 'PUT',
    path: '/widgets/auth/{id}',
    operationId: 'updateWidgetAuth',
    summary: 'Update a widget authentication record. Without widget_auth_token the stored token is not changed.',
    tags,
    security: bearer,
    params: IdParams,
    body: WidgetAuthUpdate,
    response: { 200: answer('The record as saved; the token masked.'), ...errorResponses },
  }),
};
