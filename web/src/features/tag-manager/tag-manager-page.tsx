import { LuTags } from 'react-icons/lu';
import { type ListEmptyStates, ListPage } from '../../components/list-page/list-page.tsx';
import { useTagManagerQuery } from '../../gql/hooks.ts';
import { SHOWN_ON_SCREEN } from '../../lib/answered-errors.ts';
import { useSessionTags } from '../../lib/session-tags.ts';
import { useDisplayTime } from '../../lib/use-display-time.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { usePageSelection } from '../../lib/use-page-selection.ts';
import { EditTagsDialog } from './edit-tags-dialog.tsx';
import { SavedSearchesPopover } from './saved-searches-popover.tsx';
import { TagManagerFiltersBar } from './tag-manager-filters.tsx';
import { TagManagerGrid } from './tag-manager-grid.tsx';
import { filtersOfSaved, searchFilters, TAG_MANAGER_PARAMS, tagManagerVariables } from './tag-manager-params.ts';
import { tagManagerRows } from './tag-manager-rows.ts';
import { TagManagerToolbar } from './tag-manager-toolbar.tsx';
import { useTagManagerActions } from './use-tag-manager-actions.ts';

/** Each type is paged alike (up to a page size of each per page): say so, with what was found of each. */
function pageSummary(totals: readonly { label: string; total: number }[], page: number, size: number, paged: number) {
  const pages = Math.max(1, Math.ceil(paged / size));
  return `Page ${Math.min(page, pages)} of ${pages}, up to ${size} of each type: found ${totals.map((t) => `${t.total} ${t.label}`).join(', ')}`;
}

export const TAG_MANAGER_EMPTY: ListEmptyStates = {
  nothingYet: 'Nothing is tagged yet.',
  noMatches: 'No objects match this search.',
  icon: LuTags,
};

/** /tags: the tag manager (spec 02 "Tag manager"). */
export function TagManagerPage() {
  const sessionTags = useSessionTags();
  const { zone } = useDisplayTime();
  const params = useListParams(TAG_MANAGER_PARAMS);
  const selection = usePageSelection(`${params.key}/${params.page}`);
  const query = useTagManagerQuery({
    variables: tagManagerVariables(params.filters, zone, sessionTags, params.page, params.pageSize),
    fetchPolicy: 'cache-and-network',
    context: SHOWN_ON_SCREEN,
  });
  const search = (query.data ?? query.previousData)?.search;
  const { rows, totals, pagedTotal } = tagManagerRows(search);
  const selectedRows = rows.filter((row) => selection.selected.has(row.key));
  const actions = useTagManagerActions(selectedRows, selection.clear);

  return (
    <ListPage
      title="Tag manager"
      empty={TAG_MANAGER_EMPTY}
      query={query}
      list={search && { items: rows, pageInfo: { totalItems: pagedTotal } }}
      params={params}
      actions={
        <SavedSearchesPopover
          current={searchFilters(params.filters, zone)}
          onRun={(saved) => params.setFilters(filtersOfSaved(saved.query, zone))}
        />
      }
      filters={<TagManagerFiltersBar filters={params.filters} onChange={params.setFilters} />}
      toolbar={<TagManagerToolbar selectedCount={selectedRows.length} {...actions} />}
      pageSummary={pageSummary(totals, params.page, params.pageSize, pagedTotal)}
      dialogs={<EditTagsDialog rows={actions.editing} onClose={actions.closeEditor} onSave={actions.saveEdit} />}
    >
      <TagManagerGrid
        rows={rows}
        selected={selection.selected}
        onSelectedChange={selection.toggle}
        onSelectAll={(all) => selection.set(all ? rows.map((row) => row.key) : [])}
      />
    </ListPage>
  );
}
