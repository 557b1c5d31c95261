import type { ErrorLike, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { Permission } from '@signage/domain/permissions';
import type { TaggedFilters } from '../components/list-page/list-filter-bar.tsx';
import { SHOWN_ON_SCREEN } from './answered-errors.ts';
import { listParam, taggedListVariables, textParam } from './list-params.ts';
import { useSessionTags } from './session-tags.ts';
import { useCan } from './use-can.ts';
import { type ListParams, type ListParamsSpec, useListParams } from './use-list-params.ts';

/** The variables of a tagged list's query: paging, free text, and the tag filter joined by the session tags. */
export type TaggedListVariables = ReturnType<typeof taggedListVariables>;

/** A page of a list as the GraphQL lists answer it. */
export interface ListAnswer<T> {
  items: readonly T[];
  pageInfo: { totalItems: number };
}

/** The URL params of a list that is filtered by free text and tags only (`?search=menu&tags=cafe&page=2`). */
export function taggedListParams(pageSizes: readonly number[], defaultPageSize: number): ListParamsSpec<TaggedFilters> {
  return { filters: { search: textParam(), tags: listParam }, pageSizes, defaultPageSize };
}

/** The paging of the tagged lists unless one says otherwise: 25, 50 or 100 a page, 25 at first. */
const TAGGED_LIST_PARAMS = taggedListParams([25, 50, 100], 25);

/** What a tagged list screen reads (see useTaggedList). */
export interface TaggedList<TItem> {
  params: ListParams<TaggedFilters>;
  /** The list's query: its error, and a retry. */
  query: { error?: ErrorLike; refetch: () => unknown };
  /** The page answered (the one before while the next loads); undefined until the first answer. */
  list: ListAnswer<TItem> | undefined;
  /** The page's items, none until answered. */
  items: readonly TItem[];
  /** The user may add and change what the list shows (the service checks every call anyway). */
  canEdit: boolean;
}

/**
 * Everything a tagged list screen reads: its URL params, the session tags (which always filter it, spec 01 §6),
 * its query with those variables, the page answered (the one before while the next loads) and whether the user
 * may edit what it lists.
 */
export function useTaggedList<TData, TItem>(
  document: TypedDocumentNode<TData, TaggedListVariables>,
  options: {
    params?: ListParamsSpec<TaggedFilters>;
    editRight: readonly Permission[];
    /** The list within the query's answer. */
    select: (data: TData) => ListAnswer<TItem>;
    /** Ask again every this many milliseconds (0 or none: only when the list changes). */
    pollInterval?: number;
    /** The list's own variables besides paging, text and tags (campaigns: includeOlder). */
    variables?: Record<string, unknown>;
  },
): TaggedList<TItem> {
  const sessionTags = useSessionTags();
  const canEdit = useCan(options.editRight);
  const params = useListParams(options.params ?? TAGGED_LIST_PARAMS);
  const query = useQuery(document, {
    variables: {
      ...taggedListVariables(params.filters, sessionTags, params.page, params.pageSize),
      ...options.variables,
    },
    pollInterval: options.pollInterval,
    context: SHOWN_ON_SCREEN,
  });
  const data = query.data ?? query.previousData;
  const list = data === undefined ? undefined : options.select(data as TData);
  return { params, query, list, items: list?.items ?? [], canEdit };
}
