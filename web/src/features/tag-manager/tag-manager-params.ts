import { MEDIA_TYPES, type MediaType } from '@signage/domain/media';
import { TAG_GRID_PAGE_SIZES } from '@signage/domain/page-sizes';
import { DEFAULT_SEARCH_PAGE_SIZE } from '@signage/domain/search';
import { ALL_MEDIA_FORMATS } from '../../components/list-page/media-type-filters.tsx';
import type { SearchFiltersInput, SearchObjectKind, ShowHide, TagManagerQueryVariables } from '../../gql/graphql.ts';
import { displayZoneDate, displayZoneMidnight } from '../../lib/display-time.ts';
import { choiceParam, dateParam, listParam, type ParamCodec, textParam } from '../../lib/list-params.ts';
import type { ListParamsSpec } from '../../lib/use-list-params.ts';

/** The kinds the tag manager searches (the areas installed). */
export const TAG_MANAGER_KINDS = [
  'DEVICES',
  'MEDIA',
  'LAYOUTS',
  'SCHEDULES',
] as const satisfies readonly SearchObjectKind[];
export type TagManagerKind = (typeof TAG_MANAGER_KINDS)[number];
export const KIND_LABELS: Record<TagManagerKind, string> = {
  DEVICES: 'Devices',
  MEDIA: 'Media',
  LAYOUTS: 'Layouts',
  SCHEDULES: 'Schedules',
};
export const isTagManagerKind = (value: string): value is TagManagerKind =>
  (TAG_MANAGER_KINDS as readonly string[]).includes(value);

const SHOW_HIDE = ['SHOW', 'HIDE'] as const satisfies readonly ShowHide[];

/** What the tag manager's filter bar holds (spec 02 "Tag manager"); '' or none means "all". */
export interface TagManagerFilters {
  search: string;
  tags: readonly string[];
  objects: readonly TagManagerKind[];
  mediaType: MediaType | '';
  mediaFormat: string;
  layoutTemplate: ShowHide | '';
  layoutNonTemplate: ShowHide | '';
  /** Calendar dates `YYYY-MM-DD`, read at 00:00 in the display time zone. */
  startBefore: string;
  endAfter: string;
}

const kindsParam: ParamCodec<readonly TagManagerKind[]> = {
  empty: [],
  read: (params, key) => listParam.read(params, key).filter(isTagManagerKind),
  write: listParam.write,
};

/** The filters and paging in the URL (`/tags?search=menu&objects=MEDIA&layoutTemplate=HIDE&page=2`). */
export const TAG_MANAGER_PARAMS: ListParamsSpec<TagManagerFilters> = {
  filters: {
    search: textParam(),
    tags: listParam,
    objects: kindsParam,
    mediaType: choiceParam(MEDIA_TYPES),
    mediaFormat: choiceParam(ALL_MEDIA_FORMATS),
    layoutTemplate: choiceParam(SHOW_HIDE),
    layoutNonTemplate: choiceParam(SHOW_HIDE),
    startBefore: dateParam,
    endAfter: dateParam,
  },
  pageSizes: TAG_GRID_PAGE_SIZES,
  defaultPageSize: DEFAULT_SEARCH_PAGE_SIZE,
  storageKey: 'tag_manager_search',
};

/**
 * The filters as the search takes them (also what a saved search keeps); the session tags apply too. The dates
 * become the instants they start in the display time zone `zone`; a malformed one is left out.
 */
export function searchFilters(
  filters: TagManagerFilters,
  zone: string,
  sessionTags: readonly string[] = [],
): SearchFiltersInput {
  const tags = [...new Set([...filters.tags, ...sessionTags])];
  const startBefore = displayZoneMidnight(filters.startBefore, zone);
  const endAfter = displayZoneMidnight(filters.endAfter, zone);
  return {
    ...(filters.search.trim() ? { q: filters.search.trim() } : {}),
    ...(tags.length ? { tags } : {}),
    ...(filters.objects.length ? { objects: [...filters.objects] } : {}),
    ...(filters.mediaType ? { mediaType: filters.mediaType } : {}),
    ...(filters.mediaFormat ? { mediaFormat: filters.mediaFormat } : {}),
    ...(filters.layoutTemplate ? { layoutTemplate: filters.layoutTemplate } : {}),
    ...(filters.layoutNonTemplate ? { layoutNonTemplate: filters.layoutNonTemplate } : {}),
    ...(startBefore ? { startBefore } : {}),
    ...(endAfter ? { endAfter } : {}),
  };
}

export function tagManagerVariables(
  filters: TagManagerFilters,
  zone: string,
  sessionTags: readonly string[],
  page: number,
  pageSize: number,
): TagManagerQueryVariables {
  return { ...searchFilters(filters, zone, sessionTags), page, pageSize };
}

/** A saved search's filters back in the filter bar; its instants as dates in the display time zone `zone`. */
export function filtersOfSaved(
  query: {
    q?: string | null;
    tags: readonly string[];
    objects: readonly string[];
    mediaType?: MediaType | null;
    mediaFormat?: string | null;
    layoutTemplate?: ShowHide | null;
    layoutNonTemplate?: ShowHide | null;
    startBefore?: string | null;
    endAfter?: string | null;
  },
  zone: string,
): TagManagerFilters {
  return {
    search: query.q ?? '',
    tags: query.tags,
    objects: query.objects.filter(isTagManagerKind),
    mediaType: query.mediaType ?? '',
    mediaFormat: query.mediaFormat ?? '',
    layoutTemplate: query.layoutTemplate ?? '',
    layoutNonTemplate: query.layoutNonTemplate ?? '',
    startBefore: query.startBefore ? displayZoneDate(query.startBefore, zone) : '',
    endAfter: query.endAfter ? displayZoneDate(query.endAfter, zone) : '',
  };
}
