import { MEDIA_TYPES, type MediaType } from '@signage/domain/media';
import { DEFAULT_MEDIA_PAGE_SIZE, MEDIA_PAGE_SIZES } from '@signage/domain/page-sizes';
import { ALL_MEDIA_FORMATS } from '../../components/list-page/media-type-filters.tsx';
import type { MediaListQueryVariables } from '../../gql/graphql.ts';
import { choiceParam, listParam, taggedListVariables, textParam } from '../../lib/list-params.ts';
import type { ListParamsSpec } from '../../lib/use-list-params.ts';

/** What the filter bar holds; '' means "all". */
export interface MediaFilters {
  search: string;
  tags: readonly string[];
  mediaType: MediaType | '';
  mediaFormat: string;
}

/** The media library's filters and paging, in the URL (`/media?search=menu&tags=lobby&mediaType=image&page=2`). */
export const MEDIA_LIST_PARAMS: ListParamsSpec<MediaFilters> = {
  filters: {
    search: textParam(),
    tags: listParam,
    mediaType: choiceParam(MEDIA_TYPES),
    mediaFormat: choiceParam(ALL_MEDIA_FORMATS),
  },
  pageSizes: MEDIA_PAGE_SIZES,
  defaultPageSize: DEFAULT_MEDIA_PAGE_SIZE,
};

/** The grid's query variables: paging, search and tags (with the session's), then the type and format chosen. */
export function mediaListVariables(
  filters: MediaFilters,
  sessionTags: readonly string[],
  page: number,
  pageSize: number,
): MediaListQueryVariables {
  return {
    ...taggedListVariables(filters, sessionTags, page, pageSize),
    ...(filters.mediaFormat ? { mediaFormat: filters.mediaFormat } : {}),
    ...(filters.mediaType ? { mediaType: filters.mediaType } : {}),
  };
}
