import type { MediaType } from '@signage/domain/media';
import type { MediaGrid_PageFragment, MediaListQuery, MediaListQueryVariables } from '../../gql/graphql.ts';
import { sessionTagNames } from '../../lib/session-tags.ts';

/** What the filter bar holds; '' means "all". */
export interface MediaFilters {
  search: string;
  tags: readonly string[];
  mediaType: MediaType | '';
  mediaFormat: string;
}

export const NO_FILTERS: MediaFilters = { search: '', tags: [], mediaType: '', mediaFormat: '' };

export function hasFilters(filters: MediaFilters): boolean {
  return (
    filters.search.trim() !== '' || filters.tags.length > 0 || filters.mediaType !== '' || filters.mediaFormat !== ''
  );
}

/**
 * The grid's query variables. The session tags (spec 01 §6) are always added to the filter's tags; a variable
 * with nothing in it is left out.
 */
export function mediaListVariables(
  filters: MediaFilters,
  sessionTags: readonly string[],
  page: number,
  pageSize: number,
): MediaListQueryVariables {
  const tags = [...new Set([...sessionTagNames(sessionTags), ...filters.tags])];
  const search = filters.search.trim();
  return {
    page,
    pageSize,
    ...(search ? { search } : {}),
    ...(tags.length > 0 ? { tags } : {}),
    ...(filters.mediaFormat ? { mediaFormat: filters.mediaFormat } : {}),
    ...(filters.mediaType ? { mediaType: filters.mediaType } : {}),
  };
}

/** The page the query answered. */
export function pageOf(data: MediaListQuery | undefined): MediaGrid_PageFragment | undefined {
  return data?.mediaList;
}
