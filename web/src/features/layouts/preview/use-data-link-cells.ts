import { dataLinkValuesOf } from '@signage/domain/layouts/data-links';
import type { LayoutElement } from '@signage/domain/layouts/elements';
import { useMemo } from 'react';
import { useLayoutDataLinkCellsQuery } from '../../../gql/hooks.ts';
import type { DataLinkCell } from '../editor-body/data-links.ts';

/**
 * The cells of a tree's data-backed texts, all resolved in one request, asked again only when the set of links
 * changes; the last answer stays while the next loads.
 */
export function useDataLinkCells(root: LayoutElement | undefined): ReadonlyMap<string, DataLinkCell> {
  const key = JSON.stringify(root ? dataLinkValuesOf(root) : []);
  const values = useMemo(() => JSON.parse(key) as string[], [key]);
  const query = useLayoutDataLinkCellsQuery({
    variables: { values },
    skip: values.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const results = (query.data ?? query.previousData)?.resolveDataLinks;
  return useMemo(() => new Map((results ?? []).map((r) => [r.value, r])), [results]);
}
