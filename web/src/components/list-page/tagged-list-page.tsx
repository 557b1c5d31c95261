import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import type { TaggedList } from '../../lib/use-tagged-list.ts';
import { AddLink } from './add-link.tsx';
import { type FilterBarTexts, ListFilterBar } from './list-filter-bar.tsx';
import { type ListEmptyStates, ListPage } from './list-page.tsx';
import type { ListScreenProps } from './list-with-editor.tsx';
import { type RecordColumn, RecordTable } from './record-table.tsx';

/** The words of a tagged list screen; one constant per area. */
export interface TaggedListTexts {
  /** The heading, e.g. "Data sources"; it names the table too. */
  title: string;
  empty: ListEmptyStates;
  filters: FilterBarTexts;
  /** The add button, e.g. "Add data source"; offered to those who may edit. */
  add: string;
}

/**
 * A tagged list's words from what it lists: `noun: 'data source'` gives "Data sources", "Search data sources",
 * "Data source filters", "No data sources match these filters." and "Add data source".
 */
export function taggedListTexts(words: {
  noun: string;
  /** The empty list, e.g. "No data sources yet. Add a CSV by url or upload one." */
  nothingYet: string;
  /** What the search matches, e.g. "Name, url or tag". */
  searchPlaceholder: string;
  icon: IconType;
}): TaggedListTexts {
  const { noun, nothingYet, searchPlaceholder, icon } = words;
  const capitalised = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    title: `${capitalised}s`,
    empty: { nothingYet, noMatches: `No ${noun}s match these filters.`, icon },
    filters: {
      label: `${capitalised} filters`,
      search: { label: `Search ${noun}s`, placeholder: searchPlaceholder },
      tags: { label: 'Filter by tags', placeholder: 'Add a tag' },
    },
    add: `Add ${noun}`,
  };
}

interface TaggedListPageProps<T extends { id: string; name: string }> extends ListScreenProps {
  texts: TaggedListTexts;
  list: TaggedList<T>;
  /** The table's columns after Name. */
  columns: readonly RecordColumn<T>[];
  minWidth?: string;
  /** The first column's header when it is not "Name" ("User Name"). */
  nameHeader?: string;
  /** The list's own filters after the text and tag filters (campaigns: show older ones). */
  moreFilters?: ReactNode;
}

/**
 * A list filtered by free text and tags (spec 01 §6), its records in a table that opens each one's editor, with
 * its add button for those who may edit: the data sources, the widget authentications, and the coming lists of
 * the same shape.
 */
export function TaggedListPage<T extends { id: string; name: string }>(props: TaggedListPageProps<T>) {
  const { texts, list, columns, minWidth, editorOf, dialogs, nameHeader, moreFilters } = props;
  const { params } = list;
  const add = list.canEdit && <AddLink to={editorOf('new')}>{texts.add}</AddLink>;
  return (
    <ListPage
      title={texts.title}
      empty={texts.empty}
      actions={add}
      emptyAction={add}
      query={list.query}
      list={list.list}
      params={params}
      filters={
        <>
          <ListFilterBar texts={texts.filters} filters={params.filters} onChange={params.setFilters} />
          {moreFilters}
        </>
      }
      dialogs={dialogs}
    >
      <RecordTable
        label={texts.title}
        nameHeader={nameHeader}
        records={list.items}
        editorOf={editorOf}
        columns={columns}
        minWidth={minWidth}
      />
    </ListPage>
  );
}
