import { DEFAULT_LAYOUT_PAGE_SIZE, LAYOUT_PAGE_SIZES } from '@signage/domain/page-sizes';
import type { LayoutListQueryVariables } from '../../../gql/graphql.ts';
import { listParam, taggedListVariables, textParam } from '../../../lib/list-params.ts';
import type { ListParamsSpec } from '../../../lib/use-list-params.ts';

export interface LayoutFilters {
  search: string;
  tags: readonly string[];
}

/** The layouts and templates lists' search, tags and paging, in the URL (`/layouts?tags=lobby&pageSize=50`). */
export const LAYOUT_LIST_PARAMS: ListParamsSpec<LayoutFilters> = {
  filters: { search: textParam(), tags: listParam },
  pageSizes: LAYOUT_PAGE_SIZES,
  defaultPageSize: DEFAULT_LAYOUT_PAGE_SIZE,
};

/** The list's query variables: paging, search and tags (with the session's), and which of the two lists. */
export function layoutListVariables(
  filters: LayoutFilters,
  sessionTags: readonly string[],
  page: number,
  pageSize: number,
  template: boolean,
): LayoutListQueryVariables {
  return { ...taggedListVariables(filters, sessionTags, page, pageSize), template };
}
