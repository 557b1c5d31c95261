/**
 * The tagged-object search (spec 01 §7 "/search", spec 02 §7 "Tag object search") and its constants (spec 01 §9,
 * spec 02 §9).
 */

/** Default page size of a search; the tag manager's grid offers 25, 50 and 75. */
export const DEFAULT_SEARCH_PAGE_SIZE = 25;
export const TAG_GRID_PAGE_SIZES = [25, 50, 75] as const;
/** The header's search runs at most once per 5 s, gives up after 120 s; suggestions every 100 ms. */
export const SEARCH_THROTTLE_MS = 5_000;
export const SEARCH_TIMEOUT_MS = 120_000;
export const SUGGESTION_INTERVAL_MS = 100;

/**
 * Every kind of tagged object the search knows, by the key its list goes under in a search answer (also the
 * value of the `objects` filter): the type each result row names and the key of the list's page info. Spec 02
 * §3 spells the venues' page info in the singular ("venue_page_info"); it is kept as written.
 * A kind is answered only once its area has registered (its table exists).
 */
export const SEARCH_OBJECTS = {
  devices: { type: 'device', pageInfo: 'devices_page_info' },
  media: { type: 'media', pageInfo: 'media_page_info' },
  layouts: { type: 'layout', pageInfo: 'layouts_page_info' },
  audio_playlists: { type: 'audio_playlist', pageInfo: 'audio_playlists_page_info' },
  venues: { type: 'venue', pageInfo: 'venue_page_info' },
  campaigns: { type: 'campaign', pageInfo: 'campaigns_page_info' },
  schedules: { type: 'schedule', pageInfo: 'schedules_page_info' },
  users: { type: 'user', pageInfo: 'users_page_info' },
  /** Trading hours and device settings (spec 02 §3 "Tag metadata", filtered by tagmetadata_categories). */
  tag_metadata: { type: 'tag_metadata', pageInfo: 'tag_metadata_page_info' },
  data_sources: { type: 'data_source', pageInfo: 'data_sources_page_info' },
} as const;

export type SearchObjectKey = keyof typeof SEARCH_OBJECTS;
export type SearchObjectType = (typeof SEARCH_OBJECTS)[SearchObjectKey]['type'];
export const SEARCH_OBJECT_KEYS = Object.keys(SEARCH_OBJECTS) as [SearchObjectKey, ...SearchObjectKey[]];
export const SEARCH_OBJECT_TYPES = SEARCH_OBJECT_KEYS.map((key) => SEARCH_OBJECTS[key].type) as [
  SearchObjectType,
  ...SearchObjectType[],
];

/** The list key of an object type ('media' → 'media', 'device' → 'devices'). */
export function searchKeyOf(type: SearchObjectType): SearchObjectKey {
  return SEARCH_OBJECT_KEYS.find((key) => SEARCH_OBJECTS[key].type === type)!;
}

/** Layout templates and plain layouts are each shown or hidden (spec 02 "Tag manager"). */
export const SHOW_HIDE = ['show', 'hide'] as const;
export type ShowHide = (typeof SHOW_HIDE)[number];

/** Tag metadata categories (spec 02 §3 "Tag metadata"). */
export const TAG_METADATA_CATEGORIES = ['trading hours', 'device settings'] as const;

/** A search result row's id: unique over every type, stable for one object. */
export function resultId(type: SearchObjectType, objectId: number): string {
  return `${type}:${objectId}`;
}
