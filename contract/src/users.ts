import { DEFAULT_USER_PAGE_SIZE } from '@signage/domain/page-sizes';
import { USERNAME_MAX_LENGTH } from '@signage/domain/users';
import { type Static, Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import { DateTime, IdParams, msgAnswer, PagedList, Tag, taggedPagedQuery } from './common.ts';
import { Nullable, Query, Ref } from './schema.ts';

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
    date_created: DateTime,
    tags: Type.Array(Ref(Tag), { description: "The user's own tags (they describe the user; forced_tags bind them)." }),
    forced_tags: Type.Array(Type.String(), { description: 'Tags put on everything the user makes and sees.' }),
    permissions: Type.Array(Type.String()),
    cms_metadata: Ref(CmsMetadata),
  },
  { $id: 'User', description: 'A user of the console.' },
);
export type User = Static<typeof User>;

const username = Type.String({ maxLength: USERNAME_MAX_LENGTH, description: "Unique; also the new user's email." });
// Bounded only in length here: the password rules (spec 02 §5) are checked by the service with the spec's message.
const password = Type.String({ maxLength: 1000, description: 'Stored hashed; must meet the password rules.' });
const tagNames = (description: string) => Type.Array(Type.String(), { maxItems: 100, description });

export const UserCreate = Type.Object(
  {
    username,
    password,
    first_name: Type.Optional(Type.String({ maxLength: 200 })),
    last_name: Type.Optional(Type.String({ maxLength: 200 })),
    tags: Type.Optional(tagNames("The user's tags; the creator's forced tags are added.")),
    forced_tags: Type.Optional(tagNames("The creator's own forced tags are always added.")),
    cms_metadata: Type.Optional(Ref(CmsMetadata)),
  },
  { additionalProperties: false },
);
export type UserCreate = Static<typeof UserCreate>;

export const UserUpdate = Type.Object(
  {
    username: Type.Optional(username),
    password: Type.Optional(Type.Union([password, Type.Null()], { description: 'Left out or null: unchanged.' })),
    first_name: Type.Optional(Type.String({ maxLength: 200 })),
    last_name: Type.Optional(Type.String({ maxLength: 200 })),
    email: Type.Optional(Nullable(Type.String({ maxLength: 320 }))),
    tags: Type.Optional(tagNames("Replaces the user's tags; the editor's forced tags stay.")),
    forced_tags: Type.Optional(tagNames("Replaces them; the editor's own forced tags are always kept.")),
    cms_metadata: Type.Optional(Ref(CmsMetadata)),
  },
  { additionalProperties: false },
);
export type UserUpdate = Static<typeof UserUpdate>;

export const Permissions = Type.Object(
  { permissions: Type.Array(Type.String()) },
  { $id: 'Permissions', description: 'Named permissions.' },
);

const userAnswer = (description: string) => Ref(User, { description });

/** Why a user may or may not do an action (domain/access-explainer.ts), each rule and how it came out. */
export const AccessExplanation = Type.Object(
  {
    allowed: Type.Boolean(),
    steps: Type.Array(
      Type.Object({
        rule: Type.String({ description: 'permission, forced-tags or shared-layout.' }),
        passed: Type.Boolean(),
        text: Type.String(),
      }),
    ),
  },
  { $id: 'AccessExplanation', description: 'Why a user may or may not do an action.' },
);
export type AccessExplanation = Static<typeof AccessExplanation>;

export const userOperations = bearerOperations(tags, {
  listUsers: {
    method: 'GET',
    path: '/users/',
    summary:
      'Users, newest first, paged (needs "view users" or "edit users"). Free text matches username and names; the caller\'s forced tags always apply.',
    querystring: taggedPagedQuery(DEFAULT_USER_PAGE_SIZE),
    response: {
      200: PagedList('users', User, 'One page of users.'),
    },
  },
  createUser: {
    method: 'POST',
    path: '/users/',
    summary:
      'Create a user (needs "edit users"). The email is set to the username; the password must meet the password rules ("Password requirements not met, unable to save user.").',
    body: UserCreate,
    response: { 201: userAnswer('Created.') },
  },
  deleteUser: {
    method: 'DELETE',
    path: '/users/{id}',
    summary:
      'Delete a user (needs "edit users"). Deleting yourself, or the last user holding "edit users" and "set user permissions", is refused.',
    params: IdParams,
    response: {
      200: msgAnswer('Deleted: "User successfully deleted."'),
    },
  },
  getCurrentUser: {
    method: 'GET',
    path: '/users/me',
    summary: 'The signed-in user.',
    response: { 200: userAnswer('The signed-in user.') },
  },
  getUser: {
    method: 'GET',
    path: '/users/{id}',
    summary: 'One user. Reading another user needs "view users".',
    params: IdParams,
    response: { 200: userAnswer('The user.') },
  },
  updateUser: {
    method: 'PUT',
    path: '/users/{id}',
    summary:
      'Update a user. cms_metadata keys are merged into the stored ones; editing another user, or anyone\'s username, password, tags or forced tags, needs "edit users".',
    params: IdParams,
    body: UserUpdate,
    response: { 200: userAnswer('The user as saved.') },
  },
  getUserPermissions: {
    method: 'GET',
    path: '/users/{id}/permissions',
    summary: 'The permissions a user holds, as named strings.',
    params: IdParams,
    response: { 200: Ref(Permissions, { description: "The user's permissions." }) },
  },
  setUserPermissions: {
    method: 'PUT',
    path: '/users/{id}/permissions',
    summary:
      'Replace a user\'s permissions (needs "set user permissions"). The caller may add only permissions it holds and remove only those both share.',
    params: IdParams,
    body: Ref(Permissions),
    response: { 200: Ref(Permissions, { description: 'The permissions as saved.' }) },
  },
  explainUserAccess: {
    method: 'GET',
    path: '/users/{id}/access',
    summary:
      'Why a user may (or may not) do an action, to an object if given (object_kind and object_id), by the rules the api enforces. Asking about another user needs "view users". An object hidden from the caller by their own forced tags is explained only to holders of "set user permissions", and then without its name; to anyone else it is not found.',
    params: IdParams,
    querystring: Query({
      action: Type.String({ maxLength: 100 }),
      object_kind: Type.Optional(Type.String({ maxLength: 20 })),
      object_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    }),
    response: { 200: Ref(AccessExplanation, { description: 'The explanation.' }) },
  },
});
