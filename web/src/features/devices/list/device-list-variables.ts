import { LAST_CONTACT_NAMES } from '@signage/domain/last-contact';
import type { DeviceListQueryVariables } from '../../../gql/graphql.ts';
import { sessionTagNames } from '../../../lib/session-tags.ts';
import type { DeviceOrder } from './device-grid.tsx';
import type { DeviceSearch } from './device-search-state.ts';

/** The list's query variables; the session tags (spec 01 §6) always join the tag filter. */
export function deviceListVariables(
  search: DeviceSearch,
  sessionTags: readonly string[],
  order: DeviceOrder,
  page: number,
  pageSize: number,
): DeviceListQueryVariables {
  const tags = [...new Set([...sessionTagNames(sessionTags), ...search.tags.map((t) => t.name)])];
  const text = search.text.trim();
  return {
    page,
    pageSize,
    ...(text ? { search: text } : {}),
    ...(tags.length ? { tags } : {}),
    ...(search.lastContactMin ? { lastContactMin: LAST_CONTACT_NAMES[search.lastContactMin] } : {}),
    ...(search.lastContactMax ? { lastContactMax: LAST_CONTACT_NAMES[search.lastContactMax] } : {}),
    sortBy: order.sortBy,
    sortDirection: order.sortDirection,
  };
}
