import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuDatabase, LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router';
import { type FilterBarTexts, ListFilterBar } from '../../../components/list-page/list-filter-bar.tsx';
import { type ListEmptyStates, ListPage } from '../../../components/list-page/list-page.tsx';
import { useDataSourceListQuery } from '../../../gql/hooks.ts';
import { taggedListVariables } from '../../../lib/list-params.ts';
import { dataSourceEditPath } from '../../../lib/paths.ts';
import { useSessionTags } from '../../../lib/session-tags.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { EDIT_DATA_SOURCES } from '../data-source-permissions.ts';
import { DATA_SOURCE_LIST_PARAMS } from './data-source-list-params.ts';
import { DataSourceTable } from './data-source-table.tsx';

export const DATA_SOURCE_LIST_EMPTY: ListEmptyStates = {
  nothingYet: 'No data sources yet. Add a CSV by url or upload one.',
  noMatches: 'No data sources match these filters.',
  icon: LuDatabase,
};

const FILTER_TEXTS: FilterBarTexts = {
  label: 'Data source filters',
  search: { label: 'Search data sources', placeholder: 'Name, url or tag' },
  tags: { label: 'Filter by tags', placeholder: 'Add a tag' },
};

/** /datasources: the data source list (spec 02 "Data source list"); the editor opens over it. */
export function DataSourceListPage({ dialogs }: { dialogs?: ReactNode }) {
  const sessionTags = useSessionTags();
  const canEdit = useCan(EDIT_DATA_SOURCES);
  const params = useListParams(DATA_SOURCE_LIST_PARAMS);
  const { search } = useLocation();
  const query = useDataSourceListQuery({
    variables: taggedListVariables(params.filters, sessionTags, params.page, params.pageSize),
  });
  const list = (query.data ?? query.previousData)?.dataSources;

  const add = canEdit && (
    <Button asChild colorPalette="accent">
      <RouterLink to={{ pathname: dataSourceEditPath('new'), search }}>
        <LuPlus />
        Add data source
      </RouterLink>
    </Button>
  );
  return (
    <ListPage
      title="Data sources"
      empty={DATA_SOURCE_LIST_EMPTY}
      actions={add}
      emptyAction={add}
      query={query}
      list={list}
      params={params}
      filters={<ListFilterBar texts={FILTER_TEXTS} filters={params.filters} onChange={params.setFilters} />}
      dialogs={dialogs}
    >
      <DataSourceTable sources={list?.items ?? []} />
    </ListPage>
  );
}
