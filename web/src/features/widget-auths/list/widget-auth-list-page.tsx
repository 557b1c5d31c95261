import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuKeyRound, LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router';
import { type FilterBarTexts, ListFilterBar } from '../../../components/list-page/list-filter-bar.tsx';
import { type ListEmptyStates, ListPage } from '../../../components/list-page/list-page.tsx';
import { useWidgetAuthListQuery } from '../../../gql/hooks.ts';
import { taggedListVariables } from '../../../lib/list-params.ts';
import { widgetAuthEditPath } from '../../../lib/paths.ts';
import { useSessionTags } from '../../../lib/session-tags.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { EDIT_WIDGET_AUTHS } from '../widget-auth-permissions.ts';
import { WIDGET_AUTH_LIST_PARAMS } from './widget-auth-list-params.ts';
import { WidgetAuthTable } from './widget-auth-table.tsx';

export const WIDGET_AUTH_LIST_EMPTY: ListEmptyStates = {
  nothingYet: 'No widget authentications yet. Add the credentials a Twitter Timeline widget uses.',
  noMatches: 'No widget authentications match these filters.',
  icon: LuKeyRound,
};

const FILTER_TEXTS: FilterBarTexts = {
  label: 'Widget authentication filters',
  search: { label: 'Search widget authentications', placeholder: 'Name or tag' },
  tags: { label: 'Filter by tags', placeholder: 'Add a tag' },
};

/** /widgets: the widget authentication list (spec 02); the editor opens over it. */
export function WidgetAuthListPage({ dialogs }: { dialogs?: ReactNode }) {
  const sessionTags = useSessionTags();
  const canEdit = useCan(EDIT_WIDGET_AUTHS);
  const params = useListParams(WIDGET_AUTH_LIST_PARAMS);
  const { search } = useLocation();
  const query = useWidgetAuthListQuery({
    variables: taggedListVariables(params.filters, sessionTags, params.page, params.pageSize),
  });
  const list = (query.data ?? query.previousData)?.widgetAuths;
  const add = canEdit && (
    <Button asChild colorPalette="accent">
      <RouterLink to={{ pathname: widgetAuthEditPath('new'), search }}>
        <LuPlus />
        Add widget authentication
      </RouterLink>
    </Button>
  );
  return (
    <ListPage
      title="Widget authentications"
      empty={WIDGET_AUTH_LIST_EMPTY}
      actions={add}
      emptyAction={add}
      query={query}
      list={list}
      params={params}
      filters={<ListFilterBar texts={FILTER_TEXTS} filters={params.filters} onChange={params.setFilters} />}
      dialogs={dialogs}
    >
      <WidgetAuthTable auths={list?.items ?? []} />
    </ListPage>
  );
}
