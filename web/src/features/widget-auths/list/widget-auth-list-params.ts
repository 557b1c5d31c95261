import { DEFAULT_DATA_SOURCE_PAGE_SIZE } from '@signage/domain/data-sources/data-source';
import type { TaggedFilters } from '../../../components/list-page/list-filter-bar.tsx';
import { listParam, textParam } from '../../../lib/list-params.ts';
import type { ListParamsSpec } from '../../../lib/use-list-params.ts';

/** The widget authentication list's search, tags and paging, in the URL. */
export const WIDGET_AUTH_LIST_PARAMS: ListParamsSpec<TaggedFilters> = {
  filters: { search: textParam(), tags: listParam },
  pageSizes: [25, 50, 100],
  defaultPageSize: DEFAULT_DATA_SOURCE_PAGE_SIZE,
};
