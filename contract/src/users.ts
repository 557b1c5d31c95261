import { type Static, Type } from 'typebox';
import { bearer, errorResponses, IdParams } from './common.ts';
import { Nullable, operation, Ref } from './schema.ts';

const tags = ['users'];

/** A tag on a dashboard card: its name, and the colour it had when the card was saved. */
export const DashboardCardTag = Type.Object({
  name: Type.String({ minLength: 1 }),
  color: Type.Optional(Nullable(Type.String())),
});
export type DashboardCardTag = Static<typeof DashboardCardTag>;

/** A card's place on the dashboard grid, in grid cells. */
const CardPosition = Type.Object(
  { x: Type.Integer(), y: Type.Integer(), w: Type.Integer(), h: Type.Integer() },
  { additionalProperties: false },
);

/**
 * A dashboard card. The shape is bounded here (so a body cannot grow without end); the limits a user can act on
 * (50 cards, 200-character titles, valid tags, positions inside the grid) are checked by the route with the
 * domain's messages (domain/src/dashboard.ts).
 */
const DashboardCard = Type.Object(
  {
    name: Type.String({ maxLength: 1000 }),
    tags: Type.Array(DashboardCardTag, { maxItems: 1000 }),
    kind: Type.Optional(Nullable(Type.String({ description: 'devices (default), table or tag-cloud.' }))),
    position: Type.Optional(Nullable(CardPosition)),
    results: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

export const CmsMetadata = Type.Object(
  {
    landing_page: Type.Optional(Nullable(Type.String())),
    taggroup_dashboard: Type.Optional(
      Type.Array(DashboardCard, { maxItems: 1000, description: 'Saved without search results.' }),
    ),
    introductions: Type.Optional(
      Type.Array(Type.String(), {
        maxItems: 100,
        description: 'Watched introduction tours: device-edit, layout-editor, tagging.',
      }),
    ),
  },
  { $id: 'CmsMetadata', additionalProperties: true, description: "The console's own settings for a user." },
);
export type CmsMetadata = Static<typeof CmsMetadata>;

export const User = Type.Object(
  {
    user_id: Type.Integer(),
    username: Type.String(),
    email: Nullable(Type.String()),
    first_name: Type.String(),
    last_name: Type.String(),
    date_created: Type.String({ format: 'date-time' }),
    forced_tags: Type.Array(Type.String(), { description: 'Tags put on everything the user makes and sees.' }),
    permissions: Type.Array(Type.String()),
    cms_metadata: Ref(CmsMetadata),
  },
  { $id: 'User', description: 'A user of the console.' },
);
export type User = Static<typeof User>;

export const UserUpdate = Type.Object(
  {
    first_name: Type.Optional(Type.String({ maxLength: 200 })),
    last_name: Type.Optional(Type.String({ maxLength: 200 })),
    email: Type.Optional(Nullable(Type.String({ maxLength: 320 }))),
    forced_tags: Type.Optional(Type.Array(Type.String())),
    cms_metadata: Type.Optional(Ref(CmsMetadata)),
  },
  { additionalProperties: false },
);

export const Permissions = Type.Object(
  { permissions: Type.Array(Type.String()) },
  { $id: 'Permissions', description: 'Named permissions.' },
);

const userAnswer = (description: string) => Ref(User, { description });

export const userOperations = {
  getCurrentUser: operation({
    method: 'GET',
    path: '/users/me',
    operationId: 'getCurrentUser',
    summary: 'The signed-in user.',
    tags,
    security: bearer,
    response: { 200: userAnswer('The signed-in user.'), ...errorResponses },
  }),
  getUser: operation({
    method: 'GET',
    path: '/users/{id}',
    operationId: 'getUser',
    summary: 'One user. Reading another user needs "view users".',
    tags,
    security: bearer,
    params: IdParams,
    response: { 200: userAnswer('The user.'), ...errorResponses },
  }),
  updateUser: operation({
    method: 'PUT',
    path: '/users/{id}',
    operationId: 'updateUser',
    summary:
      'Update a user. cms_metadata keys are merged into the stored ones; editing another user, or anyone\'s forced tags, needs "edit users".',
    tags,
    security: bearer,
    params: IdParams,
    body: UserUpdate,
    response: { 200: userAnswer('The user as saved.'), ...errorResponses },
  }),
  getUserPermissions: operation({
    method: 'GET',
    path: '/users/{id}/permissions',
    operationId: 'getUserPermissions',
    summary: 'The permissions a user holds, as named strings.',
    tags,
    security: bearer,
    params: IdParams,
    response: { 200: Ref(Permissions, { description: "The user's permissions." }), ...errorResponses },
  }),
  setUserPermissions: operation({
    method: 'PUT',
    path: '/users/{id}/permissions',
    operationId: 'setUserPermissions',
    summary:
      'Replace a user\'s permissions (needs "set user permissions"). The caller may add only permissions it holds and remove only those both share.',
    tags,
    security: bearer,
    params: IdParams,
    body: Ref(Permissions),
    response: { 200: Ref(Permissions, { description: 'The permissions as saved.' }), ...errorResponses },
  }),
};
