import { LAST_CONTACT_NAMES, LAST_CONTACT_OPTIONS, type LastContactOption } from '@signage/domain/last-contact';
import { DEFAULT_DEVICE_PAGE_SIZE, DEVICE_PAGE_SIZES } from '@signage/domain/page-sizes';
import type { DeviceListQueryVariables, DeviceSort, SortDirection } from '../../../gql/graphql.ts';
import { choiceParam, listParam, taggedListVariables, textParam } from '../../../lib/list-params.ts';
import type { ListParamsSpec } from '../../../lib/use-list-params.ts';

export const DEVICE_SORTS: readonly DeviceSort[] = ['ID', 'NAME', 'LAST_CONTACT', 'LICENSED', 'STICKER_CODE'];
const DIRECTIONS: readonly SortDirection[] = ['ASC', 'DESC'];

/** Local-storage key of the device list's search (spec 02: "search box whose state is saved and restored"). */
export const DEVICE_SEARCH_KEY = 'device_list_search';

export interface DeviceFilters {
  search: string;
  tags: readonly string[];
  lastContactMin: LastContactOption | '';
  lastContactMax: LastContactOption | '';
  sortBy: DeviceSort;
  sortDirection: SortDirection;
}

/**
 * The route's optional defaultSearchTags (`?defaultSearchTags=lobby,foyer`, spec 02 §2) start a search with
 * those tags, instead of the saved one.
 */
export function defaultSearchTags(params: URLSearchParams): URLSearchParams | undefined {
  if (!params.has('defaultSearchTags')) return undefined;
  const tags = params
    .getAll('defaultSearchTags')
    .flatMap((value) => value.split(','))
    .map((tag) => tag.trim().replace(/^#/, ''))
    .filter(Boolean);
  const next = new URLSearchParams();
  for (const tag of new Set(tags)) next.append('tags', tag);
  return next;
}

const lastContact = choiceParam(LAST_CONTACT_OPTIONS.map((option) => option.value));

/** The device list's search, order and paging, in the URL, saved and brought back on the next visit. */
export const DEVICE_LIST_PARAMS: ListParamsSpec<DeviceFilters> = {
  filters: {
    search: textParam(),
    tags: listParam,
    lastContactMin: lastContact,
    lastContactMax: lastContact,
    sortBy: choiceParam(DEVICE_SORTS, 'ID'),
    sortDirection: choiceParam(DIRECTIONS, 'DESC'),
  },
  ordering: ['sortBy', 'sortDirection'],
  pageSizes: DEVICE_PAGE_SIZES,
  defaultPageSize: DEFAULT_DEVICE_PAGE_SIZE,
  storageKey: DEVICE_SEARCH_KEY,
  arrive: defaultSearchTags,
};

/** The list's query variables: paging, search and tags (with the session's), the last-contact range, the order. */
export function deviceListVariables(
  filters: DeviceFilters,
  sessionTags: readonly string[],
  page: number,
  pageSize: number,
): DeviceListQueryVariables {
  const { lastContactMin: min, lastContactMax: max } = filters;
  return {
    ...taggedListVariables(filters, sessionTags, page, pageSize),
    ...(min ? { lastContactMin: LAST_CONTACT_NAMES[min] } : {}),
    ...(max ? { lastContactMax: LAST_CONTACT_NAMES[max] } : {}),
    sortBy: filters.sortBy,
    sortDirection: filters.sortDirection,
  };
}
