import { MEDIA_FORMATS, MEDIA_TYPES } from '@signage/domain/media';
import {
  DEFAULT_SEARCH_PAGE_SIZE,
  SEARCH_OBJECT_KEYS,
  SEARCH_OBJECT_TYPES,
  SEARCH_OBJECTS,
  type SearchObjectKey,
  SHOW_HIDE,
  TAG_METADATA_CATEGORIES,
} from '@signage/domain/search';
import { type Static, Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import { DateTime, IdParams, IsoDate, PageInfo, Tag } from './common.ts';
import { JsonObject, Query, Ref, StringEnum } from './schema.ts';

const ALL_FORMATS = [...new Set(Object.values(MEDIA_FORMATS).flat())] as [string, ...string[]];
const tags = ['search'];

/** The search's filters (spec 02 §7 "Tag object search"), shared by GET /search and the saved searches. */
const searchFilters = {
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Free text: names and tags containing it, any case.' })),
  tags: Type.Optional(
    Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50, description: 'Objects carrying all of these tags.' }),
  ),
  objects: Type.Optional(
    Type.Array(StringEnum(SEARCH_OBJECT_KEYS), {
      description: 'The object types to search (default: every type the caller may see).',
    }),
  ),
  media_type: Type.Optional(StringEnum(MEDIA_TYPES, { description: 'Media of this type only.' })),
  media_format: Type.Optional(StringEnum(ALL_FORMATS, { description: 'Media of this format only.' })),
  layout_template: Type.Optional(StringEnum(SHOW_HIDE, { description: 'Show or hide layout templates.' })),
  layout_non_template: Type.Optional(StringEnum(SHOW_HIDE, { description: 'Show or hide plain layouts.' })),
  start_before: Type.Optional(IsoDate('Objects with a time range (schedules, campaigns) starting before this.')),
  end_after: Type.Optional(IsoDate('Objects with a time range (schedules, campaigns) ending after this.')),
  schedule_end_after: Type.Optional(
    IsoDate('Scheduled objects (layouts, audio playlists) with a schedule ending after this.'),
  ),
  tagmetadata_categories: Type.Optional(
    Type.Array(StringEnum(TAG_METADATA_CATEGORIES), { description: 'Tag metadata of these categories only.' }),
  ),
};

export const SearchQuery = Query({
  ...searchFilters,
  embed_objects: Type.Optional(
    Type.Boolean({ default: false, description: 'Add each object as its own list shows it (original_resource).' }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1, description: 'The page, from 1.' })),
  per_page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 1000, default: DEFAULT_SEARCH_PAGE_SIZE, description: 'Rows per type.' }),
  ),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const SearchResult = Type.Object(
  {
    name: Type.String(),
    result_id: Type.String({ description: 'Unique over every type: `<type>:<object_id>`.' }),
    object_id: Type.Integer(),
    type: StringEnum(SEARCH_OBJECT_TYPES),
    tags: Type.Array(Ref(Tag)),
    original_resource: Type.Optional(
      JsonObject({ description: 'With embed_objects: the object as its own area answers it (Media, Device...).' }),
    ),
  },
  { $id: 'SearchResult', description: 'One object a search found (spec 02 §3 "Search result row").' },
);
export type SearchResult = Static<typeof SearchResult>;

type PageInfoKey = (typeof SEARCH_OBJECTS)[SearchObjectKey]['pageInfo'];

/** A search answer: the lists and page infos of the types searched. */
export type SearchAnswer = { [K in SearchObjectKey]?: SearchResult[] } & { [K in PageInfoKey]?: PageInfo };

export const SearchAnswer = Type.Unsafe<SearchAnswer>(
  Type.Object(
    Object.fromEntries(
      SEARCH_OBJECT_KEYS.flatMap((key) => [
        [key, Type.Optional(Type.Array(Ref(SearchResult)))],
        [SEARCH_OBJECTS[key].pageInfo, Type.Optional(Ref(PageInfo))],
      ]),
    ),
    {
      $id: 'SearchAnswer',
      description:
        'One list per type searched, newest first, each with its page info (media_page_info, devices_page_info...). A type the caller may not see, or whose area is not installed, is left out.',
    },
  ),
);

export const SavedSearchInput = Type.Object(
  {
    name: Type.String({ maxLength: 100, description: 'Unique among the user’s saved searches.' }),
    query: Type.Object(searchFilters, { additionalProperties: false, description: 'The search’s filters.' }),
  },
  { additionalProperties: false },
);

export const SavedSearch = Type.Object(
  {
    saved_search_id: Type.Integer(),
    name: Type.String(),
    query: SavedSearchInput.properties.query,
    date_created: DateTime,
  },
  { $id: 'SavedSearch', description: 'A search a user saved under a name, to run again.' },
);
export type SavedSearch = Static<typeof SavedSearch>;

export const searchOperations = bearerOperations(tags, {
  searchTaggedObjects: {
    method: 'GET',
    path: '/search',
    summary:
      "Tagged-object search over every registered area: free text, tags (all of them), object types and each type's own filters (a filter a type does not have does not apply to it). The caller's forced tags always apply.",
    querystring: SearchQuery,
    response: { 200: Ref(SearchAnswer, { description: 'One list per type, with page info.' }) },
  },
  listSavedSearches: {
    method: 'GET',
    path: '/saved_searches/',
    summary: "The caller's saved searches, by name.",
    response: {
      200: Type.Object({ saved_searches: Type.Array(Ref(SavedSearch)) }, { description: 'Every one, by name.' }),
    },
  },
  createSavedSearch: {
    method: 'POST',
    path: '/saved_searches/',
    summary: 'Save a search under a name (unique per user).',
    body: SavedSearchInput,
    response: { 201: Ref(SavedSearch, { description: 'Saved.' }) },
  },
  deleteSavedSearch: {
    method: 'DELETE',
    path: '/saved_searches/{id}',
    summary: 'Delete one of the caller’s saved searches.',
    params: IdParams,
    response: {
      200: Type.Object({ msg: Type.String(), saved_search_id: Type.Integer() }, { description: 'Deleted.' }),
    },
  },
});
